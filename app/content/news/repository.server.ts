import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
import { parseJsonList, toJsonList } from "../shared/json-list";
import { type News, type NewsInput, type NewsValues, newsFromRow, newsInput, newsText, storedNewsSection } from "./schema";
import { type ListConfig, type ListQuery, type Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";

const columns = ["id", "title", "place", "date", "images", "content", "created_at", "updated_at"] as const;

const toColumns = (values: NewsValues) => ({
  title: values.title,
  place: values.place,
  date: values.date,
  images: toJsonList(values.images),
  content: toJsonList(values.content),
});

/** Newest first by the article's date. */
export async function listNews(db: Db, options: { limit?: number } = {}): Promise<News[]> {
  let query = db.selectFrom("news").select(columns).orderBy("date", "desc").orderBy("id", "desc");
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(newsFromRow);
}

/** The content of a few articles as running text (see newsText), by id. */
export async function readNewsTexts(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("news").select(["id", "content"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, newsText(parseJsonList(row.content, storedNewsSection))]));
}

export async function getNews(db: Db, id: number): Promise<News | undefined> {
  const row = await db.selectFrom("news").select(columns).where("id", "=", id).executeTakeFirst();
  return row && newsFromRow(row);
}

export async function createNews(db: Db, input: NewsInput): Promise<News> {
  const timestamp = now();
  const row = await db
    .insertInto("news")
    .values({ ...toColumns(newsInput.parse(input)), created_at: timestamp, updated_at: timestamp })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return newsFromRow(row);
}

export async function updateNews(db: Db, id: number, input: NewsInput): Promise<News | undefined> {
  const row = await db
    .updateTable("news")
    .set({ ...toColumns(newsInput.parse(input)), updated_at: now() })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  if (row) await bumpContentVersion(db);
  return row && newsFromRow(row);
}

export async function deleteNews(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("news").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}

export const countNews = (db: Db) => countRows(db, "news");

export const newsListConfig = {
  sorts: { date: "desc", title: "asc", place: "asc" },
  defaultSort: "date",
} satisfies ListConfig<"date" | "title" | "place">;

/** Admin list: one page, searched by title and place. */
export async function pageNews(db: Db, query: ListQuery<keyof typeof newsListConfig.sorts>): Promise<Page<News>> {
  let filtered = db.selectFrom("news");
  if (query.q) filtered = filtered.where(containsText(["title", "place"], query.q));
  const rows = async (limit: number, offset: number) =>
    (await sortedBy(filtered.select(columns), query.sort, query.dir, "id").limit(limit).offset(offset).execute()).map(newsFromRow);
  return paginate(filtered, rows, query.page);
}
