import type { Kysely } from "kysely";

/**
 * Issue 17 part 6 (decision 039): a product file uploaded for import waits here between its dry run
 * and "Apply import", under a random token and bound to the staff member who uploaded it, so Apply
 * reads the same bytes again on any instance. Kept for an hour; the text is cleared once applied.
 * Frozen (decision 024): nothing here calls the app's code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("product_imports")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("format", "text")
    .addColumn("content", "text")
    .addColumn("sha256", "text")
    .addColumn("report", "text")
    .addColumn("digest", "text")
    .addColumn("error", "text")
    .addColumn("result", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("applied_at", "text")
    .execute();
  await db.schema.createIndex("product_imports_created_at").on("product_imports").column("created_at").execute();
  // An import finds products by slug, and checks a name against those sharing its slug: an index
  // lookup per batch instead of reading every product (100,000 of them) twice per batch.
  await db.schema.createIndex("products_slug").on("products").column("slug").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("products_slug").execute();
  await db.schema.dropTable("product_imports").execute();
}
