import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { toJsonList } from "../shared/json-list";
import { type Popup, type PopupInput, popupFromRow, popupInput } from "./schema";
import { type ListConfig, type ListQuery, type Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";

const columns = [
  "id",
  "title",
  "content",
  "image",
  "link",
  "delay_seconds",
  "display_pages",
  "is_active",
  "created_at",
  "updated_at",
] as const;

function toColumns(input: PopupInput) {
  const values = popupInput.parse(input);
  return { ...values, display_pages: toJsonList(values.display_pages), is_active: values.is_active ? 1 : 0 };
}

/** Admin list: newest first. */
export async function listPopups(db: Db): Promise<Popup[]> {
  const rows = await db.selectFrom("popups").select(columns).orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map(popupFromRow);
}

/** Public site: active popups, newest first; pickPopup chooses among them per page. */
export async function listActivePopups(db: Db): Promise<Popup[]> {
  const rows = await db
    .selectFrom("popups")
    .select(columns)
    .where("is_active", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(popupFromRow);
}

export async function getPopup(db: Db, id: number): Promise<Popup | undefined> {
  const row = await db.selectFrom("popups").select(columns).where("id", "=", id).executeTakeFirst();
  return row && popupFromRow(row);
}

export async function createPopup(db: Db, input: PopupInput): Promise<Popup> {
  const timestamp = now();
  const row = await db
    .insertInto("popups")
    .values({ ...toColumns(input), created_at: timestamp, updated_at: timestamp })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return popupFromRow(row);
}

export async function updatePopup(db: Db, id: number, input: PopupInput): Promise<Popup | undefined> {
  const row = await db
    .updateTable("popups")
    .set({ ...toColumns(input), updated_at: now() })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  if (row) await bumpContentVersion(db);
  return row && popupFromRow(row);
}

export async function deletePopup(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("popups").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}

export const popupListConfig = {
  sorts: { created_at: "desc", title: "asc", delay_seconds: "asc" },
  defaultSort: "created_at",
} satisfies ListConfig<"created_at" | "title" | "delay_seconds">;

/** Admin list: one page, searched by title and content. */
export async function pagePopups(db: Db, query: ListQuery<keyof typeof popupListConfig.sorts>): Promise<Page<Popup>> {
  let filtered = db.selectFrom("popups");
  if (query.q) filtered = filtered.where(containsText(["title", "content"], query.q));
  const rows = async (limit: number, offset: number) =>
    (await sortedBy(filtered.select(columns), query.sort, query.dir, "id").limit(limit).offset(offset).execute()).map(popupFromRow);
  return paginate(filtered, rows, query.page);
}
