import { Toaster } from "sonner";

// Sonner's rich colours put green on pale green at 4.3:1, under WCAG AA's 4.5:1; these pairs pass.
const classNames = {
  success: "border-green-300! bg-green-50! text-green-900!",
  error: "border-red-300! bg-red-50! text-red-900!",
  description: "text-inherit! opacity-100!",
};

/** The admin screens' toasts, bottom right (clear of the Add buttons): success in green, the spec's "destructive" errors in red, both readable. */
export function AdminToaster() {
  return <Toaster position="bottom-right" closeButton toastOptions={{ classNames }} />;
}
