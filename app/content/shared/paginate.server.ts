import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { PUBLISHING_FILTERS, type PublishingFilter } from "./publishing";
import { inPublishingFilter } from "./publishing.server";
import { ADMIN_PAGE_SIZE, likePattern, type ListQuery, type Page, type SortDir } from "./list-query";

/**
 * One page of an admin list. `filtered` is the list's query with its search and filters applied
 * and nothing selected; it is counted first, so a page past the end shows the last page instead.
 * `rows` selects, joins and orders one page of it.
 */
export async function paginate<Row>(
  filtered: SelectQueryBuilder<any, any, any>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<Page<Row>> {
  const counted = await filtered.clearSelect().select(sql<number | string>`count(*)`.as("count")).executeTakeFirstOrThrow();
  const total = Number(counted.count);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(page, pages);
  return { rows: total === 0 ? [] : await rows(pageSize, (shown - 1) * pageSize), total, page: shown, pages, pageSize };
}

/**
 * paginate with a count taken elsewhere; `more` says the count stopped early, so there are more
 * than `total` rows (the list says so, and offers the pages up to there).
 */
export async function paginateCounted<Row>(
  total: number,
  more: boolean,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<Page<Row>> {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(page, pages);
  return { rows: total === 0 ? [] : await rows(pageSize, (shown - 1) * pageSize), total, more, page: shown, pages, pageSize };
}

/** Case-insensitive substring match on any of the columns (names come from our code, never a request). */
export function containsText(columns: readonly string[], q: string): Expression<SqlBool> {
  const pattern = likePattern(q);
  const like = (column: string) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
  return sql<SqlBool>`(${sql.join(columns.map(like), sql` or `)})`;
}

/** Orders by the chosen column, then by id in the same direction, so pages never overlap. */
export function sortedBy<Q extends SelectQueryBuilder<any, any, any>>(query: Q, column: string, dir: SortDir, idColumn: string): Q {
  return query.orderBy(sql.ref(column), dir).orderBy(sql.ref(idColumn), dir) as Q;
}

/**
 * One page of a single-table admin list: searched in the list's search columns, in the chosen
 * order, each row read with `fromRow` (lists parsed, flags as booleans).
 */
export async function pageRecords<Row, Read = Row>(
  db: Db,
  table: keyof Database,
  list: { search: { columns: readonly string[] } },
  query: ListQuery,
  columns: readonly string[],
  fromRow: (row: Row) => Read = (row) => row as unknown as Read,
): Promise<Page<Read>> {
  let filtered = (db as unknown as Kysely<any>).selectFrom(table);
  if (query.q) filtered = filtered.where(containsText(list.search.columns, query.q));
  // Only a list that offers the choice (a type with the publishing fields) is given `publishing`.
  const publishing = publishingChoice(query);
  if (publishing) filtered = filtered.where(inPublishingFilter(publishing, new Date().toISOString()));
  const rows = async (limit: number, offset: number) =>
    ((await sortedBy(filtered.select(columns), query.sort, query.dir, "id").limit(limit).offset(offset).execute()) as Row[]).map(fromRow);
  return paginate(filtered, rows, query.page);
}

/** The list's "Filter by publishing" choice, when one was given (decision 035). */
export function publishingChoice(query: ListQuery): PublishingFilter | undefined {
  const value = query.choices?.publishing;
  return value !== undefined && (PUBLISHING_FILTERS as readonly string[]).includes(value) ? (value as PublishingFilter) : undefined;
}
