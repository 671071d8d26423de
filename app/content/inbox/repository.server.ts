import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "~/db/connection.server";
import { countNewEnquiries, getEnquiry, setEnquiryStatus } from "../enquiry/repository.server";
import type { Enquiry, InboxStatus } from "../enquiry/schema";
import { countNewMessages, getMessage, setMessageStatus } from "../message/repository.server";
import type { Message } from "../message/schema";
import { INBOX_PAGE_SIZE, type InboxFilter, type InboxKind, type InboxOrder, type InboxRow } from "./schema";

/**
 * Enquiries and messages as one list in shared columns. Each branch is filtered by kind and
 * status before the union, so a filtered inbox reads only the rows it shows.
 */
function inboxRows(db: Db, filter: Omit<InboxFilter, "page" | "q">) {
  let enquiries = db
    .selectFrom("enquiries")
    .select([
      sql<InboxKind>`'enquiry'`.as("kind"),
      "id",
      "name",
      sql<string | null>`company_name`.as("company"),
      "email",
      sql<string | null>`mobile_number`.as("phone"),
      sql<string | null>`location`.as("location"),
      "product_id",
      "product_name",
      sql<string>`looking_for`.as("subject"),
      sql<string | null>`null`.as("message"),
      "status",
      "mail_status",
      "created_at",
    ]);
  if (filter.status) enquiries = enquiries.where("status", "=", filter.status);
  enquiries = received(enquiries, filter);
  if (filter.product) {
    const product = filter.product;
    // Asked about in the enquiry, or named in its quote list (decision 034).
    enquiries = enquiries.where((eb) =>
      eb.or([
        eb("enquiries.product_id", "=", product),
        eb.exists(eb.selectFrom("enquiry_lines").select("enquiry_lines.enquiry_id").whereRef("enquiry_lines.enquiry_id", "=", "enquiries.id").where("enquiry_lines.product_id", "=", product)),
      ]),
    );
  }

  let messages = db
    .selectFrom("messages")
    .select([
      sql<InboxKind>`kind`.as("kind"),
      "id",
      sql<string>`first_name || ' ' || last_name`.as("name"),
      "company",
      "email",
      "phone",
      sql<string | null>`null`.as("location"),
      sql<number | null>`null`.as("product_id"),
      sql<string | null>`product`.as("product_name"),
      "subject",
      sql<string | null>`message`.as("message"),
      "status",
      "mail_status",
      "created_at",
    ]);
  if (filter.kind && filter.kind !== "enquiry") messages = messages.where("kind", "=", filter.kind);
  if (filter.status) messages = messages.where("status", "=", filter.status);
  messages = received(messages, filter);
  // Messages name a product only as text: a product filter leaves enquiries alone.
  if (filter.product) messages = messages.where(sql<SqlBool>`1 = 0`);

  if (filter.kind === "enquiry" || (filter.product && !filter.kind)) return db.selectFrom(enquiries.as("inbox"));
  if (filter.kind) return db.selectFrom(messages.as("inbox"));
  return db.selectFrom(enquiries.unionAll(messages).as("inbox"));
}

/** Received within the days asked for (UTC, inclusive), and past the status asked for. */
function received<Q extends SelectQueryBuilder<any, any, any>>(query: Q, filter: Pick<InboxFilter, "from" | "to" | "reached">): Q {
  let next = query;
  if (filter.from) next = next.where("created_at", ">=", `${filter.from}T00:00:00.000Z`) as Q;
  if (filter.to) next = next.where("created_at", "<", nextDay(filter.to)) as Q;
  if (filter.reached === "in_progress") next = next.where("in_progress_at", "is not", null) as Q;
  if (filter.reached === "closed") next = next.where("closed_at", "is not", null) as Q;
  return next;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** Case-insensitive substring match on who wrote, their e-mail and company, and what they wrote. */
function matchesText(q: string): Expression<SqlBool> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (column: string) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
  const columns = ["inbox.name", "inbox.email", "inbox.company", "inbox.subject", "inbox.message", "inbox.product_name"];
  return sql<SqlBool>`(${sql.join(columns.map(like), sql` or `)})`;
}

function filtered(db: Db, filter: Omit<InboxFilter, "page">) {
  const query = inboxRows(db, filter);
  return filter.q ? query.where(matchesText(filter.q)) : query;
}

const rowColumns = [
  "inbox.kind",
  "inbox.id",
  "inbox.name",
  "inbox.company",
  "inbox.email",
  "inbox.phone",
  "inbox.location",
  "inbox.product_id",
  "inbox.product_name",
  "inbox.subject",
  "inbox.message",
  "inbox.status",
  "inbox.mail_status",
  "inbox.created_at",
] as const;

/** One page of the inbox, newest first unless another order is asked for, and how many items match in all. */
export async function listInbox(
  db: Db,
  filter: InboxFilter,
  pageSize = INBOX_PAGE_SIZE,
  order: InboxOrder = { sort: "created_at", dir: "desc" },
): Promise<{ rows: InboxRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(rowColumns)
      .orderBy(`inbox.${order.sort}`, order.dir)
      .orderBy("inbox.created_at", "desc")
      .orderBy("inbox.kind")
      .orderBy("inbox.id", "desc")
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Every matching item, newest first, for the CSV export. */
export async function exportInbox(db: Db, filter: Omit<InboxFilter, "page">): Promise<InboxRow[]> {
  return filtered(db, filter)
    .select(rowColumns)
    .orderBy("inbox.created_at", "desc")
    .orderBy("inbox.kind")
    .orderBy("inbox.id", "desc")
    .execute();
}

export type InboxItem = { kind: "enquiry"; record: Enquiry } | { kind: "support" | "contact"; record: Message };

/** The full enquiry or message; a message asked for under the other kind is not found. */
export async function getInboxItem(db: Db, kind: InboxKind, id: number): Promise<InboxItem | undefined> {
  if (kind === "enquiry") {
    const record = await getEnquiry(db, id);
    return record && { kind, record };
  }
  const record = await getMessage(db, id);
  return record && record.kind === kind ? { kind, record } : undefined;
}

/** True when the item exists (and was updated). */
export async function setInboxStatus(db: Db, kind: InboxKind, id: number, status: InboxStatus): Promise<boolean> {
  if (kind === "enquiry") return (await setEnquiryStatus(db, id, status)) !== undefined;
  if (!(await getInboxItem(db, kind, id))) return false;
  return (await setMessageStatus(db, id, status)) !== undefined;
}

/** New enquiries, support requests and contact messages together (the dashboard tile). */
export async function countNewInbox(db: Db): Promise<number> {
  const [enquiries, messages] = await Promise.all([countNewEnquiries(db), countNewMessages(db)]);
  return enquiries + messages;
}

/** The name a product filter of the inbox shows; null once the product is deleted. */
export async function productNameOf(db: Db, productId: number): Promise<string | null> {
  const product = await db.selectFrom("products").select("name").where("id", "=", productId).executeTakeFirst();
  return product?.name ?? null;
}
