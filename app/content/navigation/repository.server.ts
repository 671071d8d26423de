import { sql } from "kysely";
import { isLive } from "~/content/shared/publishing.server";
import type { Db } from "~/db/connection.server";
import type {
  CategoryMenuProducts,
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
  return db.selectFrom("subcategories").select(subcategoryColumns).orderBy("sort_order").orderBy("name").orderBy("id").execute();
}

/**
 * Categories > subcategories > types, each as staff arranged them (sort_order, then name), in three queries. No
 * products: the menu asks for one category's products at a time (listCategoryMenuProducts).
 */
export async function getNavigationTree(db: Db): Promise<NavigationCategory[]> {
  const [categoryRows, subcategoryRows, typeRows] = await Promise.all([
    readCategories(db),
    readSubcategories(db),
    db.selectFrom("types").select(["id", "name", "image", "subcategory_id"]).orderBy("sort_order").orderBy("name").orderBy("id").execute(),
  ]);
  const subcategories = new Map<number, NavigationSubcategory>(subcategoryRows.map((row) => [row.id, { ...row, types: [] }]));
  for (const type of typeRows as NavigationType[]) subcategories.get(type.subcategory_id)?.types.push(type);
  return nest(categoryRows, [...subcategories.values()]);
}

/**
 * One category's products for the menu, by name: those of each of its types, and those of each
 * subcategory that have no type. At most `limit` per list, in one query whatever the catalogue's size;
 * a list cut short is named in `truncated`.
 */
export async function listCategoryMenuProducts(db: Db, categoryId: number, limit: number): Promise<CategoryMenuProducts> {
  const subcategoryIds = db.selectFrom("subcategories").select("id").where("category_id", "=", categoryId);
  const typeIds = db.selectFrom("types").select("id").where("subcategory_id", "in", subcategoryIds);
  const ranked = db
    .selectFrom("products")
    .select(["id", "name", "slug", "main_image", "subcategory_id", "type_id"])
    .select(sql<number>`row_number() over (partition by type_id, subcategory_id order by name, id)`.as("rank_in_list"))
    .where(isLive())
    .where((eb) =>
      eb.or([eb("type_id", "in", typeIds), eb.and([eb("type_id", "is", null), eb("subcategory_id", "in", subcategoryIds)])]),
    );
  const rows = await db
    .selectFrom(ranked.as("ranked"))
    .select(["id", "name", "slug", "main_image", "subcategory_id", "type_id", "rank_in_list"])
    .where("rank_in_list", "<=", limit + 1)
    .orderBy("name")
    .orderBy("id")
    .execute();
  const listKey = (row: { type_id: number | null; subcategory_id: number | null }) =>
    row.type_id !== null ? `type:${row.type_id}` : `subcategory:${row.subcategory_id}`;
  const truncated = new Set(rows.filter((row) => Number(row.rank_in_list) > limit).map(listKey));
  const products = rows
    .filter((row) => Number(row.rank_in_list) <= limit)
    .map(({ rank_in_list: _, ...product }) => product as NavigationProduct);
  return { products, truncated: [...truncated] };
}

/** The home page portfolio grid: categories with their subcategories, in two queries. */
export async function getPortfolio(db: Db): Promise<PortfolioCategory[]> {
  const [categoryRows, subcategoryRows] = await Promise.all([readCategories(db), readSubcategories(db)]);
  return nest(categoryRows, subcategoryRows);
}

/** Puts each subcategory (already in its arranged order) under its category, keeping the categories' order. */
function nest<C extends { id: number }, S extends { category_id: number }>(categories: C[], subcategories: S[]) {
  const byCategory = new Map<number, S[]>(categories.map((category) => [category.id, []]));
  for (const subcategory of subcategories) byCategory.get(subcategory.category_id)?.push(subcategory);
  return categories.map((category) => ({ ...category, subcategories: byCategory.get(category.id) ?? [] }));
}
