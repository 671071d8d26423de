import type { Kysely } from "kysely";

/**
 * The publishing workflow (issue 17, decision 035): products, solutions, news, hero sections and popups
 * get a status (draft, scheduled, published, unpublished) with optional publish and unpublish times
 * (UTC text, YYYY-MM-DDTHH:MM:SS). Existing rows are Published, so the site is unchanged. The content
 * version row keeps the next moment a schedule starts or ends, which the page cache watches. `drafts`
 * holds an editor's pending changes to a record (the form as posted, JSON text) apart from the live row.
 * Frozen (decision 024): nothing here calls the app's code.
 */
const TABLES = ["products", "solutions", "news", "hero_sections", "popups"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("publish_status", "text", (c) => c.notNull().defaultTo("published")).execute();
    await db.schema.alterTable(table).addColumn("publish_at", "text").execute();
    await db.schema.alterTable(table).addColumn("unpublish_at", "text").execute();
    // The next schedule change is MIN(publish_at) over scheduled rows and MIN(unpublish_at): one probe each.
    await db.schema.createIndex(`${table}_publish_at`).on(table).columns(["publish_status", "publish_at"]).execute();
    await db.schema.createIndex(`${table}_unpublish_at`).on(table).column("unpublish_at").execute();
  }
  await db.schema.alterTable("content_version").addColumn("next_change_at", "text").execute();
  await db.schema
    .createTable("drafts")
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("record_id", "integer", (c) => c.notNull())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("saved_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("drafts_pkey", ["content_type", "record_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("drafts").execute();
  await db.schema.alterTable("content_version").dropColumn("next_change_at").execute();
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_unpublish_at`).execute();
    await db.schema.dropIndex(`${table}_publish_at`).execute();
    for (const column of ["unpublish_at", "publish_at", "publish_status"]) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
