import type { Db } from "~/db/connection.server";
import { chosenTaxonomyOptions, findTaxonomyOptions, type TaxonomyOption } from "./taxonomy-options.server";
import { MAX_RECORD_ID } from "~/content/shared/record-id";

/** Options a native select offers before JavaScript runs: bounded, so a huge taxonomy stays cheap. */
export const FALLBACK_OPTION_LIMIT = 200;

type Ids = { category_id?: number | null; subcategory_id?: number | null; type_id?: number | null };

const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_RECORD_ID ? id : null;
};

/** Reads ids from stored numbers or posted text alike; anything else is no choice. */
export function taxonomyIds(values: { category_id?: unknown; subcategory_id?: unknown; type_id?: unknown } | null | undefined): Ids {
  return { category_id: idOf(values?.category_id), subcategory_id: idOf(values?.subcategory_id), type_id: idOf(values?.type_id) };
}

/** The current choice at each level, with the fallback lists under the chosen parents. */
export async function taxonomyChoices(db: Db, ids: Ids) {
  const limit = FALLBACK_OPTION_LIMIT;
  const [chosen, category, subcategory, type] = await Promise.all([
    chosenTaxonomyOptions(db, ids),
    findTaxonomyOptions(db, "category", { limit }),
    findTaxonomyOptions(db, "subcategory", { parent: ids.category_id ?? undefined, limit }),
    findTaxonomyOptions(db, "type", { parent: ids.subcategory_id ?? undefined, limit }),
  ]);
  return { chosen, fallback: { category, subcategory, type } satisfies Record<string, TaxonomyOption[]> };
}
