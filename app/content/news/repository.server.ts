import type { Db } from "~/db/connection.server";
import { countRows } from "../shared/count.server";
import { isLive } from "../shared/publishing.server";
import { parseJsonList, toStored } from "../shared/json-list";
import type { ListQuery, Page } from "../shared/list-query";
import { pageRecords } from "../shared/paginate.server";
import { deleteRecord, insertRecord, updateRecord } from "../shared/records.server";
import { type NewsInput, newsDefinition, newsInput } from "./definition";
import { type News, newsFromRow, newsText, storedNewsSection } from "./schema";

const columns = ["id", "title", "place", "date", "images", "content", "publish_status", "publish_at", "unpublish_at", "created_at", "updated_at"] as const;

/** The site's articles (live now), newest first by the article's date. */
export async function listNews(db: Db, options: { limit?: number } = {}): Promise<News[]> {
  let query = db.selectFrom("news").select(columns).where(isLive()).orderBy("date", "desc").orderBy("id", "desc");
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(newsFromRow);
}

/** The content of a few articles as running text (see newsText), by id. */
export async function readNewsTexts(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("news").select(["id", "content"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, newsText(parseJsonList(row.content, storedNewsSection))]));
}

/** `live`: only what the site shows now (the public page); the admin reads any. */
export async function getNews(db: Db, id: number, { live = false } = {}): Promise<News | undefined> {
  const query = db.selectFrom("news").select(columns).where("id", "=", id);
  const row = await (live ? query.where(isLive()) : query).executeTakeFirst();
  return row && newsFromRow(row);
}

export async function createNews(db: Db, input: NewsInput): Promise<News> {
  return newsFromRow(await insertRecord(db, "news", toStored(newsInput.parse(input)), columns));
}

export async function updateNews(db: Db, id: number, input: NewsInput): Promise<News | undefined> {
  const row = await updateRecord<News>(db, "news", id, toStored(newsInput.parse(input)), columns);
  return row && newsFromRow(row);
}

export const deleteNews = (db: Db, id: number) => deleteRecord(db, "news", id);

export const countNews = (db: Db) => countRows(db, "news");

/** Admin list: one page, searched as the definition says (title and place). */
export const pageNews = (db: Db, query: ListQuery<keyof typeof newsDefinition.list.sorts>): Promise<Page<News>> =>
  pageRecords(db, "news", newsDefinition.list, query, columns, newsFromRow);
