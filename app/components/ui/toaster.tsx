import { Toaster as Sonner, type ToasterProps } from "sonner";

// Sonner's rich colours put green on pale green at 4.3:1, under WCAG AA's 4.5:1; these pairs pass
// in both themes.
const classNames = {
  success:
    "border-green-300! bg-green-50! text-green-900! dark:border-green-800! dark:bg-green-950! dark:text-green-100!",
  error: "border-red-300! bg-red-50! text-red-900! dark:border-red-800! dark:bg-red-950! dark:text-red-100!",
  description: "text-inherit! opacity-100!",
};

/**
 * One per layout. Call `toast.success(title, { description })` or `toast.error(...)` from "sonner":
 * success in green, the spec's "destructive" errors in red, both readable.
 */
export function Toaster({ position = "top-right" }: { position?: ToasterProps["position"] }) {
  // Below the sticky 4rem header, not over its links.
  return <Sonner position={position} offset={{ top: 80 }} mobileOffset={{ top: 72 }} closeButton toastOptions={{ classNames }} />;
}
