import type { Db } from "~/db/connection.server";
import { missingFrom, productTabHref, type ProductTab } from "~/content/product/completeness";
import { readCompletenessFacts } from "~/content/product/completeness.server";
import { createVersionedCache } from "~/content/shared/versioned-cache.server";
import { readCategoryTotals } from "~/content/product/category-totals.server";

/** How many of the least complete products the dashboard lists. */
export const NEEDS_ATTENTION = 10;

export type CompletenessSummary = {
  /** The mean score of every scored product, rounded; null without any. */
  average: number | null;
  scored: number;
  /** Products not scored yet (stored before scores were kept; the start-up scores them). */
  unscored: number;
  categories: Array<{ id: number | null; name: string; average: number; products: number }>;
  needsAttention: Array<{ id: number; name: string; model: string | null; score: number; missing: Array<{ id: string; text: string; tab: ProductTab; href: string }> }>;
};

/**
 * Catalogue completeness (issue 18 part 2, decision 041) from the stored scores: the average per
 * category, from the per-category totals the products' triggers keep, and the least complete
 * products, the first entries of the (completeness, id) index, each with what it misses.
 */
export async function readCompletenessSummary(db: Db): Promise<CompletenessSummary> {
  const [totals, categories, least] = await Promise.all([
    readCategoryTotals(db),
    db.selectFrom("categories").select(["id", "name"]).orderBy("sort_order").orderBy("name").execute(),
    db
      .selectFrom("products")
      .select(["id", "name", "model_number", "completeness"])
      .where("completeness", "<", 100)
      .orderBy("completeness")
      .orderBy("id")
      .limit(NEEDS_ATTENTION)
      .execute(),
  ]);
  const groups = totals.filter((group) => group.scored > 0);
  const byCategory = new Map(groups.map((group) => [group.categoryId, { average: group.scoreSum / group.scored, products: group.scored }]));
  const named = categories.flatMap((category) => {
    const group = byCategory.get(category.id);
    return group ? [{ id: category.id, name: category.name, average: Math.round(group.average), products: group.products }] : [];
  });
  const loose = byCategory.get(null);
  const scored = groups.reduce((sum, group) => sum + group.scored, 0);
  const total = groups.reduce((sum, group) => sum + group.scoreSum, 0);
  const unscored = totals.reduce((sum, group) => sum + group.products - group.scored, 0);
  const facts = await readCompletenessFacts(db, least.map((product) => product.id));
  return {
    average: scored > 0 ? Math.round(total / scored) : null,
    scored,
    unscored,
    categories: loose ? [...named, { id: null, name: "No category", average: Math.round(loose.average), products: loose.products }] : named,
    needsAttention: least.map((product) => ({
      id: product.id,
      name: product.name,
      model: product.model_number,
      score: product.completeness ?? 0,
      missing: facts.has(product.id) ? missingFrom(facts.get(product.id)!).map((gap) => ({ ...gap, href: productTabHref(product.id, gap.tab) })) : [],
    })),
  };
}

/** Read again after any content write (decision 005): every change to what the scores read is one. */
export const getCachedCompletenessSummary = createVersionedCache(readCompletenessSummary);
