import type { Db } from "~/db/connection.server";

type Where = { table: string; column: string; within: boolean };

// Every content column that can point at an uploaded image or catalogue; `within` = a JSON list
// or JSON structure that contains the reference as a quoted string.
const REFERENCES: Where[] = [
  { table: "categories", column: "image", within: false },
  { table: "subcategories", column: "image", within: false },
  { table: "types", column: "image", within: false },
  { table: "products", column: "main_image", within: false },
  { table: "products", column: "catalog_file", within: false },
  { table: "products", column: "product_images", within: true },
  { table: "products", column: "application_images", within: true },
  { table: "solutions", column: "content", within: true },
  { table: "solutions", column: "applications", within: true },
  { table: "news", column: "images", within: true },
  { table: "hero_sections", column: "image", within: false },
  { table: "popups", column: "image", within: false },
];

/**
 * The tables whose saved content still points at this stored file (e.g. ["products"]), so
 * a delete can be refused instead of leaving a page with a broken image.
 */
export async function contentUsingMedia(db: Db, url: string): Promise<string[]> {
  const users = new Set<string>();
  for (const { table, column, within } of REFERENCES) {
    // Table and column names come from the list above, never from a request.
    const found = await db
      .selectFrom(table as "categories")
      .select("id")
      .where(column as "image", within ? "like" : "=", within ? `%${JSON.stringify(url)}%` : url)
      .limit(1)
      .executeTakeFirst();
    if (found) users.add(table);
  }
  return [...users];
}
