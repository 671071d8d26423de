import type { Kysely } from "kysely";
import { withIdColumn } from "../dialect";

/**
 * Revisions (issue 17 part 2, decision 038): every save of a product, solution, news article, hero
 * section or popup keeps the record as saved (JSON text, with what related tables hold for it), who
 * saved it and when. An item's revisions are read newest first through (content_type, record_id,
 * created_at); `number` counts them per item. `revision_media` lists the uploaded files a revision
 * points at, so "is this file in use" is one indexed lookup; its rows go with their revision.
 * Frozen (decision 024): nothing here calls the app's code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("revisions"))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("record_id", "integer", (c) => c.notNull())
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("saved_by_id", "text")
    // The name (or e-mail) as it was, so a revision reads the same after a rename; null: not recorded.
    .addColumn("saved_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("revisions_record").on("revisions").columns(["content_type", "record_id", "created_at"]).execute();
  await db.schema
    .createTable("revision_media")
    .addColumn("revision_id", "integer", (c) => c.notNull().references("revisions.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("revision_media_url").on("revision_media").column("url").execute();
  await db.schema.createIndex("revision_media_revision").on("revision_media").column("revision_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("revision_media").execute();
  await db.schema.dropTable("revisions").execute();
}
