import { sql } from "kysely";
import type { Db } from "~/db/connection.server";

/** One category's products: how many, how many are scored, and the sum of their completeness scores. */
export type CategoryTotals = { categoryId: number | null; products: number; scored: number; scoreSum: number };

/**
 * Every category's totals that has products, from the table the products' triggers keep
 * (migration 2026-12-01T0000-product-category-totals): a read of a few rows whatever the catalogue's
 * size. Products without a category come under a null id.
 */
export async function readCategoryTotals(db: Db): Promise<CategoryTotals[]> {
  type Row = { category_key: number; products: number | string; scored: number | string; score_sum: number | string };
  const { rows } = await sql<Row>`select category_key, products, scored, score_sum from product_category_totals where products > 0`.execute(db);
  return rows.map((row) => ({
    categoryId: row.category_key === 0 ? null : row.category_key,
    products: Number(row.products),
    scored: Number(row.scored),
    scoreSum: Number(row.score_sum),
  }));
}

/** How many products there are, summed from the category totals instead of counted row by row. */
export async function countAllProducts(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number | string | null }>`select sum(products) as count from product_category_totals`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** How many products one category has, from its totals. */
export async function countProductsInCategory(db: Db, categoryId: number): Promise<number> {
  const { rows } = await sql<{ products: number | string }>`select products from product_category_totals where category_key = ${categoryId}`.execute(db);
  return Number(rows[0]?.products ?? 0);
}
