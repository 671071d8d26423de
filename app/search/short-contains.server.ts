import { type Kysely, sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import { foldedContains } from "./folded-contains.server";
import { ftsFold } from "./fts-fold.server";
import { containsPattern, ftsPhrase, SEARCH_FETCH_LIMIT } from "./query";
import { liveProductAt } from "~/content/shared/publishing.server";

/**
 * The two "contains" tiers of product search for a one- or two-character text: products whose
 * title, then whose title or body, contains it, newest first, at most the fetch limit. They give
 * the same ids as a LIKE/ILIKE test of every row, without reading every row (decision 015):
 * 1. The newest RECENT_ROWS entries are tested, newest first, until the limit is filled: text that
 *    is common fills it within the first few dozen, and those are then exactly the newest matches.
 * 2. Otherwise an index finds them. SQLite: the trigrams that start with the folded text list
 *    candidates, which LIKE confirms. PostgreSQL: a GIN index of short substrings finds exactly them.
 */
type Scope = "title" | "all";

/** Text in one product of 20 fills the limit there; testing them all takes about a millisecond. */
export const RECENT_ROWS = 1000;
/** The largest code point: every term starting with a prefix sorts before prefix + this twice. */
const LAST = "\u{10FFFF}";

export function shortContainsTiers(db: Kysely<any>, text: string): Array<() => Promise<number[]>> {
  const postgres = dialectOf(db) === "postgres";
  const pattern = containsPattern(text);
  const recent = (scope: Scope) => (postgres ? recentPostgres : recentSqlite)(db, pattern, scope);
  // On SQLite both tiers share one read of the vocabulary.
  let terms: Promise<string[]> | undefined;
  // PostgreSQL: once the title tier falls short, the whole tier's scan of the newest rows starts
  // beside the title tier's index lookup, as rare text will likely need it next.
  let recentAll: Promise<number[]> | undefined;
  const tier = (scope: Scope) => async () => {
    // Each tier stops at the limit: for common text the title tier fills it and the other never runs.
    const found = await (scope === "all" ? (recentAll ?? recent("all")) : recent("title"));
    if (found.length >= SEARCH_FETCH_LIMIT) return found;
    if (postgres && scope === "title") {
      recentAll = recent("all");
      // Not awaited if the title tier's lookup fills the limit: never left to reject unheard.
      recentAll.catch(() => {});
    }
    if (postgres) return indexedPostgres(db, text, scope);
    terms ??= termsStartingWith(db, ftsFold(text));
    return indexedSqlite(db, await terms, pattern, scope);
  };
  return [tier("title"), tier("all")];
}

/** The newest matches among the newest RECENT_ROWS entries, at most the fetch limit: the scan stops once it has them. */
async function recentSqlite(db: Kysely<any>, pattern: string, scope: Scope): Promise<number[]> {
  const like =
    scope === "title" ? sql`title like ${pattern} escape '\\'` : sql`(title like ${pattern} escape '\\' or body like ${pattern} escape '\\')`;
  const { rows } = await sql<{ id: number }>`select item_id as id
    from (select rowid, item_id, title, body from search_index where kind = 'product' order by rowid desc limit ${RECENT_ROWS})
    where ${like} and ${liveProductAt("item_id")} order by rowid desc limit ${SEARCH_FETCH_LIMIT}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** The index's trigrams that start with `prefix` (already folded as FTS5 folds text). */
async function termsStartingWith(db: Kysely<any>, prefix: string): Promise<string[]> {
  const { rows } = await sql<{ term: string }>`select term from search_index_terms
    where term >= ${prefix} and term <= ${prefix + LAST + LAST}`.execute(db);
  return rows.map((row) => row.term).filter((term) => term.startsWith(prefix));
}

/**
 * Every occurrence of the text starts a trigram: inside the column, or in its _end column (the last
 * two characters and two sentinels). LIKE then keeps exactly the rows a scan would, folding ASCII
 * case only, as short queries always have (decision 007).
 */
async function indexedSqlite(db: Kysely<any>, terms: string[], pattern: string, scope: Scope): Promise<number[]> {
  if (terms.length === 0) return [];
  const columns = scope === "title" ? "{title title_end}" : "{title title_end body body_end}";
  const like =
    scope === "title" ? sql`title like ${pattern} escape '\\'` : sql`(title like ${pattern} escape '\\' or body like ${pattern} escape '\\')`;
  const { rows } = await sql<{ id: number }>`select item_id as id from search_index
    where search_index match ${`${columns} : (${terms.map(ftsPhrase).join(" OR ")})`} and kind = 'product' and ${like} and ${liveProductAt("search_index.item_id")}
    order by rowid desc limit ${SEARCH_FETCH_LIMIT}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** The newest entries tested one by one on their lower-cased copies (foldedContains). */
async function recentPostgres(db: Kysely<any>, pattern: string, scope: Scope): Promise<number[]> {
  const like = foldedContains(pattern, scope);
  // Already in item_id order, so the limit stops the backward scan of the primary key at the last match it needs.
  const { rows } = await sql<{ id: number }>`select item_id as id
    from (select item_id, title_folded, body_folded from search_index where kind = 'product' order by item_id desc limit ${RECENT_ROWS}) recent
    where ${like} and ${liveProductAt("item_id")} order by item_id desc limit ${SEARCH_FETCH_LIMIT}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** Every match holds lower(text) among the short substrings of its lower-cased copy, and only matches do. */
async function indexedPostgres(db: Kysely<any>, text: string, scope: Scope): Promise<number[]> {
  const gram = sql`array[lower(${text})]`;
  const indexed =
    scope === "title"
      ? sql`search_short_grams(title_folded) @> ${gram}`
      : sql`(search_short_grams(title_folded) @> ${gram} or search_short_grams(body_folded) @> ${gram})`;
  // Materialised, so the candidates come from the GIN indexes instead of a backward walk of the
  // primary key that hopes to meet 50 matches early.
  const { rows } = await sql<{ id: number }>`with matches as materialized (
      select item_id from search_index where kind = 'product' and ${indexed})
    select item_id as id from matches where ${liveProductAt("matches.item_id")} order by item_id desc limit ${SEARCH_FETCH_LIMIT}`.execute(db);
  return rows.map((row) => Number(row.id));
}
