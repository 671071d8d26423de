import { sql } from "kysely";
import { expect, it } from "vitest";
import { type Db, databaseOptionsFromEnv, forMaintenance, openDatabase, PREPARED_MAX_PARAMETERS, PREPARED_PER_CONNECTION } from "./connection.server";

const url = process.env.TEST_DATABASE_URL;

// A database restart closes the connections a request is holding, not only idle ones. pg reports that
// on the connection itself, and an error event nobody listens to would end the whole server.
it.runIf(url)("a PostgreSQL connection closed while a request holds it fails that request only; the pool goes on", async () => {
  const { db } = openDatabase({ kind: "postgres", url: url! });
  const { db: admin } = openDatabase({ kind: "postgres", url: url! });
  try {
    const held = db.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
      await sql`select pg_terminate_backend(${rows[0].pid})`.execute(admin);
      // The termination reaches this connection while it is checked out and between queries.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`select 1`.execute(connection);
    });
    await expect(held).rejects.toThrow();
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
    expect(rows).toEqual([{ ok: 1 }]);
  } finally {
    await db.destroy();
    await admin.destroy();
  }
});

// A page's query gives up after 15 s; vacuuming 100,000 generated products may take longer on a busy machine.
it.runIf(url)("a query past the page timeout fails, and runs to its end on a connection opened for maintenance", async () => {
  const { db } = openDatabase({ kind: "postgres", url: url!, queryTimeoutMs: 200 });
  const { db: maintenance } = openDatabase(forMaintenance({ kind: "postgres", url: url!, queryTimeoutMs: 200 }));
  try {
    await expect(sql`select pg_sleep(0.5)`.execute(db)).rejects.toThrow("Query read timeout");
    await expect(sql`select pg_sleep(0.5)`.execute(maintenance)).resolves.toBeDefined();
  } finally {
    await db.destroy();
    await maintenance.destroy();
  }
});

it("opening SQLite for maintenance changes nothing", () => {
  expect(forMaintenance({ kind: "sqlite", file: "x.db" })).toEqual({ kind: "sqlite", file: "x.db" });
});

/** The statements this connection has prepared by name (the unnamed one is never listed). */
async function preparedOnConnection(connection: Db) {
  const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(connection);
  return rows;
}

// PostgreSQL parses and plans an unnamed statement every time; a connection keeps what it repeats.
it.runIf(url)("a PostgreSQL connection prepares each parameterised query once, and answers it the same way", async () => {
  const { db } = openDatabase({ kind: "postgres", url: url! });
  try {
    await db.connection().execute(async (connection) => {
      const twice = sql<{ n: number }>`select ${2}::int * 21 as n`;
      expect((await twice.execute(connection)).rows).toEqual([{ n: 42 }]);
      expect((await sql<{ n: number }>`select ${3}::int * 21 as n`.execute(connection)).rows).toEqual([{ n: 63 }]);
      // A query without parameters goes as a simple query: migrations send several statements at once.
      await sql`select 1; select 2`.execute(connection);
      // A bulk write's many parameters go unnamed: kept, it would hold a large statement for nothing.
      const many = Array.from({ length: PREPARED_MAX_PARAMETERS + 1 }, (_, i) => sql`${i}::int`);
      expect((await sql<{ n: number }>`select greatest(${sql.join(many)}) as n`.execute(connection)).rows).toEqual([{ n: PREPARED_MAX_PARAMETERS }]);
      expect(await preparedOnConnection(connection)).toEqual([{ name: "showroom_1", statement: "select $1::int * 21 as n" }]);
      // A failed run leaves the statement usable.
      const divide = (by: number) => sql<{ n: number }>`select 6 / ${by}::int as n`.execute(connection);
      await expect(divide(0)).rejects.toThrow("division by zero");
      expect((await divide(3)).rows).toEqual([{ n: 2 }]);
      expect((await preparedOnConnection(connection)).map((row) => row.statement)).toEqual(["select $1::int * 21 as n", "select 6 / $1::int as n"]);
    });
  } finally {
    await db.destroy();
  }
});

it.runIf(url)(`a PostgreSQL connection keeps at most ${PREPARED_PER_CONNECTION} statements, and runs further ones unnamed`, async () => {
  const { db } = openDatabase({ kind: "postgres", url: url! });
  try {
    await db.connection().execute(async (connection) => {
      for (let i = 0; i <= PREPARED_PER_CONNECTION; i += 1) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + ${sql.lit(i)} as n`.execute(connection);
        expect(rows[0].n).toBe(2 * i);
      }
      const prepared = await preparedOnConnection(connection);
      expect(prepared).toHaveLength(PREPARED_PER_CONNECTION);
      expect(prepared.some((row) => row.statement === `select $1::int + ${PREPARED_PER_CONNECTION} as n`)).toBe(false);
    });
  } finally {
    await db.destroy();
  }
});

// Behind a pooler that hands each transaction another server connection, a named statement may be missing.
it.runIf(url)("with prepared statements off, a PostgreSQL connection prepares nothing", async () => {
  const { db } = openDatabase({ kind: "postgres", url: url!, preparedStatements: false });
  try {
    await db.connection().execute(async (connection) => {
      await sql`select ${1}::int as n`.execute(connection);
      await sql`select ${1}::int as n`.execute(connection);
      expect(await preparedOnConnection(connection)).toEqual([]);
    });
  } finally {
    await db.destroy();
  }
});

it("DATABASE_PREPARED_STATEMENTS reaches the PostgreSQL options, on by default", () => {
  const base = { DATABASE_URL: "postgresql://db/showroom", DATA_DIR: "data", SQLITE_FILE: "showroom.db" };
  expect(databaseOptionsFromEnv(base)).toMatchObject({ kind: "postgres", preparedStatements: true });
  expect(databaseOptionsFromEnv({ ...base, DATABASE_PREPARED_STATEMENTS: false })).toMatchObject({ kind: "postgres", preparedStatements: false });
});
