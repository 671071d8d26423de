import { z } from "zod";
import type { FieldSet } from "./definition";

/**
 * Browser-safe: the publishing workflow a content type opts into by adding `publishingFields` to its
 * definition (decision 035). Times are UTC, stored as `YYYY-MM-DDTHH:MM:SS`, which compares as text
 * with an ISO instant (`new Date().toISOString()`), so "live now" is a plain range test in SQL.
 */
export const PUBLISH_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export const PUBLISH_LABELS: Record<PublishStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

export const PUBLISH_AT_REQUIRED = "A scheduled item needs a publish time";
export const UNPUBLISH_BEFORE_PUBLISH = "Unpublish time must be after the publish time";
export const UNPUBLISH_IN_PAST = "Unpublish time must be in the future for a published item, or leave it empty";
const BAD_TIME = "Enter a date and time (YYYY-MM-DD HH:MM, UTC)";

const TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?Z?$/;

/** A posted time as stored (`YYYY-MM-DDTHH:MM:SS`, UTC), or null when left empty. */
export function toStoredTime(value: string): string | null {
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const stored = `${match[1]}T${match[2]}${match[3] ?? ":00"}`;
  return Number.isNaN(Date.parse(`${stored}Z`)) ? null : stored;
}

const optionalTime = z
  .string()
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (!value || value.trim() === "") return null;
    const stored = toStoredTime(value);
    if (stored === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: BAD_TIME });
    return stored;
  });

const publishStatus = z.enum(PUBLISH_STATUSES, { errorMap: () => ({ message: "Choose a publishing status" }) });

/** The three fields every publishable type adds to its definition; existing rows are Published. */
export const publishingFields = {
  publish_status: {
    label: "Publishing status",
    schema: publishStatus.default("published"),
    control: { kind: "select", choices: "publishStatuses", placeholder: "Select status" },
    initial: "published",
    hint: "Draft and Unpublished are never shown on the site; Scheduled appears at its publish time.",
  },
  publish_at: {
    label: "Publish at (UTC)",
    schema: optionalTime,
    control: { kind: "text", type: "datetime-local", step: 1 },
    hint: "Required for Scheduled.",
  },
  unpublish_at: {
    label: "Unpublish at (UTC)",
    schema: optionalTime,
    control: { kind: "text", type: "datetime-local", step: 1 },
    hint: "Optional. The item leaves the site at this time.",
  },
} satisfies FieldSet;

/** True when a content type opts into the publishing workflow: its definition has the publishing fields. */
export const hasPublishing = (definition: { fields: object }) => "publish_status" in definition.fields;

export type Publishing = { publish_status: PublishStatus; publish_at: string | null; unpublish_at: string | null };

export const publishChoices = { publishStatuses: { options: PUBLISH_STATUSES.map((status) => ({ value: status, label: PUBLISH_LABELS[status] })) } };

/** The rules that span the three fields, by field name; `now` is an ISO instant. */
export function publishingErrors(values: Publishing, now: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.publish_status === "scheduled" && !values.publish_at) errors.publish_at = PUBLISH_AT_REQUIRED;
  if (values.unpublish_at && values.publish_at && values.unpublish_at <= values.publish_at) errors.unpublish_at = UNPUBLISH_BEFORE_PUBLISH;
  else if (values.unpublish_at && values.publish_status === "published" && values.unpublish_at <= now) errors.unpublish_at = UNPUBLISH_IN_PAST;
  return errors;
}

/** Whether an item is on the site at `now` (an ISO instant): the rule the SQL filter spells out. */
export function isLiveAt(values: Publishing, now: string): boolean {
  const started = values.publish_status === "published" || (values.publish_status === "scheduled" && values.publish_at !== null && values.publish_at <= now);
  return started && (values.unpublish_at === null || values.unpublish_at > now);
}

/** The admin list's status text: "Scheduled 2026-12-01 09:00 UTC", "Published (until ...)". */
export function publishingLabel(values: Publishing, now: string): string {
  const at = (time: string) => `${time.slice(0, 16).replace("T", " ")} UTC`;
  if (values.publish_status === "scheduled" && values.publish_at) {
    if (values.publish_at > now) return `Scheduled ${at(values.publish_at)}`;
    return values.unpublish_at && values.unpublish_at <= now ? `Ended ${at(values.unpublish_at)}` : "Published";
  }
  if (values.publish_status === "published" && values.unpublish_at) return values.unpublish_at > now ? `Published until ${at(values.unpublish_at)}` : `Ended ${at(values.unpublish_at)}`;
  return PUBLISH_LABELS[values.publish_status];
}

/**
 * The admin lists' "Filter by publishing" (the `publishing` URL parameter): what the Publishing column
 * says at this moment, so a Scheduled item past its time counts as live and one past its unpublish
 * time as ended. The four cover every item once.
 */
export const PUBLISHING_FILTERS = ["draft", "scheduled", "live", "ended"] as const;
export type PublishingFilter = (typeof PUBLISHING_FILTERS)[number];

/** A list's choice filters gain `publishing` (its `list.choices`). */
export const publishingListChoice = { publishing: PUBLISHING_FILTERS } as const;

/** A stored time as the datetime-local box shows it. */
export const formTime = (value: string | null | undefined) => value ?? "";

/** Where the three fields sit in a form section: the status, then both times side by side. */
export const publishingRows = ["publish_status", ["publish_at", "unpublish_at"]] as const;

/** The admin list's column: each item's status, with its scheduled time. */
export const publishingColumn = { header: "Publishing", value: (row: Publishing) => publishingLabel(row, new Date().toISOString()) };

/** When an item is live: from `from` (null: already) until `to` (null: no end); null when never. */
export type LiveWindow = { from: string | null; to: string | null };

export function liveWindow(values: Publishing): LiveWindow | null {
  if (values.publish_status === "draft" || values.publish_status === "unpublished") return null;
  if (values.publish_status === "scheduled" && !values.publish_at) return null;
  const from = values.publish_status === "scheduled" ? values.publish_at : null;
  if (from !== null && values.unpublish_at !== null && values.unpublish_at <= from) return null;
  return { from, to: values.unpublish_at };
}

const liveWithin = (window: LiveWindow, at: string) => (window.from === null || window.from <= at) && (window.to === null || window.to > at);

/**
 * The first moment from `now` on at which `limit` of `others` would be live together with
 * `candidate`, or null when there is room throughout. The count only rises where a window starts,
 * so the candidate's own start and the others' starts inside it are the moments to check.
 */
export function firstCrowdedMoment(candidate: LiveWindow, others: readonly LiveWindow[], limit: number, now: string): string | null {
  const start = candidate.from !== null && candidate.from > now ? candidate.from : now;
  if (candidate.to !== null && candidate.to <= start) return null;
  const moments = [start, ...others.map((window) => window.from).filter((from): from is string => from !== null && from > start && liveWithin(candidate, from))].sort();
  return moments.find((at) => others.filter((window) => liveWithin(window, at)).length >= limit) ?? null;
}
