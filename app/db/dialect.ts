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
