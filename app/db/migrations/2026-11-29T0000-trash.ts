import type { Kysely } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The trash (issue 17 part 3, decision 037): a deleted record's row, with the rows that belonged to it,
 * as JSON text, kept for 30 days. `media` lists the uploaded files the snapshot links to, so a file stays
 * while a trashed record still uses it. The record's own id comes back with it on restore.
 * Frozen (decision 024): nothing here calls the app's code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("trash");
  await (dialectOf(db) === "postgres" ? table.addColumn("id", "serial", (c) => c.primaryKey()) : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("record_id", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("media", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("deleted_by_id", "text")
    .addColumn("deleted_by_name", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text", (c) => c.notNull())
    .addColumn("purge_at", "text", (c) => c.notNull())
    .execute();
  // The screen's default order, its kind filter, the purge's due items, and "is its parent in the trash?".
  await db.schema.createIndex("trash_deleted_at").on("trash").columns(["deleted_at", "id"]).execute();
  await db.schema.createIndex("trash_kind_deleted_at").on("trash").columns(["content_type", "deleted_at", "id"]).execute();
  await db.schema.createIndex("trash_purge_at").on("trash").column("purge_at").execute();
  await db.schema.createIndex("trash_record").on("trash").columns(["content_type", "record_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("trash").execute();
}
