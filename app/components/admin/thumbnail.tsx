import { AdminIcon } from "~/components/icons/admin-icon";
import { cx } from "~/components/ui/class-names";

/** A small preview of a record's image in a list; decorative, since the row names the record. */
export function Thumbnail({ src, className }: { src: string | null; className?: string }) {
  const box = cx("admin-thumb", className);
  if (!src) {
    return (
      <span className={cx(box, "flex items-center justify-center text-slate-500 dark:text-slate-300")}>
        <AdminIcon name="image-off" className="size-5" />
      </span>
    );
  }
  return <img src={src} alt="" loading="lazy" className={cx(box, "object-cover")} />;
}

/** "Active" or "Inactive" as a badge; the word carries the state, the colour only repeats it. */
export function StatusBadge({ active, activeLabel = "Active", inactiveLabel = "Inactive" }: { active: boolean; activeLabel?: string; inactiveLabel?: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        active
          ? "bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100"
          : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
      )}
    >
      {active ? activeLabel : inactiveLabel}
    </span>
  );
}
