import type { Db } from "~/db/connection.server";
import { containsText } from "../shared/paginate.server";

export const TAXONOMY_OPTION_KINDS = ["category", "subcategory", "type"] as const;
export type TaxonomyOptionKind = (typeof TAXONOMY_OPTION_KINDS)[number];

/** One choice of a combobox: the id, its name and where it sits (the parent's name). */
export type TaxonomyOption = { id: number; name: string; parent: string | null };

export const OPTION_LIMIT = 20;

/**
 * Categories, subcategories or types whose name contains `q`, by name, at most OPTION_LIMIT;
 * subcategories of one category and types of one subcategory when a parent is given.
 */
export async function findTaxonomyOptions(
  db: Db,
  kind: TaxonomyOptionKind,
  { q = "", parent, limit = OPTION_LIMIT }: { q?: string; parent?: number; limit?: number },
): Promise<TaxonomyOption[]> {
  if (kind === "category") {
    let query = db.selectFrom("categories").select(["id", "name"]);
    if (q) query = query.where(containsText(["name"], q));
    const rows = await query.orderBy("name").orderBy("id").limit(limit).execute();
    return rows.map((row) => ({ ...row, parent: null }));
  }
  if (kind === "subcategory") {
    let query = db
      .selectFrom("subcategories")
      .innerJoin("categories", "categories.id", "subcategories.category_id")
      .select(["subcategories.id", "subcategories.name", "categories.name as parent"]);
    if (q) query = query.where(containsText(["subcategories.name"], q));
    if (parent) query = query.where("subcategories.category_id", "=", parent);
    return query.orderBy("subcategories.name").orderBy("subcategories.id").limit(limit).execute();
  }
  let query = db
    .selectFrom("types")
    .innerJoin("subcategories", "subcategories.id", "types.subcategory_id")
    .select(["types.id", "types.name", "subcategories.name as parent"]);
  if (q) query = query.where(containsText(["types.name"], q));
  if (parent) query = query.where("types.subcategory_id", "=", parent);
  return query.orderBy("types.name").orderBy("types.id").limit(limit).execute();
}

/** The chosen ids' own options, so a form opens showing names without loading any list. */
export async function chosenTaxonomyOptions(
  db: Db,
  ids: { category_id?: number | null; subcategory_id?: number | null; type_id?: number | null },
): Promise<Record<TaxonomyOptionKind, TaxonomyOption | null>> {
  const one = async (kind: TaxonomyOptionKind, id: number | null | undefined) => {
    if (!id) return null;
    const table = kind === "category" ? "categories" : kind === "subcategory" ? "subcategories" : "types";
    const row = await db.selectFrom(table).select(["id", "name"]).where("id", "=", id).executeTakeFirst();
    return row ? { ...row, parent: null } : null;
  };
  const [category, subcategory, type] = await Promise.all([
    one("category", ids.category_id),
    one("subcategory", ids.subcategory_id),
    one("type", ids.type_id),
  ]);
  return { category, subcategory, type };
}
