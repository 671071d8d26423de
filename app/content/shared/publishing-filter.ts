import { isLiveAt, type Publishing, type PublishingFilter } from "./publishing";

/**
 * Browser-safe, admin only (kept out of publishing.ts, which the public pages' definitions load): the
 * labels of the admin lists' "Filter by publishing" and the rule its SQL spells out (decision 035).
 */
export const PUBLISHING_FILTER_LABELS: Record<PublishingFilter, string> = {
  draft: "Draft",
  scheduled: "Scheduled (not yet live)",
  live: "Live now",
  ended: "Unpublished or ended",
};

/** Where an item falls among PUBLISHING_FILTERS at `now`: the rule the SQL filter spells out. */
export function publishingFilterOf(values: Publishing, now: string): PublishingFilter {
  if (values.publish_status === "draft") return "draft";
  if (isLiveAt(values, now)) return "live";
  if (values.publish_status === "scheduled" && values.publish_at !== null && values.publish_at > now) return "scheduled";
  return "ended";
}

