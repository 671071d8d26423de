import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DialectName } from "./dialect";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export type DatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number; queryTimeoutMs?: number; preparedStatements?: boolean }
  | { kind: "sqlite"; file: string };

// PostgreSQL BIGINT (file sizes, rate-limit deadlines) comes back as text by default; these
// values are far below 2^53, so plain numbers are safe and match SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Far above any query of the site (milliseconds), far below a visitor's patience. */
const CONNECT_TIMEOUT_MS = 3_000;
const QUERY_TIMEOUT_MS = 15_000;

/**
 * For tools that load or reshape the whole catalogue (generating 100,000 products, then vacuuming
 * the tables it filled): work no visitor waits for, which takes longer than any page's query.
 */
export const MAINTENANCE_QUERY_TIMEOUT_MS = 30 * 60_000;

/** The same database, opened for such a tool: PostgreSQL's per-query timeout raised to the maintenance one. */
export const forMaintenance = (options: DatabaseOptions): DatabaseOptions =>
  options.kind === "postgres" ? { ...options, queryTimeoutMs: MAINTENANCE_QUERY_TIMEOUT_MS } : options;

export function openDatabase(options: DatabaseOptions): { db: Db; dialect: DialectName } {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // Without these a database that stops answering (host gone, network cut) holds every request,
      // and every pool connection, for as long as the operating system keeps the socket open. With
      // them the page answers 503 within seconds (app/db/unavailable.server.ts) and the pool recovers.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => {
      process.emitWarning(`PostgreSQL idle connection closed: ${error.message}`);
    });
    // A connection closed while a request holds it (a restart while a transaction waits between
    // statements) errors on the client, where the pool listens only while it is idle: without a
    // listener of our own that error would end the process. The query in flight, or the next one,
    // fails on its own (the request answers 503), and the pool drops the client when it comes back.
    pool.on("connect", (client) => {
      client.on("error", () => {});
      if (options.preparedStatements !== false) prepareRepeatedQueries(client);
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  if (options.file !== ":memory:") mkdirSync(path.dirname(options.file), { recursive: true });
  const sqlite = new SQLite(options.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }), dialect: "sqlite" };
}

/** Distinct parameterised SQL texts each PostgreSQL connection keeps prepared; the site runs a few hundred. */
export const PREPARED_PER_CONNECTION = 1000;

/**
 * The most parameters of a text worth keeping prepared. A page's queries take a few (a page of ids
 * takes 24, a search's ranked products 50); more are bulk writes (generating the catalogue, an
 * import), which would hold large statements on the server for the connection's life to save a parse
 * that is little of their cost.
 */
export const PREPARED_MAX_PARAMETERS = 100;

/**
 * PostgreSQL parses and plans an unnamed statement anew every time; for the catalogue's page query
 * that took longer than running it. Like SQLite's statement cache below, each connection prepares a
 * parameterised text under a name of its own the first time it runs it, and afterwards only binds
 * and executes it (PostgreSQL keeps a generic plan where one is as good as planning afresh). Text
 * without parameters (migrations, several statements at once) still goes as a simple query, and text
 * with more than PREPARED_MAX_PARAMETERS unnamed; past PREPARED_PER_CONNECTION texts a connection runs
 * new ones unnamed. Turned off for a connection pooler that does not keep a client's statements
 * (PgBouncer in transaction mode without max_prepared_statements): DATABASE_PREPARED_STATEMENTS=false
 * (decision 044).
 */
function prepareRepeatedQueries(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === "string" && Array.isArray(values) && values.length > 0 && values.length <= PREPARED_MAX_PARAMETERS) {
      let name = names.get(config);
      if (name === undefined && names.size < PREPARED_PER_CONNECTION) {
        name = `showroom_${names.size + 1}`;
        names.set(config, name);
      }
      if (name !== undefined) return query({ name, text: config, values }, callback);
    }
    return query(config, values, callback);
  }) as typeof client.query;
}

/** Distinct SQL texts kept prepared; the site runs a few hundred. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, and SQLite compiling the same SQL again is a measurable share
 * of a page's time. Statements are kept by their text (the least recently used go first) and reused:
 * every query runs to its end synchronously, so one is never in use twice, and a busy one (an
 * unfinished iteration) is never handed out.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

/** Picks PostgreSQL when a URL is configured, else the SQLite file under the data folder. */
export function databaseOptionsFromEnv(env: {
  DATABASE_URL?: string;
  DATABASE_PREPARED_STATEMENTS?: boolean;
  DATA_DIR: string;
  SQLITE_FILE: string;
}): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, preparedStatements: env.DATABASE_PREPARED_STATEMENTS ?? true }
    : { kind: "sqlite", file: path.resolve(env.DATA_DIR, env.SQLITE_FILE) };
}
