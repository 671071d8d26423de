import type { Kysely } from "kysely";
import { withIdColumn } from "../dialect";

/**
 * The audit log (issue 13, part 5; decision 023): one row per sign-in event and admin write, inserted
 * in the same transaction as the write it describes. Rows are only ever inserted, never updated or
 * deleted by the app. The actor's name is copied in, so an entry reads the same after a rename.
 * Times are ISO text, as elsewhere, so they sort and compare as text on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("audit_log"))
    .addColumn("created_at", "text", (c) => c.notNull())
    // Null for events without a signed-in user (a failed sign-in names the e-mail in `changes`).
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text")
    // JSON: { field: [before, after] }, each value shortened; "{}" when nothing is worth showing.
    .addColumn("changes", "text", (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("request_id", "text")
    .execute();
  await db.schema.createIndex("audit_log_time").on("audit_log").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("audit_log_target").on("audit_log").columns(["target_type", "target_id", "created_at"]).execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
