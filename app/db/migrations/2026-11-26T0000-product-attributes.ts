import type { Kysely } from "kysely";
import { withIdColumn } from "../dialect";

/**
 * Typed, comparable attributes (issue 16 part 2, decision 031). A category or a type defines them
 * (exactly one of the two, checked by the repository); products fill them in, one row per product
 * and attribute. Numbers are kept in the attribute's canonical unit (`number_value`) beside the
 * text as entered (`shown`); enum options and yes/no are `choice`. The two value indexes start with
 * the attribute, so a facet's counts and a range or option filter read one index range.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("attributes"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("unit", "text")
    .addColumn("options", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("cascade"))
    .addColumn("type_id", "integer", (c) => c.references("types.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("attributes_category_id").on("attributes").columns(["category_id", "sort_order"]).execute();
  await db.schema.createIndex("attributes_type_id").on("attributes").columns(["type_id", "sort_order"]).execute();

  await db.schema
    .createTable("product_attribute_values")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("attribute_id", "integer", (c) => c.notNull().references("attributes.id").onDelete("cascade"))
    .addColumn("number_value", "double precision")
    .addColumn("choice", "text")
    .addColumn("shown", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_attribute_values_pkey", ["product_id", "attribute_id"])
    .execute();
  await db.schema.createIndex("product_attribute_values_number").on("product_attribute_values").columns(["attribute_id", "number_value", "product_id"]).execute();
  await db.schema.createIndex("product_attribute_values_choice").on("product_attribute_values").columns(["attribute_id", "choice", "product_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_attribute_values").execute();
  await db.schema.dropTable("attributes").execute();
}
