import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
import { toJsonList } from "../shared/json-list";
import { type Solution, type SolutionInput, type SolutionValues, solutionFromRow, solutionInput } from "./schema";
import { type ListConfig, type ListQuery, type Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";

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

function toColumns(values: SolutionValues) {
  return {
    title: values.title,
    date: values.date,
    content: toJsonList(values.content),
    highlights: toJsonList(values.highlights),
    specifications: toJsonList(values.specifications),
    applications: toJsonList(values.applications),
  };
}

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
  const timestamp = now();
  const row = await db
    .insertInto("solutions")
    .values({ ...toColumns(solutionInput.parse(input)), created_at: timestamp, updated_at: timestamp })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return solutionFromRow(row);
}

export async function updateSolution(db: Db, id: number, input: SolutionInput): Promise<Solution | undefined> {
  const row = await db
    .updateTable("solutions")
    .set({ ...toColumns(solutionInput.parse(input)), updated_at: now() })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  if (row) await bumpContentVersion(db);
  return row && solutionFromRow(row);
}

export async function deleteSolution(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("solutions").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}

export const countSolutions = (db: Db) => countRows(db, "solutions");

export const solutionListConfig = {
  sorts: { date: "desc", title: "asc", created_at: "desc" },
  defaultSort: "date",
} satisfies ListConfig<"date" | "title" | "created_at">;

/** Admin list: one page, searched by title. */
export async function pageSolutions(db: Db, query: ListQuery<keyof typeof solutionListConfig.sorts>): Promise<Page<Solution>> {
  let filtered = db.selectFrom("solutions");
  if (query.q) filtered = filtered.where(containsText(["title"], query.q));
  const rows = async (limit: number, offset: number) =>
    (await sortedBy(filtered.select(columns), query.sort, query.dir, "id").limit(limit).offset(offset).execute()).map(solutionFromRow);
  return paginate(filtered, rows, query.page);
}
