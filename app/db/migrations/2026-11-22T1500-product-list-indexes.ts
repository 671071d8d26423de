import { type Kysely, sql } from "kysely";
import { indexInclude } from "../dialect";

/**
 * The public /products list filters by one catalogue level (or none) and sorts by newest or by
 * name, then skips to a page. One index per (level, sort) lets both databases walk the index in
 * order and stop after the page, at any depth, instead of sorting every matching row.
 * The single-column indexes they replace are prefixes of the new ones. products_taxonomy covers
 * the sidebar's one grouped count, so it reads a small index instead of every product row.
 */
const levels = [
  { name: "list", column: null },
  { name: "category", column: "category_id" },
  { name: "subcategory", column: "subcategory_id" },
  { name: "type", column: "type_id" },
] as const;

/** `lower(name)`: the same case-insensitive order on SQLite and PostgreSQL. */
const sorts = [
  { name: "newest", keys: "created_at, id", include: [] },
  { name: "name", keys: "lower(name), id", include: ["name"] },
] as const;

const replaced = [
  { name: "products_category_id", column: "category_id" },
  { name: "products_subcategory_id", column: "subcategory_id" },
  { name: "products_type_id", column: "type_id" },
  { name: "products_created_at", column: "created_at" },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const level of levels) {
    for (const sort of sorts) {
      const keys = level.column ? `${level.column}, ${sort.keys}` : sort.keys;
      const name = sql.id(`products_${level.name}_by_${sort.name}`);
      await sql`create index ${name} on products (${sql.raw(keys)})${indexInclude(db, [...sort.include])}`.execute(db);
    }
  }
  await db.schema.createIndex("products_taxonomy").on("products").columns(["category_id", "subcategory_id", "type_id"]).execute();
  for (const index of replaced) await db.schema.dropIndex(index.name).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of replaced) await db.schema.createIndex(index.name).on("products").column(index.column).execute();
  await db.schema.dropIndex("products_taxonomy").execute();
  for (const level of levels) {
    for (const sort of sorts) await db.schema.dropIndex(`products_${level.name}_by_${sort.name}`).execute();
  }
}
