import SQLite from "better-sqlite3";
import { advanceSchedule, noteContentVersion, readContentVersion, scheduleDue } from "~/content/shared/content-version.server";
import type { DatabaseOptions, Db } from "~/db/connection.server";

/** Reads the database's content version (bumped by every content write) for each cached answer. */
export type VersionProbe = { read(): number | Promise<number>; close(): void };

/**
 * One reading serves every request that had arrived before it was taken, so each request still
 * sees every write committed before it arrived, at one reading per batch of requests.
 *
 * SQLite: a read-only connection of its own answers synchronously in microseconds and sees every
 * commit in WAL mode. The requests handled in one turn of the event loop had all arrived when
 * that turn began, before its first reading; the reading is kept until the turn ends (the next
 * setImmediate), so a burst of cached pages costs one query per turn, not one per page.
 * PostgreSQL: one query serves all requests that arrived before it started, at one round trip per batch.
 */
export function createVersionProbe(database: DatabaseOptions, db: Db): VersionProbe {
  if (database.kind === "sqlite" && database.file !== ":memory:") {
    const connection = new SQLite(database.file, { readonly: true, fileMustExist: true });
    connection.pragma("busy_timeout = 5000");
    const statement = connection.prepare("select version, next_change_at from content_version where id = 1");
    let thisTurn: number | null = null;
    const endOfTurn = () => {
      thisTurn = null;
    };
    return {
      read: () => {
        if (thisTurn !== null) return thisTurn;
        const row = statement.get() as { version: number; next_change_at: string | null } | undefined;
        // A scheduled start or end has come: the version moves on (a write, so on the main connection).
        if (row && scheduleDue(row.next_change_at)) return advanceSchedule(db, row.next_change_at as string);
        const version = row?.version ?? 0;
        noteContentVersion(db, version);
        thisTurn = version;
        setImmediate(endOfTurn);
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
