import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import { likePattern } from "../shared/list-query";

/**
 * The admin product list's search box: a case-insensitive substring of the name or model number,
 * indexed so it stays fast at 100,000 products. SQLite: an FTS5 trigram table over the two columns,
 * kept in step with products by triggers. PostgreSQL: pg_trgm GIN indexes, which serve ILIKE directly.
 * Text shorter than a trigram cannot use either index and scans (still bounded by the page size).
 */
const TRIGRAM = 3;

export async function createProductAdminSearch(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index if not exists products_name_trgm on products using gin (name gin_trgm_ops)`.execute(db);
    await sql`create index if not exists products_model_number_trgm on products using gin (model_number gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table product_admin_search using fts5(
    name, model_number, content = 'products', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
  // The external-content pattern from the FTS5 manual: delete the old text, insert the new.
  const remove = `insert into product_admin_search (product_admin_search, rowid, name, model_number) values ('delete', old.id, old.name, old.model_number);`;
  const insert = `insert into product_admin_search (rowid, name, model_number) values (new.id, new.name, new.model_number);`;
  await sql.raw(`create trigger product_admin_search_insert after insert on products begin ${insert} end`).execute(db);
  await sql.raw(`create trigger product_admin_search_delete after delete on products begin ${remove} end`).execute(db);
  await sql
    .raw(`create trigger product_admin_search_update after update of name, model_number on products begin ${remove} ${insert} end`)
    .execute(db);
  await sql`insert into product_admin_search (product_admin_search) values ('rebuild')`.execute(db);
}

export async function dropProductAdminSearch(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`drop index if exists products_name_trgm`.execute(db);
    await sql`drop index if exists products_model_number_trgm`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) await sql.raw(`drop trigger if exists product_admin_search_${event}`).execute(db);
  await sql`drop table if exists product_admin_search`.execute(db);
}

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
 * The same matches as productNameOrModelContains, found through the index: on SQLite the trigram
 * table lists candidates (it folds case beyond ASCII, so it finds a superset) and LIKE keeps exactly
 * the matches; PostgreSQL's planner uses the pg_trgm indexes for ILIKE by itself.
 */
export function productMatchesFromIndex(db: Kysely<any>, text: string): Expression<SqlBool> {
  const contains = productNameOrModelContains(db, text);
  if (dialectOf(db) === "postgres" || !indexableText(db, text)) return contains;
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return sql<SqlBool>`(products.id in (select rowid from product_admin_search where product_admin_search match ${phrase}) and ${contains})`;
}

/**
 * How many products match, counting no further than `limit`: each match found through the index
 * (SQLite: the trigram table read in its own order, so the count stops after `limit` rows instead of
 * listing every match first). `narrow` adds the list's parent filters.
 */
export async function countProductMatches(
  db: Kysely<any>,
  text: string,
  narrow: <Q extends SelectQueryBuilder<any, "products", any>>(query: Q) => Q,
  limit: number,
): Promise<number> {
  const contains = productNameOrModelContains(db, text);
  let matches: SelectQueryBuilder<any, any, any>;
  if (dialectOf(db) !== "postgres" && indexableText(db, text)) {
    const phrase = `"${text.replace(/"/g, '""')}"`;
    matches = narrow(
      db
        .selectFrom("product_admin_search")
        .innerJoin("products", (join) => join.on(sql<SqlBool>`products.id = product_admin_search.rowid`))
        .select("products.id")
        .where(sql<SqlBool>`product_admin_search match ${phrase}`)
        .where(contains) as unknown as SelectQueryBuilder<any, "products", any>,
    );
  } else {
    matches = narrow(db.selectFrom("products").select("products.id").where(contains) as SelectQueryBuilder<any, "products", any>);
  }
  const counted = await db
    .selectFrom(matches.limit(limit).as("matches"))
    .select(sql<number | string>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}
