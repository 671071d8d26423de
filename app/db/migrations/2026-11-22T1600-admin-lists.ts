import type { Kysely } from "kysely";
import { createProductAdminSearch, dropProductAdminSearch } from "../../content/product/admin-search.server";

/**
 * Indexes for the admin lists' sorts, filters and search (issue 10): products ordered by name or
 * model number and searched by them (a parent filter ordered by date uses the public list's
 * products_<level>_by_newest); the other lists sorted by name or date. `if not exists`, because other work may add the same ones.
 */
const indexes: Array<[name: string, table: string, columns: string[]]> = [
  ["products_name", "products", ["name"]],
  ["products_model_number", "products", ["model_number"]],
  ["categories_name", "categories", ["name"]],
  ["subcategories_name", "subcategories", ["name"]],
  ["types_name", "types", ["name"]],
  ["solutions_date", "solutions", ["date"]],
  ["drivers_created_at", "drivers", ["created_at"]],
  ["popups_created_at", "popups", ["created_at"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  }
  await createProductAdminSearch(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropProductAdminSearch(db);
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
}
