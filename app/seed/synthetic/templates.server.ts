import type { Db } from "~/db/connection.server";
import type { Placement, ProductTemplate } from "./synthetic-product";

export type TemplateIndex = {
  bySubcategory: Map<number, ProductTemplate[]>;
  byCategory: Map<number, ProductTemplate[]>;
  all: ProductTemplate[];
};

/**
 * Every place a product can sit: each type, each subcategory without types, each category
 * without subcategories. Labels ("Panel PCs / Fanless") go into generated descriptions.
 */
export async function loadPlacements(db: Db): Promise<Placement[]> {
  const [categories, subcategories, types] = await Promise.all([
    db.selectFrom("categories").select(["id", "name"]).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("subcategories").select(["id", "name", "category_id"]).orderBy("id").execute(),
    db.selectFrom("types").select(["id", "name", "subcategory_id"]).orderBy("id").execute(),
  ]);
  return categories.flatMap((category): Placement[] => {
    const subs = subcategories.filter((sub) => sub.category_id === category.id);
    if (subs.length === 0) return [{ category_id: category.id, subcategory_id: null, type_id: null, label: category.name }];
    return subs.flatMap((sub): Placement[] => {
      const label = `${category.name.toLowerCase()} (${sub.name.toLowerCase()})`;
      const own = types.filter((type) => type.subcategory_id === sub.id);
      if (own.length === 0) return [{ category_id: category.id, subcategory_id: sub.id, type_id: null, label }];
      return own.map((type) => ({ category_id: category.id, subcategory_id: sub.id, type_id: type.id, label }));
    });
  });
}

/** A neutral template for a catalogue with no product yet to copy pictures and specifications from. */
const GENERIC: ProductTemplate = {
  name: "Industrial Computer",
  model_number: "SYN",
  description: "A dependable industrial computer for continuous operation.",
  industry: null,
  main_image: null,
  product_images: "[]",
  features: JSON.stringify(["Fanless cooling", "Wide-range DC input", "Long-term availability"]),
  product_benefits: JSON.stringify([{ name: "Built to last", icon: "shield-check" }]),
  specification_groups: JSON.stringify([{ group_name: "Environment", specifications: { "Operating temperature": "-20 to 60 °C" } }]),
  applications: JSON.stringify(["Factory automation"]),
  application_images: "[]",
};

/** The existing products (the demo's, usually) whose pictures, specifications and features generated ones share. */
export async function loadTemplates(db: Db): Promise<TemplateIndex> {
  const rows = await db
    .selectFrom("products")
    .select([
      "name", "model_number", "description", "industry", "main_image", "product_images", "features", "product_benefits",
      "specification_groups", "applications", "application_images", "category_id", "subcategory_id",
    ])
    .orderBy("id")
    .limit(1000)
    .execute();
  const index: TemplateIndex = { bySubcategory: new Map(), byCategory: new Map(), all: [] };
  for (const { category_id, subcategory_id, ...template } of rows) {
    index.all.push(template);
    if (category_id !== null) index.byCategory.set(category_id, [...(index.byCategory.get(category_id) ?? []), template]);
    if (subcategory_id !== null) index.bySubcategory.set(subcategory_id, [...(index.bySubcategory.get(subcategory_id) ?? []), template]);
  }
  if (index.all.length === 0) index.all.push(GENERIC);
  return index;
}
