import type { Db } from "~/db/connection.server";
import { countRows } from "../shared/count.server";
import { isLive } from "../shared/publishing.server";
import { toStored } from "../shared/json-list";
import type { ListQuery, Page } from "../shared/list-query";
import { pageRecords } from "../shared/paginate.server";
import { deleteRecord, insertRecord, updateRecord } from "../shared/records.server";
import { type SolutionInput, solutionDefinition, solutionInput } from "./definition";
import { type Solution, solutionFromRow } from "./schema";

const columns = [
  "id",
  "title",
  "date",
  "content",
  "highlights",
  "specifications",
  "applications",
  "publish_status",
  "publish_at",
  "unpublish_at",
  "created_at",
  "updated_at",
] as const;

/** The site's solutions (live now), newest first by their own date. */
export async function listSolutions(db: Db, options: { limit?: number } = {}): Promise<Solution[]> {
  let query = db.selectFrom("solutions").select(columns).where(isLive()).orderBy("date", "desc").orderBy("id", "desc");
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(solutionFromRow);
}

/** `live`: only what the site shows now (the public page); the admin reads any. */
export async function getSolution(db: Db, id: number, { live = false } = {}): Promise<Solution | undefined> {
  const query = db.selectFrom("solutions").select(columns).where("id", "=", id);
  const row = await (live ? query.where(isLive()) : query).executeTakeFirst();
  return row && solutionFromRow(row);
}

export async function createSolution(db: Db, input: SolutionInput): Promise<Solution> {
  return solutionFromRow(await insertRecord(db, "solutions", toStored(solutionInput.parse(input)), columns));
}

export async function updateSolution(db: Db, id: number, input: SolutionInput): Promise<Solution | undefined> {
  const row = await updateRecord<Solution>(db, "solutions", id, toStored(solutionInput.parse(input)), columns);
  return row && solutionFromRow(row);
}

export const deleteSolution = (db: Db, id: number) => deleteRecord(db, "solutions", id);

export const countSolutions = (db: Db) => countRows(db, "solutions");

/** Admin list: one page, searched as the definition says (title). */
export const pageSolutions = (db: Db, query: ListQuery<keyof typeof solutionDefinition.list.sorts>): Promise<Page<Solution>> =>
  pageRecords(db, "solutions", solutionDefinition.list, query, columns, solutionFromRow);
