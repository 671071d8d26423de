import { type ColumnDataType, type Kysely, PostgresAdapter, type CreateTableBuilder, sql, type Transaction } from "kysely";

/**
 * The only place that knows the two databases differ. Migrations and repositories ask
 * here instead of writing dialect-specific SQL inline.
 */
export type DialectName = "sqlite" | "postgres";

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Adds an auto-incrementing integer primary key named `id`. */
export function withIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return dialectOf(db) === "postgres"
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/** Column type for an auth-library timestamp: native on PostgreSQL, ISO text on SQLite. */
export function authDateType(db: Kysely<any>): ColumnDataType {
  return dialectOf(db) === "postgres" ? "timestamptz" : "text";
}

/** Column type for an auth-library boolean: native on PostgreSQL, 0/1 on SQLite. */
export function authBooleanType(db: Kysely<any>): ColumnDataType {
  return dialectOf(db) === "postgres" ? "boolean" : "integer";
}

/**
 * Serialises transactions that check a rule and then write (e.g. at most 3 active heroes).
 * PostgreSQL: a transaction-scoped advisory lock keyed by the rule, released at commit or rollback.
 * SQLite: nothing to do, the single connection runs one transaction at a time.
 */
export async function lockForRule(trx: Transaction<any>, rule: string): Promise<void> {
  if (dialectOf(trx) !== "postgres") return;
  await sql`select pg_advisory_xact_lock(hashtext(${rule}))`.execute(trx);
}

/**
 * ` include (columns)` for a PostgreSQL index, empty on SQLite. PostgreSQL answers from the index
 * alone (index-only scan) only when it holds every column a query names, even inside an indexed
 * expression such as lower(name); SQLite reads indexed expressions from the index without it.
 */
export function indexInclude(db: Kysely<any>, columns: string[]) {
  return dialectOf(db) === "postgres" && columns.length > 0 ? sql.raw(` include (${columns.join(", ")})`) : sql.raw("");
}

/**
 * Every string anywhere inside a column's JSON text (in lists, objects, nested ones), one row each,
 * joined to the row holding it: append `join` to a `from <table> <row>` clause, then filter on
 * `isText` and read `value`. On PostgreSQL a row whose text is not valid JSON contributes nothing
 * (media_json, migration 2026-11-29T0003-media-library, answers null). On SQLite such a row fails the
 * query unless `checked`: checking every row first costs about twice the reading, so callers read
 * unchecked and ask again checked only when a row was malformed (an error does not end an SQLite
 * transaction, as it does a PostgreSQL one).
 */
export function jsonStrings(db: Kysely<any>, column: string, alias: string, checked = false) {
  const ref = sql.ref(column);
  const name = sql.raw(alias);
  if (dialectOf(db) === "postgres") {
    return {
      join: sql`cross join lateral jsonb_path_query(media_json(${ref}), 'strict $.**') as ${name}(v)`,
      isText: sql`jsonb_typeof(${name}.v) = 'string'`,
      value: sql<string>`(${name}.v #>> '{}')`,
    };
  }
  return {
    join: checked ? sql`, json_tree(case when json_valid(${ref}) then ${ref} else '[]' end) as ${name}` : sql`, json_tree(${ref}) as ${name}`,
    isText: sql`${name}.type = 'text'`,
    value: sql<string>`${name}.value`,
  };
}

/** True for SQLite's refusal of a JSON text it cannot read (see jsonStrings). */
export const isMalformedJson = (error: unknown) => error instanceof Error && /malformed JSON/i.test(error.message);

/**
 * The highest id a table's counter has handed out, rows since deleted included (0 before the first):
 * a new row must not take an id that revisions, audit entries or the trash still name.
 */
export async function lastIssuedId(db: Kysely<any>, table: string): Promise<number> {
  if (dialectOf(db) === "postgres") {
    const { rows } = await sql<{ last: string | null }>`select pg_sequence_last_value(pg_get_serial_sequence(${`"${table}"`}, 'id')::regclass) as last`.execute(db);
    return Number(rows[0]?.last ?? 0);
  }
  // AUTOINCREMENT keeps its counter in sqlite_sequence, with a row per table once it has had one.
  const { rows } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  return Number(rows[0]?.seq ?? 0);
}

/**
 * Brings PostgreSQL's row counts and value statistics up to date for tables a transaction has just
 * filled (a generated catalogue, an import of thousands of rows). Its planner otherwise goes on the
 * last sizes it saw, and a read in the same transaction joins 100,000 new rows as if there were 40:
 * seconds a query instead of milliseconds. ANALYZE inside the transaction counts its own rows.
 * SQLite plans without such statistics.
 */
export async function refreshPlannerStatistics(db: Kysely<any>, tables: string[]): Promise<void> {
  if (dialectOf(db) !== "postgres" || tables.length === 0) return;
  await sql`analyze ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
}
