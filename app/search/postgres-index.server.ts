import { type Kysely, sql } from "kysely";
import { foldedContains } from "./folded-contains.server";
import { containsPattern, SEARCH_FETCH_LIMIT } from "./query";
import { rankedProducts } from "./ranked-products.server";
import type { IndexRow } from "./results";
import { searchSources } from "./sources";
import { shownNow } from "~/content/shared/publishing.server";

/**
 * PostgreSQL side of the search index: a plain table with pg_trgm GIN indexes on its lower-cased
 * title and body, which serve LIKE '%text%' on them (a case-insensitive substring, foldedContains)
 * directly, kept in step by row triggers. The table, its triggers and search_content_text() (the
 * text of a news or solution's JSON blocks) are made by migrations (frozen SQL, from
 * 2026-11-21T0610-search-index and 2026-12-02T0000-search-folded-trigrams); the rebuild below uses
 * the triggers' expressions.
 */

const contentText = (expression: string) => `search_content_text(${expression})`;

/** Refills the whole index from the source tables. */
export async function rebuildPostgresIndex(db: Kysely<any>): Promise<void> {
  await sql`delete from search_index`.execute(db);
  for (const source of searchSources) {
    const row = `${source.table}.`;
    await sql
      .raw(`insert into search_index (kind, item_id, title, subtitle, body)
        select '${source.kind}', ${row}id, ${source.title(row)}, ${source.subtitle(row)}, ${source.body(row, contentText)}
        from ${source.table}`)
      .execute(db);
  }
}

/**
 * Up to the fetch limit of matches per kind: products ranked by rankedProducts; the other kinds
 * (a few hundred rows at most, found through the kind index) title matches first, newest first; of
 * news and solutions only those live now (decision 035), so the fetch limit counts only what is shown.
 */
export async function searchPostgres(db: Kysely<any>, text: string): Promise<IndexRow[]> {
  const pattern = containsPattern(text);
  // The kinds are independent: each goes to its own pooled connection, so their planning and round
  // trips overlap instead of adding up.
  const others = searchSources
    .filter((item) => item.kind !== "product")
    .map(async (source) => {
      const { rows } = await sql<IndexRow>`
        select kind, item_id as id, title, subtitle, body from search_index
        where kind = ${source.kind} and item_id in (select id from ${sql.table(source.table)} where ${shownNow(source.table)})
          and ${foldedContains(pattern, "all")}
        order by ${foldedContains(pattern, "title")} desc, item_id desc limit ${SEARCH_FETCH_LIMIT}`.execute(db);
      return rows;
    });
  const [products, ...rest] = await Promise.all([rankedProducts(db, text), ...others]);
  return [...products, ...rest.flat()];
}
