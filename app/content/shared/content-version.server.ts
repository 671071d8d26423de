import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { deferUntilCommit } from "~/db/transaction.server";
import { nextScheduleChange } from "./publishing.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Every content write bumps this number. In-memory caches of public data remember the version
 * they were filled at and refill when it changes, so every instance sees a write within seconds.
 */
export async function bumpContentVersion(db: Executor): Promise<void> {
  const at = new Date().toISOString();
  // The write may have scheduled something, or moved the next start or end (decision 035).
  const next_change_at = await nextScheduleChange(db, at);
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: at, next_change_at }))
    .where("id", "=", 1)
    .execute();
  // Inside a transaction, only after its commit, so no cache refills with uncommitted data (a
  // transaction not opened by inTransaction leaves it to its caller).
  if (!db.isTransaction) notifyLocalContentWrite();
  else deferUntilCommit(db, notifyLocalContentWrite);
}

/** Tells same-process caches that content changed; called by bumpContentVersion or after a commit. */
export function notifyLocalContentWrite(): void {
  localWriteGeneration += 1;
}

let localWriteGeneration = 0;

/** Counts content writes in this process; a cache filled before the latest one is stale. */
export const currentLocalWriteGeneration = () => localWriteGeneration;

export async function readContentVersion(db: Executor): Promise<number> {
  const startedAt = Date.now();
  const row = await db.selectFrom("content_version").select(["version", "next_change_at"]).where("id", "=", 1).executeTakeFirst();
  if (row && scheduleDue(row.next_change_at)) return advanceSchedule(db, row.next_change_at as string);
  const version = row?.version ?? 0;
  noteContentVersion(db, version, startedAt);
  return version;
}

/** Whether a scheduled start or end has come: what was rendered before it is out of date. */
export const scheduleDue = (nextChangeAt: string | null | undefined) => !!nextChangeAt && nextChangeAt <= new Date().toISOString();

/**
 * A schedule's moment has come: the content changed without a write, so the version moves on as if
 * one happened, and every cache on every instance refills. Only the instance that sees `due` still
 * stored moves it, so a moment counts once. Returns the version after it.
 */
export async function advanceSchedule(db: Executor, due: string): Promise<number> {
  const at = new Date().toISOString();
  const next_change_at = await nextScheduleChange(db, at);
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: at, next_change_at }))
    .where("id", "=", 1)
    .where("next_change_at", "=", due)
    .execute();
  notifyLocalContentWrite();
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  const version = row?.version ?? 0;
  noteContentVersion(db, version);
  return version;
}

const newestSeen = new WeakMap<Executor, number>();
const latestReading = new WeakMap<Executor, { version: number; at: number }>();
const pendingReading = new WeakMap<Executor, Promise<number>>();

/**
 * Records a content version read anywhere in this process (the page cache reads it on every
 * request), with the time the reading started. Caches filled at an older version are then stale
 * at once, so a page rendered after another instance's write never mixes in data from before it.
 */
export function noteContentVersion(db: Executor, version: number, startedAt = Date.now()): void {
  if (version > (newestSeen.get(db) ?? 0)) newestSeen.set(db, version);
  const latest = latestReading.get(db);
  // A slower reading that started earlier does not replace a newer one, unless the clock was set back.
  if (!latest || startedAt >= latest.at || latest.at > Date.now()) latestReading.set(db, { version, at: startedAt });
}

export const newestSeenContentVersion = (db: Executor) => newestSeen.get(db) ?? 0;

/**
 * The content version as of at most `maxAgeMs` ago: the latest reading anyone in this process took
 * (the page cache takes one per request), or one new reading shared by every caller waiting for it.
 * The caches of public data check through this, so together they cost one query per interval, not
 * one each: on PostgreSQL every query is a round trip.
 */
export function recentContentVersion(db: Executor, maxAgeMs: number): Promise<number> {
  const latest = latestReading.get(db);
  const age = latest ? Date.now() - latest.at : Infinity;
  if (latest && age >= 0 && age < maxAgeMs) return Promise.resolve(latest.version);
  let pending = pendingReading.get(db);
  if (!pending) {
    pending = readContentVersion(db).finally(() => pendingReading.delete(db));
    pendingReading.set(db, pending);
  }
  return pending;
}

export const now = () => new Date().toISOString();
