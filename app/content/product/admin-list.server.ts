import type { Db } from "~/db/connection.server";
import type { ListConfig, ListQuery, Page } from "../shared/list-query";
import { paginate, sortedBy } from "../shared/paginate.server";
import { productNameOrModelContains } from "./admin-search.server";
import type { ProductTaxonomyNames } from "./types";

export const productListConfig = {
  sorts: { created_at: "desc", name: "asc", model_number: "asc" },
  defaultSort: "created_at",
  filters: ["category", "subcategory", "type"],
} satisfies ListConfig<"created_at" | "name" | "model_number", "category" | "subcategory" | "type">;

export type ProductListQuery = ListQuery<keyof typeof productListConfig.sorts, "category" | "subcategory" | "type">;

export type ProductListRow = ProductTaxonomyNames & {
  id: number;
  name: string;
  slug: string;
  model_number: string | null;
  main_image: string | null;
  created_at: string;
};

/**
 * The admin product list: one page, searched by name or model number, filtered by category,
 * subcategory and type, ordered by date, name or model number (each served by an index).
 */
export async function pageAdminProducts(db: Db, query: ProductListQuery): Promise<Page<ProductListRow>> {
  let filtered = db.selectFrom("products");
  if (query.q) filtered = filtered.where(productNameOrModelContains(db, query.q));
  if (query.filters.category) filtered = filtered.where("products.category_id", "=", query.filters.category);
  if (query.filters.subcategory) filtered = filtered.where("products.subcategory_id", "=", query.filters.subcategory);
  if (query.filters.type) filtered = filtered.where("products.type_id", "=", query.filters.type);
  // The page's ids come from products alone (an index walk); only those 25 rows are joined to their names.
  const rows = (limit: number, offset: number) => {
    const ids = sortedBy(filtered.select("products.id"), `products.${query.sort}`, query.dir, "products.id").limit(limit).offset(offset);
    return sortedBy(
      db
        .selectFrom("products")
        .leftJoin("categories", "categories.id", "products.category_id")
        .leftJoin("subcategories", "subcategories.id", "products.subcategory_id")
        .leftJoin("types", "types.id", "products.type_id")
        .select([
          "products.id",
          "products.name",
          "products.slug",
          "products.model_number",
          "products.main_image",
          "products.created_at",
          "products.category_id",
          "products.subcategory_id",
          "products.type_id",
          "categories.name as category_name",
          "subcategories.name as subcategory_name",
          "types.name as type_name",
        ])
        .where("products.id", "in", ids),
      `products.${query.sort}`,
      query.dir,
      "products.id",
    ).execute();
  };
  return paginate(filtered, rows, query.page);
}
