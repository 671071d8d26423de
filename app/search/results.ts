import { NEWS_SNIPPET_LENGTH, SEARCH_SHOWN_PER_GROUP } from "./query";
import type { SearchKind } from "./sources";
import type { LifecycleStatus } from "~/content/product/lifecycle";

/** What the search endpoint answers and the dialog shows. Browser-safe. */
export type SearchHit = { id: number; title: string; detail: string | null; href: string; status?: LifecycleStatus };
export type SearchGroup = { kind: SearchKind; label: string; count: number; hits: SearchHit[] };
export type SearchResponse = { query: string; groups: SearchGroup[] };

/** One row as the index stores it. */
export type IndexRow = { kind: SearchKind; id: number; title: string; subtitle: string; body: string };

export const searchGroupOrder: Array<{ kind: SearchKind; label: string }> = [
  { kind: "product", label: "Products" },
  { kind: "driver", label: "Drivers" },
  { kind: "news", label: "News" },
  { kind: "solution", label: "Solutions" },
];

/** The spec's targets: products, news and solutions open their page; drivers open /support. */
export function searchHref(kind: SearchKind, id: number): string {
  if (kind === "product") return `/product/${id}`;
  if (kind === "news") return `/news/${id}`;
  if (kind === "solution") return `/solution/${id}`;
  return "/support";
}

export function snippet(text: string, length = NEWS_SNIPPET_LENGTH): string {
  const characters = [...text.trim()];
  return characters.length > length ? `${characters.slice(0, length).join("")}...` : characters.join("");
}

function detailOf(kind: SearchKind, row: IndexRow): string | null {
  if (kind === "product") return row.subtitle ? `Model: ${row.subtitle}` : null;
  if (kind === "news") return snippet(row.body) || null;
  if (kind === "solution") return row.subtitle || null;
  return null;
}

/** Versions of one download share its name (decision 033): it is listed once, by its first (newest) row. */
function distinctTitles(rows: IndexRow[]): IndexRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = row.title.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A group with its full count (up to the fetch limit) and its first `shown` hits. */
export function toSearchGroup(kind: SearchKind, label: string, found: IndexRow[], shown = SEARCH_SHOWN_PER_GROUP): SearchGroup {
  const rows = kind === "driver" ? distinctTitles(found) : found;
  return {
    kind,
    label,
    count: rows.length,
    hits: rows.slice(0, shown).map((row) => ({
      id: row.id,
      title: row.title,
      detail: detailOf(kind, row),
      href: searchHref(kind, row.id),
    })),
  };
}
