import { z } from "zod";
import type { Db } from "~/db/connection.server";

type TaxonomyIds = { category_id: number | null; subcategory_id: number | null; type_id: number | null };

/**
 * Checks that the chosen type belongs to the chosen subcategory and the subcategory to the category,
 * and fills a missing parent from the chosen child, so filters and counts by any level see the product.
 * Problems are reported on the field, like the schema's own messages.
 */
export async function resolveTaxonomy(db: Db, ids: TaxonomyIds): Promise<TaxonomyIds> {
  const resolved = { ...ids };
  const issues: z.ZodIssue[] = [];
  const refuse = (field: keyof TaxonomyIds, message: string) => issues.push({ code: "custom", path: [field], message });

  if (resolved.type_id !== null) {
    const type = await db.selectFrom("types").select("subcategory_id").where("id", "=", resolved.type_id).executeTakeFirst();
    if (!type) refuse("type_id", "Type not found");
    else if (resolved.subcategory_id === null) resolved.subcategory_id = type.subcategory_id;
    else if (resolved.subcategory_id !== type.subcategory_id) refuse("type_id", "The type does not belong to the chosen subcategory");
  }
  if (resolved.subcategory_id !== null) {
    const subcategory = await db
      .selectFrom("subcategories")
      .select("category_id")
      .where("id", "=", resolved.subcategory_id)
      .executeTakeFirst();
    if (!subcategory) refuse("subcategory_id", "Subcategory not found");
    else if (resolved.category_id === null) resolved.category_id = subcategory.category_id;
    else if (resolved.category_id !== subcategory.category_id) {
      refuse("subcategory_id", "The subcategory does not belong to the chosen category");
    }
  }
  if (resolved.category_id !== null) {
    const category = await db.selectFrom("categories").select("id").where("id", "=", resolved.category_id).executeTakeFirst();
    if (!category) refuse("category_id", "Category not found");
  }
  if (issues.length > 0) throw new z.ZodError(issues);
  return resolved;
}
