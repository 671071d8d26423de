import type { Kysely } from "kysely";

/**
 * The lines of a quote-list enquiry (issue 16 part 4, decision 034): one row per product asked
 * for, in the visitor's order. The product's name and model are kept as text, so a product deleted
 * later leaves the line readable (its link set to null); the lines go with their enquiry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("enquiry_lines")
    .addColumn("enquiry_id", "integer", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("model_number", "text")
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("enquiry_lines_pkey", ["enquiry_id", "position"])
    .execute();
  await db.schema.createIndex("enquiry_lines_product_id").on("enquiry_lines").column("product_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("enquiry_lines").execute();
}
