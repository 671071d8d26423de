import { type Kysely, sql } from "kysely";

/**
 * The staff dashboard (issue 18, decision 041).
 * - Enquiries and messages record when they first reached In progress and when they were last Closed.
 *   Items changed before this migration take those times from the audit log's status entries
 *   (decision 023); an item whose change predates the audit log keeps them empty.
 * - `created_at` indexes for the dashboard's per-day counts of the last 90 days.
 * - Products keep their completeness score (0-100), empty until the app scores them (it does at
 *   start for every empty one; the criteria are the app's code, which a frozen migration must not call).
 *   Indexed for the admin list's sort and the per-category averages; `successor_id` is indexed for the
 *   health checks (and for the delete that clears it).
 * - `health_scans`: the outcome of the last background check of stored files (missing files, driver
 *   checksums), shared by every instance.
 * Frozen (decision 024): nothing here calls the app's code.
 */
const INBOX = [
  { table: "enquiries", target: "enquiry" },
  { table: "messages", target: "message" },
] as const;

/** An audit entry's JSON summary of a status change to `status`: `"status":[<before>,"<status>"]`. */
const changedTo = (status: string) => `%"status":[%,"${status}"]%`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, target } of INBOX) {
    await db.schema.alterTable(table).addColumn("in_progress_at", "text").execute();
    await db.schema.alterTable(table).addColumn("closed_at", "text").execute();
    await db.schema.createIndex(`${table}_created_at`).on(table).columns(["created_at", "id"]).execute();
    const entries = (status: string, pick: "min" | "max") =>
      sql`(select ${sql.raw(pick)}(a.created_at) from audit_log a
            where a.target_type = ${target} and a.target_id = cast(${sql.ref(`${table}.id`)} as text)
              and a.action = 'update' and a.changes like ${changedTo(status)})`;
    // First reached In progress, whatever came after; last Closed, only for what is Closed now.
    await sql`update ${sql.table(table)} set in_progress_at = ${entries("in_progress", "min")} where status <> 'new'`.execute(db);
    await sql`update ${sql.table(table)} set closed_at = ${entries("closed", "max")} where status = 'closed'`.execute(db);
  }

  await db.schema.alterTable("products").addColumn("completeness", "integer").execute();
  await db.schema.createIndex("products_by_completeness").on("products").columns(["completeness", "id"]).execute();
  await db.schema.createIndex("products_category_by_completeness").on("products").columns(["category_id", "completeness", "id"]).execute();
  await db.schema.createIndex("products_successor").on("products").column("successor_id").execute();

  await db.schema
    .createTable("health_scans")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("started_at", "text")
    // Staff asked for a check at this time: one starting later answers it.
    .addColumn("requested_at", "text")
    .addColumn("finished_at", "text")
    // A running scan holds this until then; a crashed one's claim runs out.
    .addColumn("locked_until", "text")
    // JSON: what the last finished scan found.
    .addColumn("findings", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("error", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("health_scans").execute();
  for (const index of ["products_successor", "products_category_by_completeness", "products_by_completeness"]) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable("products").dropColumn("completeness").execute();
  for (const { table } of INBOX) {
    await db.schema.dropIndex(`${table}_created_at`).execute();
    await db.schema.alterTable(table).dropColumn("closed_at").execute();
    await db.schema.alterTable(table).dropColumn("in_progress_at").execute();
  }
}
