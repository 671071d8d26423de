import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { listSearch } from "~/content/shared/list-query";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { useHydrated } from "./use-hydrated";

type FormDialogProps = { title: string; description?: string; children: ReactNode };

/**
 * A create/edit form in a modal dialog (the Types screen). Closing it returns to the list.
 * Before JavaScript runs the form is shown in the page instead, so it works without it.
 */
export function FormDialog({ title, description, children }: FormDialogProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const back = listSearch(useSearchParams()[0]) || ".";
  if (!hydrated) return <>{children}</>;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : navigate(back, { preventScrollReset: true }))}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description ?? "Fields marked * are required."}</DialogDescription>
        <div className="mt-4">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
