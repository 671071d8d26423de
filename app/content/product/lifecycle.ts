/**
 * Browser-safe, and free of Zod so public pages can show a badge without its weight: where a product is in its life (issue 16). New and Active are sold as usual;
 * past Active the product page says so, naming the last-order date and the successor.
 */
export const LIFECYCLE_STATUSES = ["active", "new", "nrnd", "eol", "discontinued"] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

export const LIFECYCLE_LABELS: Record<LifecycleStatus, string> = {
  active: "Active",
  new: "New",
  nrnd: "Not recommended for new designs",
  eol: "End of life",
  discontinued: "Discontinued",
};

/** A status as a badge: its label and its component class (app.css): green for New, amber past Active, grey once discontinued. */
export type LifecycleBadgeData = { label: string; className: string };
const BADGE_CLASS: Record<LifecycleStatus, string> = { active: "badge", new: "badge-new", nrnd: "badge-warn", eol: "badge-warn", discontinued: "badge-off" };
export const lifecycleBadge = (status: LifecycleStatus): LifecycleBadgeData => ({ label: LIFECYCLE_LABELS[status], className: BADGE_CLASS[status] });

export const LIFECYCLE_STATUS_INVALID = "Choose a lifecycle status from the list";
export const LAST_ORDER_DATE_REQUIRED = "An end-of-life product needs its last-order date";
export const SUCCESSOR_IS_SELF = "A product cannot be its own successor";
export const SUCCESSOR_MISSING = "The chosen successor product no longer exists";

/** schema.org availability of each status: a product past its last order is no longer in stock. */
export const LIFECYCLE_AVAILABILITY: Record<LifecycleStatus, string> = {
  active: "https://schema.org/InStock",
  new: "https://schema.org/InStock",
  nrnd: "https://schema.org/LimitedAvailability",
  eol: "https://schema.org/LimitedAvailability",
  discontinued: "https://schema.org/Discontinued",
};

/** "31 March 2027": a last-order date as the notice and the datasheet show it (dates are YYYY-MM-DD). */
export function formatLastOrderDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** The notice's first sentence for a status past Active. */
export function lifecycleNotice(status: LifecycleStatus, lastOrderDate: string | null): string {
  const by = lastOrderDate ? formatLastOrderDate(lastOrderDate) : null;
  if (status === "nrnd") return `This product is not recommended for new designs.${by ? ` Last orders are accepted until ${by}.` : ""}`;
  if (status === "eol") return `This product has reached end of life.${by ? ` Last orders are accepted until ${by}.` : ""}`;
  if (status === "discontinued") return `This product is discontinued and can no longer be ordered.${by ? ` The last orders were accepted until ${by}.` : ""}`;
  return "";
}
