import type { Db } from "~/db/connection.server";
import { countRows } from "../shared/count.server";
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
  "created_at",
  "updated_at",
] as const;

/** Newest first by the solution's own date. */
export async function listSolutions(db: Db, options: { limit?: number } = {}): Promise<Solution[]> {
  let query = db.selectFrom("solutions").select(columns).orderBy("date", "desc").orderBy("id", "desc");
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(solutionFromRow);
}

export async function getSolution(db: Db, id: number): Promise<Solution | undefined> {
  const row = await db.selectFrom("solutions").select(columns).where("id", "=", id).executeTakeFirst();
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
