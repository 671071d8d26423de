import type { Kysely } from "kysely";
import { dialectOf } from "~/db/dialect";
import { searchPostgres } from "./postgres-index.server";
import { normaliseQuery } from "./query";
import { type SearchResponse, searchGroupOrder, toSearchGroup } from "./results";
import { searchSqlite } from "./sqlite-index.server";

/**
 * Case-insensitive substring search over product name, model number and description, driver
 * name, news title and content, solution title and content. Groups with no match are left out.
 */
export async function searchContent(db: Kysely<any>, rawQuery: string | null | undefined): Promise<SearchResponse> {
  const query = normaliseQuery(rawQuery);
  if (!query) return { query, groups: [] };
  const search = dialectOf(db) === "postgres" ? searchPostgres : searchSqlite;
  const rows = await search(db, query);
  const groups = searchGroupOrder.map(({ kind, label }) =>
    toSearchGroup(kind, label, rows.filter((row) => row.kind === kind)),
  );
  return { query, groups: groups.filter((group) => group.count > 0) };
}
