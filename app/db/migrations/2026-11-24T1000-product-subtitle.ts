import type { Kysely } from "kysely";

/** A product's optional short line under its name, on its page and its card (issue 14's example field). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("subtitle", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("subtitle").execute();
}
