import { type Kysely, sql } from "kysely";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { definitionOfType } from "~/content/definitions";

// Every table of the schema, parents before children so foreign keys hold while rows go back in.
// The search index is left out: the tables' triggers rebuild it as the rows are inserted (decision 007).
const ORDER = {
  categories: 1,
  subcategories: 1,
  types: 1,
  products: 1,
  attributes: 1,
  product_attribute_values: 1,
  solutions: 1,
  news: 1,
  hero_sections: 1,
  driver_categories: 1,
  drivers: 1,
  driver_products: 1,
  popups: 1,
  media_server_api: 1,
  enquiries: 1,
  enquiry_lines: 1,
  messages: 1,
  mail_outbox: 1,
  site_settings: 1,
  media_files: 1,
  content_version: 1,
  drafts: 1,
  trash: 1,
  revisions: 1,
  revision_media: 1,
  rate_limits: 1,
  user: 1,
  session: 1,
  account: 1,
  verification: 1,
  staff_invites: 1,
  twoFactor: 1,
  audit_log: 1,
  product_imports: 1,
  health_scans: 1,
} satisfies Record<keyof Database, 1>;

export type TableName = keyof Database;
export const BACKUP_TABLES = Object.keys(ORDER) as TableName[];
/** Rows a migration writes itself; the backup's row replaces them. */
const MIGRATION_ROWS: TableName[] = ["content_version"];

export type Row = Record<string, unknown>;

/**
 * Every row of every table, read in one transaction so they are one consistent state while the site
 * keeps writing: a repeatable-read snapshot on PostgreSQL, a WAL read snapshot on SQLite.
 */
export async function readAllTables(db: Db): Promise<Array<{ table: TableName; rows: Row[] }>> {
  const begin = dialectOf(db) === "postgres" ? db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only") : db.transaction();
  return begin.execute(async (trx) => {
    const tables = [];
    for (const table of BACKUP_TABLES) {
      tables.push({ table, rows: (await (trx as Kysely<any>).selectFrom(table).selectAll().execute()) as Row[] });
    }
    return tables;
  });
}

/** Tables that hold rows a restore would mix with (all but those the migrations fill). */
export async function tablesWithRows(db: Db): Promise<TableName[]> {
  const found: TableName[] = [];
  for (const table of BACKUP_TABLES) {
    if (MIGRATION_ROWS.includes(table)) continue;
    const row = await (db as Kysely<any>).selectFrom(table).select(sql<number>`1`.as("one")).limit(1).executeTakeFirst();
    if (row) found.push(table);
  }
  return found;
}

// Well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters for the widest table.
const BATCH = 200;

/** Inserts a dump's rows in one transaction, with their own ids; either all of them go in or none. */
export async function insertAllTables(db: Db, tables: Array<{ table: TableName; rows: Row[] }>): Promise<void> {
  const dialect = dialectOf(db);
  await db.transaction().execute(async (trx) => {
    const any = trx as Kysely<any>;
    for (const table of MIGRATION_ROWS) await any.deleteFrom(table).execute();
    for (const { table, rows } of tables) {
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH).map((row) => forDialect(row, dialect));
        await any.insertInto(table).values(batch).execute();
      }
      // Explicit ids leave a PostgreSQL serial where it was; the next insert must not collide.
      if (dialect === "postgres" && rows.length > 0 && typeof rows[0].id === "number") {
        await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
      }
    }
    await reserveTrashedIds(trx, dialect);
  });
}

/**
 * A record in the trash comes back with its id (decision 037), so a restored database must not hand
 * that id to a new record: each table's counter moves past the ids its trashed records hold.
 */
async function reserveTrashedIds(trx: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const trashed = await trx.selectFrom("trash").select(["content_type", sql<number>`max(record_id)`.as("last")]).groupBy("content_type").execute();
  for (const { content_type, last } of trashed) {
    const table = definitionOfType(content_type)?.table;
    if (!table) continue;
    const reserved = Number(last);
    if (dialect === "postgres") {
      await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), greatest(${reserved}, (select coalesce(max(id), 0) from ${sql.table(table)})))`.execute(trx);
    } else {
      // AUTOINCREMENT keeps its counter in sqlite_sequence, with a row per table once it has had one.
      await sql`update sqlite_sequence set seq = max(seq, ${reserved}) where name = ${table}`.execute(trx);
      await sql`insert into sqlite_sequence (name, seq) select ${table}, ${reserved} where not exists (select 1 from sqlite_sequence where name = ${table})`.execute(trx);
    }
  }
}

/** Values as the target stores them: SQLite binds no booleans or dates (decision 003: 0/1 and ISO text). */
function forDialect(row: Row, dialect: "sqlite" | "postgres"): Row {
  if (dialect === "postgres") return row;
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) out[column] = typeof value === "boolean" ? Number(value) : value;
  return out;
}

/** Names of the migrations this database has run, in order. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = await (db as Kysely<any>).selectFrom("kysely_migration").select("name").orderBy("name").execute();
  return rows.map((row) => row.name as string);
}
