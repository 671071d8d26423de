import { Toaster } from "~/components/ui/toaster";

/** The admin screens' toasts, bottom right, clear of the Add buttons. */
export function AdminToaster() {
  return <Toaster position="bottom-right" />;
}
