import type { Db } from "~/db/connection.server";
import { isLive } from "~/content/shared/publishing.server";
import { comparedAttributes } from "../attribute/values.server";
import { alignSections, type ComparisonSection, KEY_ATTRIBUTES, type ProductSection } from "./comparison";
import type { LifecycleStatus } from "./lifecycle";
import { readSpecificationGroups } from "./stored-lists";

/** What the comparison page shows of a product above its rows. */
export type ComparedProduct = {
  id: number;
  slug: string;
  name: string;
  model_number: string | null;
  main_image: string | null;
  lifecycle_status: LifecycleStatus;
};

/**
 * The products to compare, in the order asked (ids of no product are left out), and their rows
 * lined up: the key attributes, then every specification group.
 */
export async function loadComparison(db: Db, ids: number[]): Promise<{ products: ComparedProduct[]; sections: ComparisonSection[] }> {
  if (ids.length === 0) return { products: [], sections: [] };
  const rows = await db
    .selectFrom("products")
    .select(["id", "slug", "name", "model_number", "main_image", "lifecycle_status", "category_id", "type_id", "specification_groups"])
    .where("id", "in", ids)
    .where(isLive())
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const attributes = await comparedAttributes(db, found);
  const sections = found.map((product): ProductSection[] => [
    { heading: KEY_ATTRIBUTES, rows: (attributes.get(product.id) ?? []).map((attribute) => ({ label: attribute.name, value: { text: attribute.shown, same: attribute.same } })) },
    ...readSpecificationGroups(product.specification_groups).map((group) => ({
      heading: group.group_name,
      rows: Object.entries(group.specifications).map(([label, text]) => ({ label, value: { text } })),
    })),
  ]);
  return {
    products: found.map(({ id, slug, name, model_number, main_image, lifecycle_status }) => ({
      id,
      slug,
      name,
      model_number,
      main_image,
      lifecycle_status: lifecycle_status as LifecycleStatus,
    })),
    sections: alignSections(sections).filter((section) => section.rows.length > 0),
  };
}

/** Whether a product may go into the compare tray: one the site shows now, whatever its lifecycle status. */
export async function isComparable(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom("products").select("id").where("id", "=", id).where(isLive()).executeTakeFirst()) !== undefined;
}
