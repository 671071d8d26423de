import type { Db } from "~/db/connection.server";
import { recordIdFrom } from "../shared/record-id";
import { productMatchesFromIndex } from "./admin-search.server";
import type { TaxonomyOption } from "./taxonomy-options.server";

export const PRODUCT_OPTION_LIMIT = 20;
/** Products a native select offers before JavaScript runs: bounded, as the taxonomy's. */
export const PRODUCT_FALLBACK_LIMIT = 200;

/**
 * Products whose name or model number contains `q`, by name: the successor picker's choices.
 * Found through the admin search's index, so typing stays fast at 100,000 products. Each option
 * names its model number beside the name.
 */
export async function findProductOptions(db: Db, { q = "", limit = PRODUCT_OPTION_LIMIT, except }: { q?: string; limit?: number; except?: number }): Promise<TaxonomyOption[]> {
  let query = db.selectFrom("products").select(["products.id", "products.name", "products.model_number as parent"]);
  if (q) query = query.where(productMatchesFromIndex(db, q));
  if (except) query = query.where("products.id", "<>", except);
  return query.orderBy("products.name").orderBy("products.id").limit(limit).execute();
}

/** The chosen products' own options, so a form opens showing their names. */
export async function chosenProductOptions(db: Db, ids: number[]): Promise<TaxonomyOption[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("products").select(["id", "name", "model_number as parent"]).where("id", "in", ids).execute();
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/**
 * The successor picker as a form opens: the chosen product (a stored id or a posted one), and the
 * bounded list a native select offers without JavaScript, the product itself left out.
 */
export async function successorChoices(db: Db, chosen: unknown, except?: number) {
  const chosenId = recordIdFrom(typeof chosen === "number" ? String(chosen) : chosen);
  const [options, fallback] = await Promise.all([
    chosenProductOptions(db, chosenId ? [chosenId] : []),
    findProductOptions(db, { limit: PRODUCT_FALLBACK_LIMIT, except }),
  ]);
  return { chosen: options[0] ?? null, fallback };
}
