import type { Kysely } from "kysely";
import { dialectOf } from "~/db/dialect";
import { searchPostgres } from "./postgres-index.server";
import { normaliseQuery } from "./query";
import { readNewsTexts } from "~/content/news/repository.server";
import { type SearchGroup, type SearchResponse, searchGroupOrder, snippet, toSearchGroup } from "./results";
import { searchSqlite } from "./sqlite-index.server";
import type { LifecycleStatus } from "~/content/product/lifecycle";

/**
 * Case-insensitive substring search over product name, model number and description, driver
 * name, news title and content, solution title and content. Groups with no match are left out.
 * The dialog shows a few hits per group; the search page every hit fetched (`shownPerGroup`).
 */
export async function searchContent(
  db: Kysely<any>,
  rawQuery: string | null | undefined,
  options: { shownPerGroup?: number } = {},
): Promise<SearchResponse> {
  const query = normaliseQuery(rawQuery);
  if (!query) return { query, groups: [] };
  const search = dialectOf(db) === "postgres" ? searchPostgres : searchSqlite;
  // Only what the site shows now: each kind's query leaves the rest out before its fetch limit (decision 035).
  const rows = await search(db, query);
  const groups = searchGroupOrder.map(({ kind, label }) =>
    toSearchGroup(kind, label, rows.filter((row) => row.kind === kind), options.shownPerGroup),
  );
  const found = groups.filter((group) => group.count > 0);
  await Promise.all([withNewsSnippets(db, found), withLifecycle(db, found)]);
  return { query, groups: found };
}

/** Products shown with their lifecycle badge (issue 16): the few hits shown, read in one query. */
async function withLifecycle(db: Kysely<any>, groups: SearchGroup[]): Promise<void> {
  const products = groups.find((group) => group.kind === "product");
  if (!products || products.hits.length === 0) return;
  const rows: Array<{ id: number; lifecycle_status: LifecycleStatus }> = await db
    .selectFrom("products")
    .select(["id", "lifecycle_status"])
    .where("id", "in", products.hits.map((hit) => hit.id))
    .execute();
  const statuses = new Map(rows.map((row) => [Number(row.id), row.lifecycle_status]));
  for (const hit of products.hits) {
    const status = statuses.get(hit.id);
    if (status && status !== "active") hit.status = status;
  }
}

/**
 * The index keeps an article's text flat, its headings run into their paragraphs; the few
 * articles shown take their snippet from the content itself, each heading set off.
 */
async function withNewsSnippets(db: Kysely<any>, groups: SearchGroup[]): Promise<void> {
  const news = groups.find((group) => group.kind === "news");
  if (!news) return;
  const texts = await readNewsTexts(db, news.hits.map((hit) => hit.id));
  for (const hit of news.hits) {
    // Content that is not a list of sections (plain or doubly encoded text) keeps the index's text.
    const text = texts.get(hit.id);
    if (text) hit.detail = snippet(text);
  }
}
