import type { FacetFilter } from "~/content/attribute/facet-query";
import { FacetHiddenInputs } from "./facet-filters";
import type { ResolvedFilter } from "./product-filter";

/**
 * The list's category, subcategory, type and facet choices as hidden fields, so a GET form on /products
 * (sort, Show discontinued) keeps them.
 */
export function FilterFields({ filter, facets }: { filter: ResolvedFilter; facets?: FacetFilter[] }) {
  return (
    <>
      {filter.category ? <input type="hidden" name="category" value={filter.category.id} /> : null}
      {filter.subcategory ? <input type="hidden" name="subcategory" value={filter.subcategory.id} /> : null}
      {filter.type ? <input type="hidden" name="type" value={filter.type.id} /> : null}
      <FacetHiddenInputs facets={facets} />
    </>
  );
}
