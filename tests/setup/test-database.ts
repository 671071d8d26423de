import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { type Db, openDatabase } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";

export type TestDatabase = { name: "sqlite" | "postgres"; db: Db; dispose: () => Promise<void> };

/** A fresh, migrated SQLite file in a temporary folder. */
export async function createSqliteTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-test-"));
  const { db } = openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
  await migrateToLatest(db);
  return {
    name: "sqlite",
    db,
    dispose: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, migrated PostgreSQL database created next to the one TEST_DATABASE_URL names. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `showroom_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db } = openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 4 });
  await migrateToLatest(db);
  return {
    name: "postgres",
    db,
    dispose: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Runs a suite once on SQLite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
 * Each run gets its own freshly migrated database, dropped afterwards.
 */
export function describeEachDatabase(title: string, suite: (getDb: () => Db) => void): void {
  const factories: Array<[string, () => Promise<TestDatabase>]> = [["sqlite", createSqliteTestDatabase]];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) factories.push(["postgres", () => createPostgresTestDatabase(pgUrl)]);

  for (const [dialect, create] of factories) {
    describe(`${title} [${dialect}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await create();
      });
      afterAll(async () => {
        await database?.dispose();
      });
      suite(() => {
        if (!database) throw new Error("test database not ready");
        return database.db;
      });
    });
  }
}
