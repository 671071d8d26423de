import { type Kysely, sql } from "kysely";
import { indexInclude } from "../dialect";

/**
 * Indexes for "live now" at 100,000 products (decision 035), after 2026-11-28T0001-publishing.
 *
 * The schedule indexes hold only what the next schedule change reads: Scheduled rows by publish time,
 * and rows with an unpublish time. Indexing every row let SQLite answer the live test (published, or
 * scheduled and started; not ended) from them: on a database migrated without fresh statistics, a
 * category's page of /products read all 100,000 products through them and sorted them (200 ms)
 * instead of walking the category's own index (0.1 ms). A partial index cannot serve the "published"
 * half of the test, so neither database can take that path.
 *
 * The list indexes and the sidebar's grouped count get the publishing columns after the lifecycle
 * status, so the live test is answered from the index alone as the lifecycle filter is: without
 * them, the counts and the deep pages' anchors read every product's row (350 ms at 100,000).
 */
const TABLES = ["products", "solutions", "news", "hero_sections", "popups"];

const levels = [
  { name: "list", column: null },
  { name: "category", column: "category_id" },
  { name: "subcategory", column: "subcategory_id" },
  { name: "type", column: "type_id" },
] as const;

const sorts = [
  { name: "newest", keys: "created_at, id", include: [] },
  { name: "name", keys: "lower(name), id", include: ["name"] },
] as const;

async function buildProductIndexes(db: Kysely<any>, withPublishing: boolean): Promise<void> {
  const trailing = withPublishing ? ", lifecycle_status, publish_status, publish_at, unpublish_at" : ", lifecycle_status";
  for (const level of levels) {
    for (const sort of sorts) {
      const keys = `${level.column ? `${level.column}, ` : ""}${sort.keys}${trailing}`;
      const name = sql.id(`products_${level.name}_by_${sort.name}`);
      await sql`drop index ${name}`.execute(db);
      await sql`create index ${name} on products (${sql.raw(keys)})${indexInclude(db, [...sort.include])}`.execute(db);
    }
  }
  await db.schema.dropIndex("products_taxonomy").execute();
  const columns = ["category_id", "subcategory_id", "type_id", "lifecycle_status", ...(withPublishing ? ["publish_status", "publish_at", "unpublish_at"] : [])];
  await db.schema.createIndex("products_taxonomy").on("products").columns(columns).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_publish_at`).execute();
    await db.schema.dropIndex(`${table}_unpublish_at`).execute();
    await db.schema.createIndex(`${table}_scheduled_publish_at`).on(table).column("publish_at").where(sql.ref("publish_status"), "=", "scheduled").execute();
    await db.schema.createIndex(`${table}_unpublish_at`).on(table).column("unpublish_at").where(sql.ref("unpublish_at"), "is not", null).execute();
  }
  await buildProductIndexes(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await buildProductIndexes(db, false);
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_unpublish_at`).execute();
    await db.schema.dropIndex(`${table}_scheduled_publish_at`).execute();
    await db.schema.createIndex(`${table}_publish_at`).on(table).columns(["publish_status", "publish_at"]).execute();
    await db.schema.createIndex(`${table}_unpublish_at`).on(table).column("unpublish_at").execute();
  }
}
