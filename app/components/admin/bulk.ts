/**
 * Browser-safe: a list's bulk actions (issue 17 part 7), posted with the ticked rows' ids to the
 * screen's own action (routes/admin/bulk-action.server.ts).
 */
export const BULK_INTENTS = ["bulk-publish", "bulk-unpublish", "bulk-trash"] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];

export const isBulkIntent = (value: unknown): value is BulkIntent => BULK_INTENTS.includes(value as BulkIntent);

/** The most rows one bulk action takes (a list page shows 25): a bound on one request's work. */
export const BULK_LIMIT = 200;

export const BULK_LABELS: Record<BulkIntent, string> = {
  "bulk-publish": "Publish",
  "bulk-unpublish": "Unpublish",
  "bulk-trash": "Move to trash",
};
