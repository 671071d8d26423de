import type { Kysely } from "kysely";

/**
 * Issue 17 part 4 (decision 036): subcategories, types, driver categories and popups are arranged by
 * hand like categories and hero sections. 0 everywhere keeps today's order (name; popups newest first).
 */
const tables = ["subcategories", "types", "driver_categories", "popups"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).dropColumn("sort_order").execute();
}
