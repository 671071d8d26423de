import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The media library (issue 17 part 5, decision 040): each stored file's alt text, written once on the
 * file and read by every page that shows it (null: none yet). The library lists files newest first,
 * all of them or one kind; both orders are an index, so a page of tens of thousands of files is a
 * range read. On PostgreSQL, `media_json(text)` reads a content column's JSON text for the usage check,
 * null where a row does not hold valid JSON (SQLite has json_valid for that). Frozen (decision 024):
 * nothing here calls the app's code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media_files").addColumn("alt_text", "text").execute();
  await db.schema.createIndex("media_files_created").on("media_files").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("media_files_kind_created").on("media_files").columns(["kind", "created_at", "id"]).execute();
  if (isPostgres(db)) {
    await sql`create function media_json(value text) returns jsonb language plpgsql immutable as $$
      begin return value::jsonb; exception when others then return null; end $$`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop function media_json(text)`.execute(db);
  await db.schema.dropIndex("media_files_kind_created").execute();
  await db.schema.dropIndex("media_files_created").execute();
  await db.schema.alterTable("media_files").dropColumn("alt_text").execute();
}

const isPostgres = (db: Kysely<any>) => dialectOf(db) === "postgres";
