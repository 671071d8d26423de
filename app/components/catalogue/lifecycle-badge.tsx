import { cx } from "~/components/ui/class-names";
import { type LifecycleStatus, lifecycleBadge } from "~/content/product/lifecycle";

/** A product's lifecycle status as a badge, on its page and in search results (a card gets its badge from the server). */
export function LifecycleBadge({ status, className }: { status: LifecycleStatus; className?: string }) {
  const badge = lifecycleBadge(status);
  return <span className={cx(badge.className, className)}>{badge.label}</span>;
}
