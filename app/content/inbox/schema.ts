import { z } from "zod";
import { INBOX_STATUSES, type InboxStatus, type MailStatus } from "../enquiry/schema";
import type { ListConfig, SortDir } from "../shared/list-query";

/** Browser-safe: the inbox screen's filters, labels and row shape. */

export const INBOX_KINDS = ["enquiry", "support", "contact"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  enquiry: "Product enquiry",
  support: "Support request",
  contact: "Contact message",
};

export const INBOX_KIND_PLURALS: Record<InboxKind, string> = {
  enquiry: "Product enquiries",
  support: "Support requests",
  contact: "Contact messages",
};

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: "New",
  in_progress: "In progress",
  closed: "Closed",
};

export const INBOX_PAGE_SIZE = 25;

/** The inbox's sortable columns and each one's first direction (newest first by default). */
export const inboxListConfig = {
  sorts: { created_at: "desc", name: "asc", subject: "asc" },
  defaultSort: "created_at",
} satisfies ListConfig<"created_at" | "name" | "subject">;

export type InboxOrder = { sort: keyof typeof inboxListConfig.sorts; dir: SortDir };

// A value outside the lists (an old bookmark, a typo) means "no filter" rather than an error page.
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (values.includes(value as string) ? value : undefined), z.enum(values).optional());

/** A day (YYYY-MM-DD, UTC) that exists; anything else means no filter. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/** Statuses an item can have reached (decision 041): In progress (first reached) and Closed (last closed). */
export const INBOX_REACHED = ["in_progress", "closed"] as const;
export type InboxReached = (typeof INBOX_REACHED)[number];

/**
 * The filters in the inbox's query string: kind, status, a search text and the page; the dashboard's
 * figures also link the days received (`from`, `to`: UTC, inclusive), a product asked about (its
 * enquiries, and quote lists naming it) and a status reached.
 */
export const inboxFilter = z.object({
  kind: oneOf(INBOX_KINDS),
  status: oneOf(INBOX_STATUSES),
  from: day,
  to: day,
  product: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  reached: oneOf(INBOX_REACHED),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type InboxFilter = z.output<typeof inboxFilter>;

/** True when any filter narrows the list (an empty list then says so). */
export const isInboxFiltered = (filter: Omit<InboxFilter, "page">) =>
  Boolean(filter.q || filter.kind || filter.status || filter.from || filter.to || filter.product || filter.reached);

/** The inbox's address with these filters (those left out are not applied). */
export function inboxHref(filter: Partial<Omit<InboxFilter, "page" | "q">>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  const query = params.toString();
  return `/admin/inbox${query ? `?${query}` : ""}`;
}

export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  return inboxFilter.parse(Object.fromEntries(params));
}

export const inboxStatusChange = z.object({
  status: z.enum(INBOX_STATUSES, { errorMap: () => ({ message: "Choose a status: new, in progress or closed" }) }),
});

/** One enquiry, support request or contact message, in the columns the inbox and its export share. */
export type InboxRow = {
  kind: InboxKind;
  id: number;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  location: string | null;
  product_id: number | null;
  product_name: string | null;
  subject: string;
  message: string | null;
  status: InboxStatus;
  mail_status: MailStatus;
  created_at: string;
};

/** The address of one item's page. */
export const inboxItemPath = (row: Pick<InboxRow, "kind" | "id">) => `/admin/inbox/${row.kind}/${row.id}`;
