import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Indexes that keep site search bounded at 100,000 products (decision 011): the exact model number
 * and the start of a name (both lower-cased), and on PostgreSQL the index entry's kind. PostgreSQL's
 * name index uses text_pattern_ops so `lower(name) LIKE 'abc%'` is an index range whatever the collation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_model_number_lower on products (lower(model_number))`.execute(db);
  if (dialectOf(db) === "postgres") {
    await sql`create index products_name_lower on products (lower(name) text_pattern_ops)`.execute(db);
    await sql`create index search_index_kind on search_index (kind)`.execute(db);
  } else {
    await sql`create index products_name_lower on products (lower(name))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists products_model_number_lower`.execute(db);
  await sql`drop index if exists products_name_lower`.execute(db);
  if (dialectOf(db) === "postgres") await sql`drop index if exists search_index_kind`.execute(db);
}
