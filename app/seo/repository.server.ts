import type { Db } from "~/db/connection.server";
import { isLive } from "~/content/shared/publishing.server";

/**
 * The sitemap's repository, all of its SQL: ids, slugs, dates and main images of pages that have their own
 * URL and are live now (decision 035), read by keyset (id > after) in bounded pages so no request holds a whole table in memory.
 * One generic reader serves products, solutions and news: the sitemap needs the same few columns
 * of each, and table names come from this file only.
 */
export type SitemapTable = "products" | "solutions" | "news";
export type SitemapRow = { id: number; slug: string | null; updated_at: string; image: string | null };

export async function countSitemapRows(db: Db, table: SitemapTable): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("count")).where(isLive()).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The id just before the `skip`-th row (0 when none are skipped), so a chunk can start by keyset. */
export async function idBeforeRow(db: Db, table: SitemapTable, skip: number): Promise<number | undefined> {
  if (skip === 0) return 0;
  const row = await db.selectFrom(table).select("id").where(isLive()).orderBy("id").offset(skip - 1).limit(1).executeTakeFirst();
  return row?.id;
}

export async function sitemapRowsAfter(db: Db, table: SitemapTable, afterId: number, limit: number): Promise<SitemapRow[]> {
  if (table === "products") {
    return db
      .selectFrom("products")
      .select(["id", "slug", "updated_at", "main_image as image"])
      .where("id", ">", afterId)
      .where(isLive())
      .orderBy("id")
      .limit(limit)
      .execute();
  }
  const rows = await db.selectFrom(table).select(["id", "updated_at"]).where("id", ">", afterId).where(isLive()).orderBy("id").limit(limit).execute();
  return rows.map((row) => ({ ...row, slug: null, image: null }));
}

export async function siteLastChanged(db: Db): Promise<string | null> {
  const row = await db.selectFrom("content_version").select("updated_at").where("id", "=", 1).executeTakeFirst();
  return row?.updated_at ?? null;
}
