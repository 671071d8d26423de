import { getCachedNavigationTree } from "~/content/navigation/cache.server";
import { getCachedProductCounts, getCachedProductCountsWithDiscontinued } from "~/content/product/counts-cache.server";
import { listProductPageAnchored } from "~/content/product/page-anchors.server";
import type { ProductCounts } from "~/content/product/types";
import type { Db } from "~/db/connection.server";
import { type ResolvedFilter, resolveProductFilter, toSidebarTree } from "~/components/catalogue/product-filter";
import { PAGE_SIZE, parseListState } from "~/components/catalogue/product-list-query";
import { parseFacetFilters } from "~/content/attribute/facet-query";
import { facetList } from "~/content/attribute/facet-index.server";
import type { FacetScope } from "~/content/attribute/facets.server";
import { listProductCardsByIds } from "~/content/product/repository.server";

/**
 * One page of /products: the filter and page state from the query, the sidebar, the products of
 * the page and how many match. Null when the query names an unknown filter, a malformed page or
 * sort, or a page past the last one, which the route answers with 404. Counts come from memory,
 * so only the page's own rows are read per request.
 */
export async function loadProductList(db: Db, params: URLSearchParams) {
  const state = parseListState(params);
  if (!state) return null;
  const withDiscontinued = state.discontinued === true;
  const [tree, counts] = await Promise.all([
    getCachedNavigationTree(db),
    withDiscontinued ? getCachedProductCountsWithDiscontinued(db) : getCachedProductCounts(db),
  ]);
  const filter = resolveProductFilter(tree, params);
  if (!filter) return null;
  const scope: FacetScope = { categoryId: filter.category?.id, subcategoryId: filter.subcategory?.id, typeId: filter.type?.id, withDiscontinued };
  // Facet filters (issue 16, decision 031): the attributes of the category and type, counted and
  // applied in memory over the category's products; a list they narrow reads only its page's cards.
  const facets = filter.category ? await facetList(db, filter.category.id, scope, state.sort, (attributes) => parseFacetFilters(params, attributes)) : null;
  const facetFilters = facets?.filters ?? [];
  const narrowed = facets?.ids ?? null;
  const counted = narrowed ? narrowed.length : matchingCount(filter, counts);
  if (state.page > Math.max(1, Math.ceil(counted / PAGE_SIZE))) return null;
  const offset = (state.page - 1) * PAGE_SIZE;
  const products = narrowed
    ? await listProductCardsByIds(db, narrowed.slice(offset, offset + PAGE_SIZE))
    : await listProductPageAnchored(db, { ...scope, sort: state.sort, limit: PAGE_SIZE, offset });
  // A short page is the last one, so it gives the exact total even when the cached counts are
  // a moment behind a write (they follow the content version within a second).
  const total = products.length < PAGE_SIZE ? offset + products.length : Math.max(counted, offset + PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return {
    filter,
    state: { ...state, ...(facetFilters.length > 0 ? { facets: facetFilters } : {}) },
    facets: facets && facets.attributes.length > 0 ? { attributes: facets.attributes, counts: facets.counts } : null,
    total,
    pageCount,
    products,
    sidebar: toSidebarTree(tree, counts),
    allCount: counts.total,
  };
}

/** The deepest level chosen decides, as in listProductPage. */
function matchingCount(filter: ResolvedFilter, counts: ProductCounts): number {
  if (filter.type) return counts.types[filter.type.id] ?? 0;
  if (filter.subcategory) return counts.subcategories[filter.subcategory.id] ?? 0;
  if (filter.category) return counts.categories[filter.category.id] ?? 0;
  return counts.total;
}
