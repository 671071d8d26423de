import { Form, useNavigate } from "react-router";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input-class";
import { cx } from "~/components/ui/class-names";
import type { FacetFilter } from "~/content/attribute/facet-query";
import type { ProductSort } from "~/content/product/types";
import { FilterFields } from "./filter-fields";
import type { ResolvedFilter } from "./product-filter";
import { listHref } from "./product-list-query";

const labels: Record<ProductSort, string> = { newest: "Newest", name: "Name (A–Z)" };

/**
 * The list's order. Without JavaScript it is a GET form with a Sort button that keeps the
 * filters and goes back to page 1; with JavaScript choosing an option applies it at once.
 */
export function SortForm({ filter, sort, discontinued, facets }: { filter: ResolvedFilter; sort: ProductSort; discontinued?: boolean; facets?: FacetFilter[] }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Form method="get" action="/products" className="flex items-center gap-2">
      <FilterFields filter={filter} facets={facets} />
      {discontinued ? <input type="hidden" name="discontinued" value="1" /> : null}
      <label htmlFor="product-sort" className="text-sm font-medium">
        Sort by
      </label>
      <select
        // A new key when the URL's sort changes (back button), so the shown choice follows it.
        key={sort}
        id="product-sort"
        name="sort"
        defaultValue={sort}
        onChange={(event) => navigate(listHref(filter, { page: 1, sort: event.currentTarget.value as ProductSort, discontinued, facets }))}
        className={cx(inputClass, "h-9")}
      >
        {(Object.keys(labels) as ProductSort[]).map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <Button type="submit" size="sm" variant="outline">
          Sort
        </Button>
      )}
    </Form>
  );
}
