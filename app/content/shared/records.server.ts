import type { Kysely } from "kysely";
import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { bumpContentVersion, now } from "./content-version.server";
import { assertPublishing } from "./publishing.server";

type ContentTable = keyof Database;

/**
 * The writes every content type shares: insert with both timestamps, update by id with a fresh
 * `updated_at`, delete by id; each bumps the content version (decision 005) when it changed a row.
 * Table and column names come from the definitions and repositories, never from a request.
 */
export async function insertRecord<Row>(db: Db, table: ContentTable, values: object, columns: readonly string[]): Promise<Row> {
  assertPublishing(values);
  const timestamp = now();
  const row = await (db as unknown as Kysely<any>)
    .insertInto(table)
    .values({ ...values, created_at: timestamp, updated_at: timestamp })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return row as Row;
}

export async function updateRecord<Row>(db: Db, table: ContentTable, id: number, values: object, columns: readonly string[]): Promise<Row | undefined> {
  assertPublishing(values);
  const row = await (db as unknown as Kysely<any>)
    .updateTable(table)
    .set({ ...values, updated_at: now() })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  if (row) await bumpContentVersion(db);
  return row as Row | undefined;
}

export async function deleteRecord(db: Db, table: ContentTable, id: number): Promise<boolean> {
  const result = await (db as unknown as Kysely<any>).deleteFrom(table).where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}
