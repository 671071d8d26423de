import SQLite from "better-sqlite3";
import { noteContentVersion, readContentVersion } from "~/content/shared/content-version.server";
import type { DatabaseOptions, Db } from "~/db/connection.server";

/** Reads the database's content version (bumped by every content write) for each cached answer. */
export type VersionProbe = { read(): number | Promise<number>; close(): void };

/**
 * SQLite: a read-only connection of its own answers synchronously in microseconds, and sees every
 * commit in WAL mode. PostgreSQL: one query serves all requests that arrived before it started,
 * so every request still sees each write committed before it arrived, at one round trip per batch.
 */
export function createVersionProbe(database: DatabaseOptions, db: Db): VersionProbe {
  if (database.kind === "sqlite" && database.file !== ":memory:") {
    const connection = new SQLite(database.file, { readonly: true, fileMustExist: true });
    connection.pragma("busy_timeout = 5000");
    const statement = connection.prepare("select version from content_version where id = 1").pluck();
    return {
      read: () => {
        const version = (statement.get() as number | undefined) ?? 0;
        noteContentVersion(db, version);
        return version;
      },
      close: () => connection.close(),
    };
  }
  let next: Promise<number> | null = null;
  return {
    read() {
      next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        next = null;
        return readContentVersion(db);
      });
      return next;
    },
    close() {},
  };
}
