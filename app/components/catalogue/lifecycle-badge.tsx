import { LIFECYCLE_LABELS, type LifecycleStatus } from "~/content/product/lifecycle";

const tone: Record<LifecycleStatus, string> = { active: "badge", new: "badge-new", nrnd: "badge-warn", eol: "badge-warn", discontinued: "badge-off" };

/** A product's lifecycle status as a badge, on its page, its cards and search results. */
export function LifecycleBadge({ status, className }: { status: LifecycleStatus; className?: string }) {
  return <span className={className ? `${tone[status]} ${className}` : tone[status]}>{LIFECYCLE_LABELS[status]}</span>;
}
