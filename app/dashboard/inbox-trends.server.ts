import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import { INBOX_KINDS, type InboxKind } from "~/content/inbox/schema";
import { createProbedCache } from "./probed-cache.server";
import { type DayCounts, daysEnding, type InboxTrends, type KindTrend, median, type TrendRange } from "./inbox-trends";

const TOP_PRODUCTS = 5;

type Timed = { kind: InboxKind; created_at: string; in_progress_at: string | null; closed_at: string | null };

/**
 * Enquiries, support requests and contact messages of the last `range` days: per day and kind, the
 * median times from arrival to In progress and to Closed over the items of the period that reached
 * them, and the products asked about most. Items are read through their `created_at` indexes; the
 * period holds what visitors sent in 90 days, not the catalogue.
 */
export async function readInboxTrends(db: Db, range: TrendRange, now = new Date()): Promise<InboxTrends> {
  const days = daysEnding(now, range);
  const from = `${days[0]}T00:00:00.000Z`;
  const [perDay, timed, topProducts] = await Promise.all([countPerDay(db, from), readTimes(db, from), readTopProducts(db, from)]);
  const counts = new Map(days.map((day) => [day, { day, enquiry: 0, support: 0, contact: 0 } satisfies DayCounts]));
  for (const row of perDay) {
    const entry = counts.get(row.day);
    if (entry) entry[row.kind] += Number(row.count);
  }
  const dayCounts = [...counts.values()];
  const trendOf = (kinds: readonly InboxKind[]): KindTrend => {
    const items = timed.filter((item) => kinds.includes(item.kind));
    const since = (at: string | null, item: Timed) => (at ? Date.parse(at) - Date.parse(item.created_at) : null);
    const toInProgress = items.map((item) => since(item.in_progress_at, item)).filter((ms): ms is number => ms !== null);
    const toClosed = items.map((item) => since(item.closed_at, item)).filter((ms): ms is number => ms !== null);
    return {
      received: dayCounts.reduce((sum, day) => sum + kinds.reduce((inner, kind) => inner + day[kind], 0), 0),
      toInProgress: { ms: median(toInProgress), count: toInProgress.length },
      toClosed: { ms: median(toClosed), count: toClosed.length },
    };
  };
  return {
    range,
    from: days[0],
    to: days[days.length - 1],
    days: dayCounts,
    byKind: Object.fromEntries(INBOX_KINDS.map((kind) => [kind, trendOf([kind])])) as Record<InboxKind, KindTrend>,
    all: trendOf(INBOX_KINDS),
    topProducts,
  };
}

const day = sql<string>`substr(created_at, 1, 10)`;

async function countPerDay(db: Db, from: string): Promise<Array<{ day: string; kind: InboxKind; count: number | string }>> {
  const [enquiries, messages] = await Promise.all([
    db.selectFrom("enquiries").select([day.as("day"), (eb) => eb.fn.countAll<number | string>().as("count")]).where("created_at", ">=", from).groupBy(day).execute(),
    db.selectFrom("messages").select([day.as("day"), "kind", (eb) => eb.fn.countAll<number | string>().as("count")]).where("created_at", ">=", from).groupBy([day, "kind"]).execute(),
  ]);
  return [...enquiries.map((row) => ({ ...row, kind: "enquiry" as const })), ...messages];
}

/** The items of the period that reached In progress or Closed, with their times. */
async function readTimes(db: Db, from: string): Promise<Timed[]> {
  const columns = ["created_at", "in_progress_at", "closed_at"] as const;
  const [enquiries, messages] = await Promise.all([
    db
      .selectFrom("enquiries")
      .select(columns)
      .where("created_at", ">=", from)
      .where((eb) => eb.or([eb("in_progress_at", "is not", null), eb("closed_at", "is not", null)]))
      .execute(),
    db
      .selectFrom("messages")
      .select([...columns, "kind"])
      .where("created_at", ">=", from)
      .where((eb) => eb.or([eb("in_progress_at", "is not", null), eb("closed_at", "is not", null)]))
      .execute(),
  ]);
  return [...enquiries.map((row) => ({ ...row, kind: "enquiry" as const })), ...messages];
}

/** Enquiries per product in the period: one naming it, or a quote list holding it, counts once. */
async function readTopProducts(db: Db, from: string): Promise<InboxTrends["topProducts"]> {
  const asked = db
    .selectFrom("enquiries")
    .select(["enquiries.id as enquiry_id", "enquiries.product_id"])
    .where("enquiries.created_at", ">=", from)
    .where("enquiries.product_id", "is not", null)
    .union(
      db
        .selectFrom("enquiry_lines")
        .innerJoin("enquiries", "enquiries.id", "enquiry_lines.enquiry_id")
        .select(["enquiry_lines.enquiry_id", "enquiry_lines.product_id"])
        .where("enquiries.created_at", ">=", from)
        .where("enquiry_lines.product_id", "is not", null),
    );
  const rows = await db
    .selectFrom(asked.as("asked"))
    .innerJoin("products", "products.id", "asked.product_id")
    .select(["products.id", "products.name", (eb) => eb.fn.countAll<number | string>().as("enquiries")])
    .groupBy(["products.id", "products.name"])
    .orderBy("enquiries", "desc")
    .orderBy("products.id")
    .limit(TOP_PRODUCTS)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, enquiries: Number(row.enquiries) }));
}

/**
 * What the dashboard follows of the inbox and the audit log, in one statement: the newest enquiry,
 * message and audit entry (every status change is audited, so together they move whenever the
 * trends or the recent activity could change), and the counts of new items.
 */
export type InboxState = { newestEnquiry: number | null; newestMessage: number | null; newestAudit: number | null; newEnquiries: number; newMessages: number };

export async function readInboxState(db: Db): Promise<InboxState> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom("enquiries").select((inner) => inner.fn.max("id").as("id")).as("newest_enquiry"),
      eb.selectFrom("messages").select((inner) => inner.fn.max("id").as("id")).as("newest_message"),
      eb.selectFrom("audit_log").select((inner) => inner.fn.max("id").as("id")).as("newest_audit"),
      eb.selectFrom("enquiries").select((inner) => inner.fn.countAll<number | string>().as("count")).where("status", "=", "new").as("new_enquiries"),
      eb.selectFrom("messages").select((inner) => inner.fn.countAll<number | string>().as("count")).where("status", "=", "new").as("new_messages"),
    ])
    .executeTakeFirstOrThrow();
  const id = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    newestEnquiry: id(row.newest_enquiry),
    newestMessage: id(row.newest_message),
    newestAudit: id(row.newest_audit),
    newEnquiries: Number(row.new_enquiries),
    newMessages: Number(row.new_messages),
  };
}

/** The trends are read again when a newest id moves, and on a new day. */
export function inboxTrendsFingerprint(state: InboxState, now = new Date()): string {
  return `${now.toISOString().slice(0, 10)} ${state.newestEnquiry} ${state.newestMessage} ${state.newestAudit}`;
}

export const getCachedInboxTrends = createProbedCache((db, range: TrendRange) => readInboxTrends(db, range));
