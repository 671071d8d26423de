import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { type PublishingFilter, publishingErrors, type Publishing } from "./publishing";
import { RuleViolationError } from "./errors";

/** The tables whose definitions opt into the publishing workflow (decision 035). */
export const PUBLISHED_TABLES = ["products", "solutions", "news", "hero_sections", "popups"] as const;
export type PublishedTable = (typeof PUBLISHED_TABLES)[number];

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * What is on the site at `now` (an ISO instant, a parameter, so the rule needs no stored flag that a
 * clock would have to update): Published, or Scheduled and past its time, and not past its unpublish
 * time. `table` qualifies the columns when the query joins others (`successor`: a product's successor, joined as that).
 */
export function liveAt(now: string, table?: PublishedTable | "successor" | "live_product") {
  const col = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  return sql<boolean>`(${col("publish_status")} = 'published' or (${col("publish_status")} = 'scheduled' and ${col("publish_at")} <= ${now})) and (${col("unpublish_at")} is null or ${col("unpublish_at")} > ${now})`;
}

/**
 * The admin lists' publishing filter at `now` (publishingFilterOf in SQL): Draft; Scheduled and not yet
 * started; live now; or Unpublished, or past its unpublish time.
 */
export function inPublishingFilter(filter: PublishingFilter, now: string, table?: PublishedTable) {
  const col = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  switch (filter) {
    case "draft":
      return sql<boolean>`${col("publish_status")} = 'draft'`;
    case "scheduled":
      return sql<boolean>`(${col("publish_status")} = 'scheduled' and ${col("publish_at")} > ${now})`;
    case "live":
      return sql<boolean>`(${liveAt(now, table)})`;
    case "ended":
      return sql<boolean>`(${col("publish_status")} = 'unpublished' or (${col("publish_status")} = 'scheduled' and ${col("publish_at")} is null) or (${col("publish_status")} in ('published', 'scheduled') and ${col("unpublish_at")} <= ${now}))`;
  }
}

/** Whether a table's rows have the publishing fields (so only the live ones are public). */
export const isPublishedTable = (table: string): table is PublishedTable => (PUBLISHED_TABLES as readonly string[]).includes(table);

/** A search source's rows the site shows now: the live ones of a published table, every row of another (drivers). */
export const shownNow = (table: string) => (isPublishedTable(table) ? liveAt(new Date().toISOString()) : sql<boolean>`1 = 1`);

/**
 * A search index row (`itemId`, e.g. `search_index.item_id`) whose product is live now: a primary-key
 * probe per candidate, so a tier that stops at its limit stops after that many live matches.
 */
export const liveProductAt = (itemId: string) =>
  sql<boolean>`exists (select 1 from products live_product where live_product.id = ${sql.ref(itemId)} and ${liveAt(new Date().toISOString(), "live_product")})`;

/** `query.where(isLive(table))`: live at this moment. */
export const isLive =
  (table?: PublishedTable) =>
  <DB, TB extends keyof DB>(_eb: ExpressionBuilder<DB, TB>) =>
    liveAt(new Date().toISOString(), table);

/**
 * The next moment any item starts or stops being live: the earliest future publish time of a
 * Scheduled item or unpublish time of any item. Each is one index probe (MIN over a range).
 */
export async function nextScheduleChange(db: Executor, now: string): Promise<string | null> {
  const times = await Promise.all(
    PUBLISHED_TABLES.flatMap((table) => [
      (db as Kysely<any>)
        .selectFrom(table)
        .select((eb) => eb.fn.min("publish_at").as("at"))
        .where("publish_status", "=", "scheduled")
        .where("publish_at", ">", now)
        .executeTakeFirst(),
      (db as Kysely<any>).selectFrom(table).select((eb) => eb.fn.min("unpublish_at").as("at")).where("unpublish_at", ">", now).executeTakeFirst(),
    ]),
  );
  const found = times.map((row) => (row?.at as string | null | undefined) ?? null).filter((at): at is string => at !== null);
  return found.length === 0 ? null : found.reduce((a, b) => (a < b ? a : b));
}

/** Refuses a save whose status and times do not fit together, with a message next to each field. */
export function assertPublishing(values: Partial<Publishing>): void {
  if (values.publish_status === undefined) return;
  const refused = RuleViolationError.ofFields(
    publishingErrors({ publish_status: values.publish_status, publish_at: values.publish_at ?? null, unpublish_at: values.unpublish_at ?? null }, new Date().toISOString()),
  );
  if (refused) throw refused;
}
