import type { Db } from "~/db/connection.server";
import { createKeyedVersionedCache } from "../shared/versioned-cache.server";
import { listProductPage, type PageAnchor, type ProductPageQuery, readPageAnchors } from "./repository.server";
import type { ProductSort } from "./types";

/**
 * Deep /products pages without OFFSET's cost: each list (one level and sort) keeps, in memory, the
 * sort key of every PAGE_ANCHOR_EVERY-th product, read in one pass after each content write
 * (decision 005), so page 2000 seeks to the anchor before it and skips fewer than that many rows.
 * Pages before the first anchor skip rows as before. Like the sidebar counts, anchors follow a write
 * on another instance within a second; until then a deep page may be off by the rows that write moved.
 */
export const PAGE_ANCHOR_EVERY = 1200;

type ListKey = `${"all" | "category" | "subcategory" | "type"}:${number}:${ProductSort}:${"listed" | "all"}`;

const anchorsOf = createKeyedVersionedCache((db: Db, key: ListKey) => {
  const [level, id, sort, shown] = key.split(":") as ["all" | "category" | "subcategory" | "type", string, ProductSort, string];
  const filter = { ...(level === "all" ? {} : { [`${level}Id`]: Number(id) }), withDiscontinued: shown === "all" };
  return readPageAnchors(db, filter, sort, PAGE_ANCHOR_EVERY);
});

/** Keys only from ids the caller resolved against the navigation tree, so the set of lists stays bounded. */
function listKey(query: ProductPageQuery): ListKey {
  const shown = query.withDiscontinued ? "all" : "listed";
  if (query.typeId !== undefined) return `type:${query.typeId}:${query.sort}:${shown}`;
  if (query.subcategoryId !== undefined) return `subcategory:${query.subcategoryId}:${query.sort}:${shown}`;
  if (query.categoryId !== undefined) return `category:${query.categoryId}:${query.sort}:${shown}`;
  return `all:0:${query.sort}:${shown}`;
}

export async function listProductPageAnchored(db: Db, query: ProductPageQuery) {
  // A list narrowed by facet filters has no anchors: its rows are fewer, and its filters unbounded.
  if (query.offset < PAGE_ANCHOR_EVERY || (query.facets?.length ?? 0) > 0) return listProductPage(db, query);
  const anchors = await anchorsOf(db, listKey(query));
  // anchors[0] sits at position PAGE_ANCHOR_EVERY, anchors[1] at twice that, and so on.
  const anchor: PageAnchor | undefined = anchors[Math.floor(query.offset / PAGE_ANCHOR_EVERY) - 1];
  return listProductPage(db, query, anchor);
}
