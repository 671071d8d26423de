import type { ReactNode } from "react";
import { useNavigate } from "react-router";
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
  if (!hydrated) return <>{children}</>;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : navigate(".", { preventScrollReset: true }))}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description ?? "Fields marked * are required."}</DialogDescription>
        <div className="mt-4">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
