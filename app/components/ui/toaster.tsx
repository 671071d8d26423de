import { Toaster as Sonner } from "sonner";

/** One per layout. Call `toast.success(title, { description })` or `toast.error(...)` from "sonner". */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton />;
}
