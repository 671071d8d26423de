import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Every content write bumps this number. In-memory caches of public data remember the version
 * they were filled at and refill when it changes, so every instance sees a write within seconds.
 */
export async function bumpContentVersion(db: Executor): Promise<void> {
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: new Date().toISOString() }))
    .where("id", "=", 1)
    .execute();
  // Inside a transaction the caller notifies after commit, so no cache refills with uncommitted data.
  if (!db.isTransaction) notifyLocalContentWrite();
}

/** Tells same-process caches that content changed; called by bumpContentVersion or after a commit. */
export function notifyLocalContentWrite(): void {
  localWriteGeneration += 1;
}

let localWriteGeneration = 0;

/** Counts content writes in this process; a cache filled before the latest one is stale. */
export const currentLocalWriteGeneration = () => localWriteGeneration;

export async function readContentVersion(db: Executor): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  const version = row?.version ?? 0;
  noteContentVersion(db, version);
  return version;
}

const newestSeen = new WeakMap<Executor, number>();

/**
 * Records a content version read anywhere in this process (the page cache reads it on every
 * request). Caches filled at an older version are then stale at once, so a page rendered after
 * another instance's write never mixes in data from before it.
 */
export function noteContentVersion(db: Executor, version: number): void {
  if (version > (newestSeen.get(db) ?? 0)) newestSeen.set(db, version);
}

export const newestSeenContentVersion = (db: Executor) => newestSeen.get(db) ?? 0;

export const now = () => new Date().toISOString();
