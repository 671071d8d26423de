import { type Kysely, sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import { rebuildPostgresIndex } from "./postgres-index.server";
import { rebuildSqliteIndex } from "./sqlite-index.server";

/** Refills the index from the content tables, e.g. after a bulk import that bypassed the triggers. */
export const rebuildSearchIndex = (db: Kysely<any>) =>
  dialectOf(db) === "postgres" ? rebuildPostgresIndex(db) : rebuildSqliteIndex(db);

/**
 * After a bulk load: SQLite merges the FTS5 segments the load left behind (fewer, larger doclists
 * to read per query); PostgreSQL refreshes planner statistics, which pick between the trigram
 * indexes and a bounded scan, and vacuums, which marks the new rows visible to all so list pages
 * read their ids from the indexes alone (index-only scans) instead of visiting every row.
 */
export async function optimiseSearchIndex(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`vacuum analyze products`.execute(db);
    await sql`vacuum analyze search_index`.execute(db);
    // The admin product search's table, filled by its trigger with the products (migration 2026-11-30T0000).
    await sql`vacuum analyze product_admin_search`.execute(db);
  } else {
    await sql`insert into search_index (search_index) values ('optimize')`.execute(db);
    await sql`analyze`.execute(db);
  }
}
