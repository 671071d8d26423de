import type { Selectable } from "kysely";
import type { Db } from "~/db/connection.server";
import type { PopupTable } from "~/db/schema";
import { toStored } from "../shared/json-list";
import { isLive } from "../shared/publishing.server";
import type { ListQuery, Page } from "../shared/list-query";
import { deleteRecord, insertRecord, updateRecord } from "../shared/records.server";
import { type PopupInput, popupDefinition, popupInput } from "./definition";
import { type Popup, popupFromRow } from "./schema";
import { pageRecords } from "../shared/paginate.server";

const columns = [
  "id",
  "title",
  "content",
  "image",
  "link",
  "delay_seconds",
  "display_pages",
  "is_active",
  "publish_status",
  "publish_at",
  "unpublish_at",
  "sort_order",
  "created_at",
  "updated_at",
] as const;

const toColumns = (input: PopupInput) => toStored(popupInput.parse(input));

/** Admin list: newest first. */
export async function listPopups(db: Db): Promise<Popup[]> {
  const rows = await db.selectFrom("popups").select(columns).orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map(popupFromRow);
}

/** Public site: active popups in the order staff arranged them, then newest first; pickPopup takes the first that fits a page. */
export async function listActivePopups(db: Db): Promise<Popup[]> {
  const rows = await db
    .selectFrom("popups")
    .select(columns)
    .where("is_active", "=", 1)
    .where(isLive())
    .orderBy("sort_order")
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
  return popupFromRow(await insertRecord(db, "popups", toColumns(input), columns));
}

export async function updatePopup(db: Db, id: number, input: PopupInput): Promise<Popup | undefined> {
  const row = await updateRecord<Selectable<PopupTable>>(db, "popups", id, toColumns(input), columns);
  return row && popupFromRow(row);
}

export const deletePopup = (db: Db, id: number) => deleteRecord(db, "popups", id);

/** Admin list: one page, searched as the definition says (title and content). */
export const pagePopups = (db: Db, query: ListQuery<keyof typeof popupDefinition.list.sorts>): Promise<Page<Popup>> =>
  pageRecords(db, "popups", popupDefinition.list, query, columns, popupFromRow);
