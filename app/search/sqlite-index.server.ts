import { type Kysely, sql } from "kysely";
import { characterCount, containsPattern, ftsPhrase, SEARCH_FETCH_LIMIT, TRIGRAM_MIN_LENGTH } from "./query";
import { rankedProducts } from "./ranked-products.server";
import type { IndexRow } from "./results";
import { SLOT_COUNT, type SearchSource, searchSources } from "./sources";
import { shownNow } from "~/content/shared/publishing.server";

/**
 * SQLite side of the search index: an FTS5 table with the trigram tokenizer (case-insensitive
 * substring matching), kept in step by triggers so every write, from any code path, is searchable
 * in the same transaction. The table and its triggers are made by migrations (frozen SQL, from
 * 2026-11-21T0610-search-index); the rebuild below fills it with the triggers' expressions, so a
 * change to what is indexed needs a migration that recreates the triggers too.
 */

/** Text of a JSON list of {heading, para} blocks, also when double-encoded; other text as is. */
function contentText(value: string): string {
  const blocks = (list: string) =>
    `coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || ` +
    `coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(${list}) e where e.type = 'object'), '')`;
  const inner = `json_extract(${value}, '$')`;
  return `(case when json_valid(${value}) then case json_type(${value})
    when 'array' then ${blocks(value)}
    when 'text' then case when json_valid(${inner})
        then case when json_type(${inner}) = 'array' then ${blocks(inner)} else ${inner} end else ${inner} end
    else ${value} end else coalesce(${value}, '') end)`;
}

/**
 * title_end and body_end hold the last two characters of a product's title and body followed by two
 * sentinels (U+0001, which no query holds): with them every character of the text starts a trigram,
 * so a one- or two-character query finds its trigrams by prefix (short-contains.server.ts). The
 * other kinds are few and scanned, so theirs stay empty.
 */
const ends = (source: SearchSource, row: string) =>
  source.kind === "product"
    ? `substr(${source.title(row)}, -2) || char(1, 1), substr(${source.body(row, contentText)}, -2) || char(1, 1)`
    : `'', ''`;

/** Refills the whole index from the source tables. */
export async function rebuildSqliteIndex(db: Kysely<any>): Promise<void> {
  await sql`delete from search_index`.execute(db);
  for (const source of searchSources) {
    const row = `${source.table}.`;
    await sql
      .raw(`insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end)
        select ${row}id * ${SLOT_COUNT} + ${source.slot}, '${source.kind}', ${row}id, ${source.title(row)},
        ${source.subtitle(row)}, ${source.body(row, contentText)}, ${ends(source, row)} from ${source.table}`)
      .execute(db);
  }
}

/**
 * Up to the fetch limit of matches per kind: products ranked by rankedProducts; the other kinds
 * (a few hundred rows at most) title matches first, newest first, looked up by their own rowids so
 * the products' matches are never read; of news and solutions only those live now (decision 035), so
 * the fetch limit counts only what the site shows.
 */
export async function searchSqlite(db: Kysely<any>, text: string): Promise<IndexRow[]> {
  const pattern = containsPattern(text);
  // A MATCH here would be evaluated once per rowid; LIKE over these few rows is cheaper (ASCII case folding).
  const filter = sql`(title like ${pattern} escape '\\' or body like ${pattern} escape '\\')`;
  const others: IndexRow[] = [];
  for (const source of searchSources.filter((item) => item.kind !== "product")) {
    const { rows } = await sql<IndexRow>`
      select kind, item_id as id, title, subtitle, body from search_index
      where rowid in (select id * ${sql.lit(SLOT_COUNT)} + ${sql.lit(source.slot)} from ${sql.table(source.table)} where ${shownNow(source.table)}) and ${filter}
      order by (title like ${pattern} escape '\\') desc, item_id desc limit ${SEARCH_FETCH_LIMIT}`.execute(db);
    others.push(...rows.map((row) => ({ ...row, id: Number(row.id) })));
  }
  return [...(await rankedProducts(db, text)), ...others];
}
