import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { cx } from "~/components/ui/class-names";
import { useHydrated } from "./use-hydrated";

export type Notice = { kind: "success" | "error"; title: string; description?: string };

/**
 * Shows a message as a toast once the page runs JavaScript, and as an inline alert in the
 * server-rendered HTML, so a browser without JavaScript still sees the outcome of a form post.
 */
export function NoticeToast({ notice }: { notice: Notice | null | undefined }) {
  const hydrated = useHydrated();
  // Each notice once, also when development's StrictMode runs effects twice.
  const shown = useRef<Notice | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    const show = notice.kind === "success" ? toast.success : toast.error;
    show(notice.title, { description: notice.description });
  }, [notice]);
  if (!notice || hydrated) return null;
  return (
    <div
      role={notice.kind === "error" ? "alert" : "status"}
      className={cx(
        "mb-4 rounded-md border px-4 py-3 text-sm",
        notice.kind === "error"
          ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          : "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100",
      )}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1">{notice.description}</p> : null}
    </div>
  );
}

/** A message that stays on the screen while its cause lasts (the hero limit banner). */
export function StandingNotice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {children}
    </p>
  );
}
