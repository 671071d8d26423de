import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

/**
 * Toasts for the public site without shipping the toast library on every page: the first
 * notification loads it, mounts the Toaster, then shows the toast.
 */
type Kind = "success" | "error";

let wanted = false;
let announceMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  announceMounted = resolve;
});
const listeners = new Set<() => void>();

const LazyToaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Shows a toast: green for success, the spec's destructive red for errors. */
export async function notify(kind: Kind, title: string, options: { description?: string } = {}): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast[kind](title, options);
}

/** Put once in the layout; renders nothing until the first notification. */
export function ToasterOnDemand() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <LazyToaster />
      <Mounted />
    </Suspense>
  ) : null;
}

/** Effects run after the Toaster's own, so by then it listens for toasts. */
function Mounted() {
  useEffect(() => announceMounted(), []);
  return null;
}
