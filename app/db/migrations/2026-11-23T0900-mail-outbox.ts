import type { Kysely } from "kysely";
import { withIdColumn } from "../dialect";

/**
 * E-mail copies of enquiries and messages wait here until the mail server takes them (issue 15):
 * written in the same transaction as the record they copy, sent after the visitor has their answer,
 * and retried with growing pauses while the mail server is down. Times are ISO text, as elsewhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("mail_outbox"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    // The inbox record whose mail_status follows this mail ("enquiries" or "messages"), if any.
    .addColumn("source_table", "text")
    .addColumn("source_id", "integer")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    // Set by the process sending it; a crashed sender's claim runs out and another takes the mail.
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_source").on("mail_outbox").columns(["source_table", "source_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
}
