import { PRODUCT_SORTS, type ProductSort } from "~/content/product/types";
import { type FacetFilter, facetParams } from "~/content/attribute/facet-query";
import type { ResolvedFilter } from "./product-filter";

/** Products per page: six rows of the 4-column grid, eight of the 3-column one, twelve on phones. */
export const PAGE_SIZE = 24;

/** `discontinued`: the "Show discontinued" filter (issue 16); they are left out otherwise. */
export type ListState = { page: number; sort: ProductSort; discontinued?: boolean; facets?: FacetFilter[] };

/**
 * Reads `page`, `sort` and `discontinued` from the /products query; absent or empty means page 1,
 * newest first, discontinued products hidden. Returns null for anything else than a positive page
 * number, a known sort and `discontinued=1`, which is a 404.
 */
export function parseListState(params: URLSearchParams): ListState | null {
  const page = params.get("page") || "1";
  const sort = params.get("sort") || "newest";
  const discontinued = params.get("discontinued") || "";
  if (!/^[1-9]\d{0,8}$/.test(page) || !(PRODUCT_SORTS as readonly string[]).includes(sort) || !["", "1"].includes(discontinued)) return null;
  return { page: Number(page), sort: sort as ProductSort, ...(discontinued ? { discontinued: true } : {}) };
}

/** The URL of one page of a filtered list: the filters (facet filters among them), then a sort other than newest, then a page after 1. */
export function listHref(filter: ResolvedFilter, { page, sort, discontinued, facets }: ListState): string {
  const params = new URLSearchParams();
  if (filter.category) params.set("category", String(filter.category.id));
  if (filter.subcategory) params.set("subcategory", String(filter.subcategory.id));
  if (filter.type) params.set("type", String(filter.type.id));
  if (facets) facetParams(facets, params);
  if (discontinued) params.set("discontinued", "1");
  if (sort !== "newest") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/products?${query}` : "/products";
}

export type PageItem = number | "gap";

/**
 * The page numbers to link: always the first and the last, the current one with one neighbour
 * each side, and a gap where more than one page is left out (a single page is shown instead).
 */
export function pageItems(current: number, last: number): PageItem[] {
  const shown = [...new Set([1, current - 1, current, current + 1, last])].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    if (typeof previous === "number" && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) items.push("gap");
    items.push(n);
  }
  return items;
}

/** A catalogue link that keeps "Show discontinued" on (the sidebar's, while the list shows them). */
export function keepDiscontinued(href: string): string {
  return `${href}${href.includes("?") ? "&" : "?"}discontinued=1`;
}
