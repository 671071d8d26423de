import type { Selectable } from "kysely";
import type { Db } from "~/db/connection.server";
import type { TrashTable } from "~/db/schema";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";
import type { ListQuery, Page } from "../shared/list-query";

/** All SQL on the trash table (decision 037). */

export type TrashEntry = Selectable<TrashTable>;
export type TrashListItem = Pick<TrashEntry, "id" | "content_type" | "record_id" | "title" | "deleted_by_name" | "deleted_at" | "purge_at">;
export type NewTrashEntry = Omit<TrashEntry, "id">;

const listColumns = ["id", "content_type", "record_id", "title", "deleted_by_name", "deleted_at", "purge_at"] as const;

export const TRASH_SORTS = { deleted_at: "desc", title: "asc", kind: "asc", purge_at: "asc" } as const;
export type TrashSort = keyof typeof TRASH_SORTS;
const sortColumns: Record<TrashSort, string> = { deleted_at: "deleted_at", title: "title", kind: "content_type", purge_at: "purge_at" };

export async function insertTrashEntry(db: Db, entry: NewTrashEntry): Promise<number> {
  const { id } = await db.insertInto("trash").values(entry).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function getTrashEntry(db: Db, id: number): Promise<TrashEntry | undefined> {
  return db.selectFrom("trash").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Takes an entry out of the trash: the delete is the claim, so of two instances purging, or two staff
 * restoring, at once only one gets it (the other finds nothing). `dueBy`: only if its purge time has come.
 */
export async function takeTrashEntry(db: Db, id: number, dueBy?: string): Promise<TrashEntry | undefined> {
  let query = db.deleteFrom("trash").where("id", "=", id);
  if (dueBy !== undefined) query = query.where("purge_at", "<=", dueBy);
  return query.returningAll().executeTakeFirst();
}

/** Entries whose purge time has come, by id from `afterId` on (a cursor, so an entry that failed is not read again). */
export async function dueTrashIds(db: Db, now: string, afterId: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom("trash").select("id").where("purge_at", "<=", now).where("id", ">", afterId).orderBy("id").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Ids of the entries of these kinds (the ones a staff member sees), oldest first, from `afterId` on. */
export async function trashIdsOfKinds(db: Db, kinds: readonly string[], afterId: number, limit: number): Promise<number[]> {
  if (kinds.length === 0) return [];
  const rows = await db.selectFrom("trash").select("id").where("content_type", "in", [...kinds]).where("id", ">", afterId).orderBy("id").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** The newest entry of a record, if it is in the trash (a parent that may come back first). */
export async function findTrashedRecord(db: Db, type: string, recordId: number): Promise<Pick<TrashEntry, "id" | "title"> | undefined> {
  return db
    .selectFrom("trash")
    .select(["id", "title"])
    .where("content_type", "=", type)
    .where("record_id", "=", recordId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The titles of those of these records that are in the trash, by record id (none asked: none read). */
export async function trashedTitles(db: Db, type: string, recordIds: readonly number[]): Promise<Map<number, string>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db.selectFrom("trash").select(["record_id", "title"]).where("content_type", "=", type).where("record_id", "in", [...new Set(recordIds)]).execute();
  return new Map(rows.map((row) => [row.record_id, row.title]));
}

/** How many entries of these kinds there are (all kinds: the whole trash). */
export async function countTrash(db: Db, kinds: readonly string[], allKinds: boolean): Promise<number> {
  let query = db.selectFrom("trash").select((eb) => eb.fn.countAll<number | string>().as("count"));
  if (!allKinds) query = query.where("content_type", "in", kinds.length > 0 ? [...kinds] : [""]);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The Trash screen: one page of the kinds the staff member may see, searched by name, optionally one kind. */
export async function pageTrash(db: Db, query: ListQuery<TrashSort>, kinds: readonly string[], allKinds: boolean): Promise<Page<TrashListItem>> {
  let filtered = db.selectFrom("trash");
  // Staff who see every kind need no kind condition, so the default order reads its index directly.
  if (!allKinds) filtered = filtered.where("content_type", "in", kinds.length > 0 ? [...kinds] : [""]);
  const kind = query.choices?.kind;
  if (kind) filtered = filtered.where("content_type", "=", kind);
  if (query.q) filtered = filtered.where(containsText(["title"], query.q));
  const rows = (limit: number, offset: number) => sortedBy(filtered.select(listColumns), sortColumns[query.sort], query.dir, "id").limit(limit).offset(offset).execute();
  return paginate(filtered, rows, query.page);
}
