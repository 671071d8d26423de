import type { Kysely } from "kysely";
import { withIdColumn } from "../dialect";

/** Catalogue and editorial content: every entity of both specifications. */
export async function up(db: Kysely<any>): Promise<void> {
  const table = (name: string) =>
    withIdColumn(db, db.schema.createTable(name))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull());

  await table("categories")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("small_content", "text")
    .addColumn("image", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await table("subcategories")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("image", "text")
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("restrict"))
    .execute();
  await db.schema.createIndex("subcategories_category_id").on("subcategories").column("category_id").execute();

  await table("types")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("image", "text")
    .addColumn("subcategory_id", "integer", (c) => c.notNull().references("subcategories.id").onDelete("restrict"))
    .execute();
  await db.schema.createIndex("types_subcategory_id").on("types").column("subcategory_id").execute();

  await table("products")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("model_number", "text")
    .addColumn("description", "text")
    .addColumn("industry", "text")
    .addColumn("main_image", "text")
    .addColumn("product_images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("features", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("product_benefits", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("specification_groups", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("applications", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("application_images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("catalog_file", "text")
    .addColumn("youtube_link", "text")
    .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("restrict"))
    .addColumn("subcategory_id", "integer", (c) => c.references("subcategories.id").onDelete("restrict"))
    .addColumn("type_id", "integer", (c) => c.references("types.id").onDelete("restrict"))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("products_category_id").on("products").column("category_id").execute();
  await db.schema.createIndex("products_subcategory_id").on("products").column("subcategory_id").execute();
  await db.schema.createIndex("products_type_id").on("products").column("type_id").execute();
  await db.schema.createIndex("products_created_at").on("products").column("created_at").execute();

  await table("solutions")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("highlights", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("specifications", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("applications", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await table("news")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("place", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("content", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.createIndex("news_date").on("news").column("date").execute();

  await table("hero_sections")
    .addColumn("image", "text")
    .addColumn("h1_text", "text", (c) => c.notNull())
    .addColumn("para_text", "text")
    .addColumn("button_text", "text", (c) => c.notNull())
    .addColumn("url_link", "text", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await table("driver_categories").addColumn("name", "text", (c) => c.notNull()).execute();

  await table("drivers")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("driver_category_id", "integer", (c) => c.references("driver_categories.id").onDelete("restrict"))
    .addColumn("download_link", "text", (c) => c.notNull())
    .addColumn("file_name", "text")
    .addColumn("file_size", "bigint")
    .addColumn("checksum_sha256", "text")
    .execute();
  await db.schema.createIndex("drivers_driver_category_id").on("drivers").column("driver_category_id").execute();

  await table("popups")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text")
    .addColumn("image", "text")
    .addColumn("link", "text")
    .addColumn("delay_seconds", "integer", (c) => c.notNull().defaultTo(3))
    .addColumn("display_pages", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await withIdColumn(db, db.schema.createTable("media_server_api"))
    .addColumn("api_url", "text", (c) => c.notNull())
    .addColumn("active_or_no", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("order_of_precedence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "media_server_api",
    "popups",
    "drivers",
    "driver_categories",
    "hero_sections",
    "news",
    "solutions",
    "products",
    "types",
    "subcategories",
    "categories",
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
