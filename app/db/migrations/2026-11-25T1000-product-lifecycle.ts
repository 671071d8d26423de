import type { Kysely } from "kysely";

/**
 * A product's place in its lifecycle (issue 16): its status, the last day it can be ordered and the
 * product that replaces it. Existing products are Active. No foreign key on the successor: SQLite
 * cannot drop a column that has one; deleting a product clears it where it is named (repository).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("lifecycle_status", "text", (c) => c.notNull().defaultTo("active")).execute();
  await db.schema.alterTable("products").addColumn("last_order_date", "text").execute();
  await db.schema.alterTable("products").addColumn("successor_id", "integer").execute();
  await db.schema.createIndex("products_successor_id").on("products").column("successor_id").execute();
  await db.schema.createIndex("products_lifecycle_status").on("products").column("lifecycle_status").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("products_lifecycle_status").execute();
  await db.schema.dropIndex("products_successor_id").execute();
  await db.schema.alterTable("products").dropColumn("successor_id").execute();
  await db.schema.alterTable("products").dropColumn("last_order_date").execute();
  await db.schema.alterTable("products").dropColumn("lifecycle_status").execute();
}
