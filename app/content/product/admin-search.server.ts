import { type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import { likePattern } from "../shared/list-query";

/**
 * The admin product list's search box: a case-insensitive substring of the name or model number,
 * indexed so it stays fast at 100,000 products. SQLite: an FTS5 trigram table over the two columns
 * lower-cased, kept in step with products by triggers. It holds the text as SQLite's lower() gives
 * it (ASCII letters only) and matches case-sensitively, so a match is exactly what LIKE finds (see
 * indexPhrase), and counting matches needs no look at the products themselves. PostgreSQL: a narrow
 * table of the same two columns lower-cased, with pg_trgm GIN indexes serving LIKE (see
 * searchTableContains); text shorter than a trigram scans that table, not the products. SQLite's table needs three characters: shorter
 * text scans the products (still bounded by the page size). The tables, triggers and indexes are made
 * by migrations (2026-11-22T1600-admin-lists, 2026-11-23T0500-admin-search-exact,
 * 2026-11-30T0000-admin-search-table).
 */
const TRIGRAM = 3;

/**
 * Products whose name or model number contains `text`, ignoring case: LIKE on SQLite (ASCII case
 * folding), ILIKE on PostgreSQL. Alone it tests row by row, which is cheap while walking an ordered
 * index to the first page of common text; productMatchesFromIndex finds rare text.
 */
export function productNameOrModelContains(db: Kysely<any>, text: string): Expression<SqlBool> {
  const pattern = likePattern(text);
  if (dialectOf(db) === "postgres") {
    return sql<SqlBool>`(products.name ilike ${pattern} escape '\\' or products.model_number ilike ${pattern} escape '\\')`;
  }
  // SQLite's LIKE ignores ASCII case by itself.
  return sql<SqlBool>`(products.name like ${pattern} escape '\\' or coalesce(products.model_number, '') like ${pattern} escape '\\')`;
}

/** Whether the index can list the matches of `text` (SQLite's trigram table needs three characters). */
export const indexableText = (db: Kysely<any>, text: string) => dialectOf(db) === "postgres" || [...text].length >= TRIGRAM;

/**
 * The trigram table's query for `text`: one phrase, lower-cased as likePattern lower-cases LIKE's
 * pattern. LIKE then finds the rows whose ASCII-lowered text holds it, which is what the table holds.
 */
const indexPhrase = (text: string) => `"${text.toLowerCase().replace(/"/g, '""')}"`;

/**
 * PostgreSQL's search table's test for `text`: the table holds lower(name) and lower(model_number),
 * so LIKE against lower() of the pattern matches exactly what ILIKE matches in the products.
 */
function searchTableContains(text: string): Expression<SqlBool> {
  const pattern = sql`lower(${likePattern(text)})`;
  return sql<SqlBool>`(product_admin_search.name like ${pattern} escape '\\' or product_admin_search.model_number like ${pattern} escape '\\')`;
}

/**
 * The search table's test for `text`, and its column holding the product's id: PostgreSQL's narrow
 * table, or SQLite's trigram table from three characters. Null when the table cannot answer.
 */
function searchTableMatch(db: Kysely<any>, text: string): { id: RawBuilder<number>; found: Expression<SqlBool> } | null {
  if (dialectOf(db) === "postgres") return { id: sql<number>`product_admin_search.id`, found: searchTableContains(text) };
  if (!indexableText(db, text)) return null;
  return { id: sql<number>`product_admin_search.rowid`, found: sql<SqlBool>`product_admin_search match ${indexPhrase(text)}` };
}

/**
 * The same matches as productNameOrModelContains, found through the search table: on SQLite the
 * trigram table (the same matches as LIKE, see above), on PostgreSQL the narrow table (the same
 * matches as ILIKE).
 */
export function productMatchesFromIndex(db: Kysely<any>, text: string): Expression<SqlBool> {
  const table = searchTableMatch(db, text);
  if (!table) return productNameOrModelContains(db, text);
  return sql<SqlBool>`products.id in (select ${table.id} from product_admin_search where ${table.found})`;
}

/**
 * How many products match, counting no further than `limit`. The search table alone answers (on
 * SQLite from three characters; read in its own order, so the count stops after `limit` rows); the
 * products are joined only when `narrow` adds the list's parent filters. Otherwise each product is tested.
 */
export async function countProductMatches(
  db: Kysely<any>,
  text: string,
  narrow: (<Q extends SelectQueryBuilder<any, "products", any>>(query: Q) => Q) | null,
  limit: number,
): Promise<number> {
  let matches: SelectQueryBuilder<any, any, any>;
  const table = searchTableMatch(db, text);
  if (table) {
    matches = narrow
      ? narrow(
          db
            .selectFrom("product_admin_search")
            .innerJoin("products", (join) => join.on(sql<SqlBool>`products.id = ${table.id}`))
            .select("products.id")
            .where(table.found) as unknown as SelectQueryBuilder<any, "products", any>,
        )
      : db.selectFrom("product_admin_search").select(table.id.as("id")).where(table.found);
  } else {
    const contains = db.selectFrom("products").select("products.id").where(productNameOrModelContains(db, text));
    matches = narrow ? narrow(contains as SelectQueryBuilder<any, "products", any>) : contains;
  }
  const counted = await db
    .selectFrom(matches.limit(limit).as("matches"))
    .select(sql<number | string>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}
