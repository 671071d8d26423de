import { AlertDialog } from "radix-ui";
import { Form, useActionData, useNavigate, useNavigation } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import type { ContentFailure } from "~/components/admin/content/content-screen";
import { Button } from "~/components/ui/button";
import { DISCARDS_CHANGES } from "../unsaved-changes";
import { useHydrated } from "../use-hydrated";
import { type RevisionItem, savedByText, utcTime } from "./use-history";

type ConfirmRestoreProps = { recordId: number | string; revision: RevisionItem; noun: string; back: string };

/**
 * Asks before restoring a revision (decision 038), in the admin's dialog style; without JavaScript the
 * same question and buttons appear in the page. A restore the rules refuse is explained here, with
 * nothing changed. While the edit form has unsaved changes, the unsaved-changes guard asks too.
 */
export function ConfirmRestore({ recordId, revision, noun, back }: ConfirmRestoreProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const failure = useActionData() as ContentFailure | undefined;
  const refused = failure?.revision === revision.id ? failure.notice.description : null;
  const restoring = navigation.state === "submitting" && navigation.formData?.get("intent") === "restore-revision";
  const question = `Restore revision ${revision.number}?`;
  const explanation = `The ${noun} becomes as it was saved ${utcTime(revision.createdAt)}, ${savedByText(revision.savedBy)}, and the site shows it at once. It is checked as a save is, and kept as a new revision, so the current version stays in the history. Any pending draft is discarded.`;
  const body = (
    <>
      {refused ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {refused}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        {hydrated ? (
          <AlertDialog.Cancel asChild>
            <Button variant="outline">{refused ? "Close" : "Cancel"}</Button>
          </AlertDialog.Cancel>
        ) : (
          <Button asChild variant="outline">
            <AdminLink to={back}>{refused ? "Close" : "Cancel"}</AdminLink>
          </Button>
        )}
        {refused ? null : (
          <Form
            method="post"
            preventScrollReset
            {...{
              [DISCARDS_CHANGES.question]: `The form has changes that are not saved. Restoring revision ${revision.number} replaces them with that revision.`,
              [DISCARDS_CHANGES.proceed]: "Restore without them",
            }}
          >
            <input type="hidden" name="intent" value="restore-revision" />
            <input type="hidden" name="id" value={recordId} />
            <input type="hidden" name="revision" value={revision.id} />
            <Button type="submit" disabled={restoring}>
              {restoring ? "Restoring..." : `Restore revision ${revision.number}`}
            </Button>
          </Form>
        )}
      </div>
    </>
  );
  if (!hydrated) {
    return (
      <div role="alertdialog" aria-labelledby="confirm-restore-title" aria-describedby="confirm-restore-text" className="rounded-lg border border-amber-300 p-4 dark:border-amber-700">
        <h3 id="confirm-restore-title" className="font-semibold">
          {question}
        </h3>
        <p id="confirm-restore-text" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {explanation}
        </p>
        {body}
      </div>
    );
  }
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? null : navigate(back, { preventScrollReset: true }))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">{question}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{explanation}</AlertDialog.Description>
          {body}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
