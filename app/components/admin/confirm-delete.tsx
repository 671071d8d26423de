import { AlertDialog } from "radix-ui";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { listSearch } from "~/content/shared/list-query";
import { Button } from "~/components/ui/button";
import { useHydrated } from "./use-hydrated";

type ConfirmDeleteProps = { id: number; question: string; name: string };

/**
 * Asks before deleting. With JavaScript it is a modal alert dialog; without, the same question
 * and buttons appear in the page, so the delete still needs a second, deliberate click.
 */
export function ConfirmDelete({ id, question, name }: ConfirmDeleteProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const back = listSearch(useSearchParams()[0]) || ".";
  const buttons = (
    <div className="mt-4 flex justify-end gap-3">
      {hydrated ? (
        <AlertDialog.Cancel asChild>
          <Button variant="outline">Cancel</Button>
        </AlertDialog.Cancel>
      ) : (
        <Button asChild variant="outline">
          <Link to={back}>Cancel</Link>
        </Button>
      )}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" variant="destructive">
          Delete
        </Button>
      </Form>
    </div>
  );
  if (!hydrated) {
    return (
      <div role="alertdialog" aria-labelledby="confirm-delete-title" className="rounded-lg border border-red-200 bg-white p-6 dark:border-red-900 dark:bg-slate-900">
        <h2 id="confirm-delete-title" className="font-semibold">
          {question}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{name}</p>
        {buttons}
      </div>
    );
  }
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? null : navigate(back, { preventScrollReset: true }))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">{question}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{name}</AlertDialog.Description>
          {buttons}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
