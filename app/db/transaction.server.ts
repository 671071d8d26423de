import type { Transaction } from "kysely";
import type { Db } from "./connection.server";
import type { Database } from "./schema";

const pending = new WeakMap<Transaction<Database>, Array<() => Promise<void> | void>>();

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one: a repository that
 * needs a transaction of its own then joins the audited save around it (Kysely cannot nest them).
 * Work registered with `afterCommit` runs once the outermost transaction has committed.
 */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  const hooks: Array<() => Promise<void> | void> = [];
  const result = await db.transaction().execute(async (trx) => {
    pending.set(trx, hooks);
    return work(trx);
  });
  for (const hook of hooks) await hook();
  return result;
}

/**
 * Defers `work` until the transaction `db` belongs to has committed (at once outside one), and drops
 * it on rollback. For side effects beyond the database (deleting a stored file) and for queries on
 * the shared connection, which on SQLite would wait for the open transaction forever.
 */
export async function afterCommit(db: Db, work: () => Promise<void> | void): Promise<void> {
  if (!db.isTransaction) return work();
  if (!deferUntilCommit(db, work)) throw new Error("afterCommit needs a transaction opened by inTransaction");
}

/** Queues `work` for after the commit of a transaction opened by inTransaction; false for any other. */
export function deferUntilCommit(db: Db, work: () => Promise<void> | void): boolean {
  const hooks = pending.get(db as Transaction<Database>);
  if (hooks) hooks.push(work);
  return hooks !== undefined;
}
