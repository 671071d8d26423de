import type { InboxStatus } from "~/content/enquiry/schema";
import { INBOX_STATUS_LABELS } from "~/content/inbox/schema";
import { cx } from "~/components/ui/class-names";

const STATUS_STYLES: Record<InboxStatus, string> = {
  new: "bg-blue-100 text-blue-900 dark:bg-blue-900/60 dark:text-blue-100",
  in_progress: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  closed: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
};

/** An inbox item's status as a badge; the word carries the meaning, the colour only repeats it. */
export function InboxStatusBadge({ status }: { status: InboxStatus }) {
  return (
    <span className={cx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", STATUS_STYLES[status])}>
      {INBOX_STATUS_LABELS[status]}
    </span>
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "20 Nov 2026, 10:02 UTC", built by hand so the server and every browser write the same text. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
