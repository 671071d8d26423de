import type { ResolvedFilter } from "./product-filter";

/** The list's category, subcategory and type as hidden fields, so a GET form on /products keeps them. */
export function FilterFields({ filter }: { filter: ResolvedFilter }) {
  return (
    <>
      {filter.category ? <input type="hidden" name="category" value={filter.category.id} /> : null}
      {filter.subcategory ? <input type="hidden" name="subcategory" value={filter.subcategory.id} /> : null}
      {filter.type ? <input type="hidden" name="type" value={filter.type.id} /> : null}
    </>
  );
}
