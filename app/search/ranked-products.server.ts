import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import { foldedContains } from "./folded-contains.server";
import { characterCount, containsPattern, ftsPhrase, SEARCH_FETCH_LIMIT, TRIGRAM_MIN_LENGTH } from "./query";
import type { IndexRow } from "./results";
import { shortContainsTiers } from "./short-contains.server";
import { isLive, liveProductAt } from "~/content/shared/publishing.server";

/**
 * Products matching a query, best first, each tier a bounded query (LIMIT, no sort of all
 * matches), so the cost stays flat at 100,000 products (decision 011):
 * 1. the exact model number; 2. names starting with the query, by name;
 * 3. names containing it, newest first; 4. other matches (model number, description), newest first.
 * Only products live now (decision 035).
 */
export async function rankedProducts(db: Kysely<any>, text: string): Promise<IndexRow[]> {
  const ids = await rankedProductIds(db, text);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("products").select(["id", "name", "model_number"]).where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ kind: "product" as const, id, title: row.name as string, subtitle: (row.model_number as string | null) ?? "", body: "" }] : [];
  });
}

/** The ids rankedProducts ranks, best first, without reading their names (a round trip on PostgreSQL). */
export async function rankedProductIds(db: Kysely<any>, text: string): Promise<number[]> {
  const lower = text.toLowerCase();
  const found = new Set<number>();
  const tiers = [
    async () =>
      (await db.selectFrom("products").select("id").where(sql`lower(model_number)`, "=", lower).where(isLive()).limit(SEARCH_FETCH_LIMIT).execute()).map((row) => Number(row.id)),
    () => namePrefix(db, lower),
    ...(dialectOf(db) === "postgres" ? containsPostgres(db, text) : containsSqlite(db, text)),
  ];
  // Each tier runs only while fewer than the fetch limit are found. Each asks only for products live
  // now (decision 035), so hidden ones never take a place within its limit.
  for (const tier of tiers) {
    if (found.size >= SEARCH_FETCH_LIMIT) break;
    for (const id of await tier()) found.add(id);
  }
  return [...found].slice(0, SEARCH_FETCH_LIMIT);
}

/** Names starting with the query: a range over the lower(name) index, so one character is as cheap as eight. */
async function namePrefix(db: Kysely<any>, lower: string): Promise<number[]> {
  const query = db.selectFrom("products").select(["id", sql<string>`lower(name)`.as("key")]).where(isLive());
  const rows =
    dialectOf(db) === "postgres"
      ? await query.where(sql`lower(name)`, "like", `${containsPattern(lower).slice(1)}`).limit(SEARCH_FETCH_LIMIT).execute()
      : await query
          .where(sql`lower(name)`, ">=", lower)
          .where(sql`lower(name)`, "<", `${lower}\u{10FFFF}`)
          .orderBy(sql`lower(name)`)
          .limit(SEARCH_FETCH_LIMIT)
          .execute();
  return rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((row) => Number(row.id));
}

/**
 * SQLite: the trigram index in rowid order (newest first) from three characters; shorter text
 * through its own bounded lookup (short-contains.server.ts).
 */
function containsSqlite(db: Kysely<any>, text: string): Array<() => Promise<number[]>> {
  if (characterCount(text) < TRIGRAM_MIN_LENGTH) return shortContainsTiers(db, text);
  const tier = async (columns: "{title}" | "{title body}") => {
    const filter = sql`search_index match ${`${columns} : ${ftsPhrase(text)}`}`;
    const read = async (order: "asc" | "desc", limit: number) => {
      const { rows } = await sql<{ id: number }>`select item_id as id from search_index
        where ${filter} and kind = 'product' and ${liveProductAt("search_index.item_id")} order by rowid ${sql.raw(order)} limit ${limit}`.execute(db);
      return rows.map((row) => Number(row.id));
    };
    // FTS5 reads a long doclist backwards slowly: probe forwards, and only when there are more
    // matches than the limit ask for the newest ones.
    const probe = await read("asc", SEARCH_FETCH_LIMIT + 1);
    return probe.length <= SEARCH_FETCH_LIMIT ? probe.reverse() : read("desc", SEARCH_FETCH_LIMIT);
  };
  return [() => tier("{title}"), () => tier("{title body}")];
}

/**
 * PostgreSQL: newest first; from three characters the planner picks a backward scan of the primary
 * key that stops at the limit (common text) or the pg_trgm GIN indexes (rare text, few rows to sort).
 * The second tier runs only when the title tier found fewer than the limit, that is every title
 * match, so it looks in the body alone: it adds the products title-or-body would add, in the same
 * order (and more where title matches would have taken places in its limit), without searching the
 * titles' index again (1 ms of a model number's search at 100,000 products).
 * Shorter text, which pg_trgm cannot index, through its own bounded lookup (short-contains.server.ts).
 */
function containsPostgres(db: Kysely<any>, text: string): Array<() => Promise<number[]>> {
  if (characterCount(text) < TRIGRAM_MIN_LENGTH) return shortContainsTiers(db, text);
  const pattern = containsPattern(text);
  const tier = async (filter: RawBuilder<SqlBool>) => {
    const { rows } = await sql<{ id: number }>`select item_id as id from search_index
      where kind = 'product' and ${filter} and ${liveProductAt("search_index.item_id")} order by item_id desc limit ${SEARCH_FETCH_LIMIT}`.execute(db);
    return rows.map((row) => Number(row.id));
  };
  return [
    () => tier(foldedContains(pattern, "title")),
    () => tier(foldedContains(pattern, "body")),
  ];
}
