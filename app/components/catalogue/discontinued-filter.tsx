import { Form, useNavigate } from "react-router";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";
import type { FacetFilter } from "~/content/attribute/facet-query";
import type { ProductSort } from "~/content/product/types";
import { FilterFields } from "./filter-fields";
import type { ResolvedFilter } from "./product-filter";
import { listHref } from "./product-list-query";

type DiscontinuedFilterProps = { filter: ResolvedFilter; sort: ProductSort; shown: boolean; facets?: FacetFilter[] };

/**
 * "Show discontinued": brings discontinued products back into the list (issue 16). Without
 * JavaScript a GET form with an Apply button; with it, ticking the box applies at once.
 */
export function DiscontinuedFilter({ filter, sort, shown, facets }: DiscontinuedFilterProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Form method="get" action="/products" className="flex items-center gap-2">
      <FilterFields filter={filter} facets={facets} />
      {sort !== "newest" ? <input type="hidden" name="sort" value={sort} /> : null}
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          key={String(shown)}
          type="checkbox"
          name="discontinued"
          value="1"
          defaultChecked={shown}
          onChange={(event) => navigate(listHref(filter, { page: 1, sort, discontinued: event.currentTarget.checked, facets }))}
          className="size-4 accent-brand-600"
        />
        Show discontinued
      </label>
      {hydrated ? null : (
        <Button type="submit" size="sm" variant="outline">
          Apply
        </Button>
      )}
    </Form>
  );
}
