import { AlertDialog } from "radix-ui";
import { Form, useNavigate, useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { listSearch } from "~/content/shared/list-query";
import { TRASH_DAYS } from "~/content/trash/retention";
import { Button } from "~/components/ui/button";
import { useReturnFocus } from "~/components/ui/return-focus";
import { useHydrated } from "./use-hydrated";

type ConfirmDialogProps = {
  /** The question, naming what it is about ('Move "Panel PC 15" to the trash?'): the dialog's title. */
  question: string;
  /** What follows from the answer, under the question. */
  detail: string;
  /** The button that does it ("Move to trash", "Delete permanently"). */
  confirmLabel: string;
  /** The fields the button posts to the screen's action (intent, id and what else it needs). */
  fields: Record<string, string | number>;
};

/**
 * The admin panel's one question before a delete (issue 17 part 3): every list's Delete, the Trash
 * screen's Delete permanently and Empty trash. A link opens it (`?delete=<id>` and the like), so the
 * screen can ask before JavaScript runs: the same question and buttons then appear in the page, and the
 * delete still needs a second, deliberate press. With JavaScript it is a modal alert dialog named by its
 * question: the focus starts on Cancel, Escape or Cancel closes it, and the focus goes back to the link.
 */
export function ConfirmDialog({ question, detail, confirmLabel, fields }: ConfirmDialogProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const back = listSearch(useSearchParams()[0]) || ".";
  const focus = useReturnFocus({});
  const buttons = (
    <div className="mt-4 flex flex-wrap justify-end gap-3">
      {hydrated ? (
        <AlertDialog.Cancel asChild>
          <Button variant="outline">Cancel</Button>
        </AlertDialog.Cancel>
      ) : (
        <Button asChild variant="outline">
          <AdminLink to={back}>Cancel</AdminLink>
        </Button>
      )}
      <Form method="post" preventScrollReset>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="destructive">
          {confirmLabel}
        </Button>
      </Form>
    </div>
  );
  if (!hydrated) {
    return (
      <div
        role="alertdialog"
        aria-labelledby="confirm-dialog-title"
        aria-describedby="confirm-dialog-detail"
        className="rounded-lg border border-red-200 bg-white p-6 dark:border-red-900 dark:bg-slate-900"
      >
        <h2 id="confirm-dialog-title" className="font-semibold">
          {question}
        </h2>
        <p id="confirm-dialog-detail" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {detail}
        </p>
        {buttons}
      </div>
    );
  }
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? null : navigate(back, { preventScrollReset: true }))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content
          {...focus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-lg font-semibold break-words">{question}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{detail}</AlertDialog.Description>
          {buttons}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The question every list asks before its Delete moves a record to the trash. */
export const trashQuestion = (name: string) => `Move "${name}" to the trash?`;
export const TRASH_DETAIL = `You can restore it for ${TRASH_DAYS} days.`;
