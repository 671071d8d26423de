import { sql } from "kysely";
import { expect, it } from "vitest";
import { openDatabase } from "./connection.server";

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
