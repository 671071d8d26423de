import { sql } from "kysely";
import { expect, it } from "vitest";
import { forMaintenance, openDatabase } from "./connection.server";

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
