import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";

/** Number of rows in a table, optionally where one column equals a value. */
export async function countRows(
  db: Db,
  table: keyof Database,
  where?: { column: string; value: number | string },
): Promise<number> {
  // Table and column names come from our own code, never from a request.
  let query = db.selectFrom(table as "categories").select((eb) => eb.fn.countAll<number | string>().as("count"));
  if (where) query = query.where(where.column as "id", "=", where.value as number);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
