import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
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

/** Products whose name or model number contains `text`, ignoring case. */
export function productNameOrModelContains(db: Kysely<any>, text: string): Expression<SqlBool> {
  const pattern = likePattern(text);
  if (dialectOf(db) === "postgres") {
    return sql<SqlBool>`(products.name ilike ${pattern} escape '\\' or products.model_number ilike ${pattern} escape '\\')`;
  }
  if ([...text].length >= TRIGRAM) {
    const phrase = `"${text.replace(/"/g, '""')}"`;
    return sql<SqlBool>`products.id in (select rowid from product_admin_search where product_admin_search match ${phrase})`;
  }
  // SQLite's LIKE ignores ASCII case by itself.
  return sql<SqlBool>`(products.name like ${pattern} escape '\\' or coalesce(products.model_number, '') like ${pattern} escape '\\')`;
}
