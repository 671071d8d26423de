import type { Db } from "~/db/connection.server";
import type {
  NavigationCategory,
  NavigationProduct,
  NavigationSubcategory,
  NavigationType,
  PortfolioCategory,
} from "./types";

const categoryColumns = ["id", "name", "description", "small_content", "image", "sort_order"] as const;
const subcategoryColumns = ["id", "name", "image", "category_id"] as const;

function readCategories(db: Db) {
  return db.selectFrom("categories").select(categoryColumns).orderBy("sort_order").orderBy("name").orderBy("id").execute();
}

function readSubcategories(db: Db) {
  return db.selectFrom("subcategories").select(subcategoryColumns).orderBy("name").orderBy("id").execute();
}

/**
 * Categories (sort_order, name) > subcategories (name) > types (name) > products (name), read in
 * four queries whatever the size of the catalogue and assembled in memory. Products outside any
 * subcategory are not in the menu, as in the spec.
 */
export async function getNavigationTree(db: Db): Promise<NavigationCategory[]> {
  const [categoryRows, subcategoryRows, typeRows, productRows] = await Promise.all([
    readCategories(db),
    readSubcategories(db),
    db.selectFrom("types").select(["id", "name", "image", "subcategory_id"]).orderBy("name").orderBy("id").execute(),
    db
      .selectFrom("products")
      .select(["id", "name", "slug", "main_image", "subcategory_id", "type_id"])
      .where((eb) => eb.or([eb("subcategory_id", "is not", null), eb("type_id", "is not", null)]))
      .orderBy("name")
      .orderBy("id")
      .execute(),
  ]);

  const types = new Map<number, NavigationType>(typeRows.map((row) => [row.id, { ...row, products: [] }]));
  const subcategories = new Map<number, NavigationSubcategory>(
    subcategoryRows.map((row) => [row.id, { ...row, types: [], products: [] }]),
  );
  for (const product of productRows as NavigationProduct[]) {
    const type = product.type_id === null ? undefined : types.get(product.type_id);
    if (type) type.products.push(product);
    else if (product.subcategory_id !== null) subcategories.get(product.subcategory_id)?.products.push(product);
  }
  for (const type of types.values()) subcategories.get(type.subcategory_id)?.types.push(type);
  return nest(categoryRows, [...subcategories.values()]);
}

/** The home page portfolio grid: categories with their subcategories, in two queries. */
export async function getPortfolio(db: Db): Promise<PortfolioCategory[]> {
  const [categoryRows, subcategoryRows] = await Promise.all([readCategories(db), readSubcategories(db)]);
  return nest(categoryRows, subcategoryRows);
}

/** Puts each subcategory (already in name order) under its category, keeping the categories' order. */
function nest<C extends { id: number }, S extends { category_id: number }>(categories: C[], subcategories: S[]) {
  const byCategory = new Map<number, S[]>(categories.map((category) => [category.id, []]));
  for (const subcategory of subcategories) byCategory.get(subcategory.category_id)?.push(subcategory);
  return categories.map((category) => ({ ...category, subcategories: byCategory.get(category.id) ?? [] }));
}
