import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";

/** SQL of two-factor rows (better-auth's twoFactor table plus our lastUsedStep); decision 022. */

export type TwoFactorRow = {
  /** Encrypted by better-auth; two-factor.server.ts decrypts. */
  secret: string;
  backupCodes: string;
  verified: boolean;
  lastUsedStep: number | null;
};

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const row = await db.selectFrom("twoFactor").select(["secret", "backupCodes", "verified", "lastUsedStep"]).where("userId", "=", userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    secret: row.secret,
    backupCodes: row.backupCodes,
    // 0/1 on SQLite, a boolean on PostgreSQL; null counts as verified, as the plugin reads it.
    verified: row.verified === null || Boolean(row.verified),
    lastUsedStep: row.lastUsedStep === null ? null : Number(row.lastUsedStep),
  };
}

/**
 * Records a TOTP step as used, unless it (or a later one) already was: true for exactly one of
 * two requests racing with the same code.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("twoFactor")
    .set({ lastUsedStep: step })
    .where("userId", "=", userId)
    .where((eb) => eb.or([eb("lastUsedStep", "is", null), eb("lastUsedStep", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// SQL literals both databases read as booleans (SQLite binds no JavaScript booleans).
const TRUE = sql<boolean>`true`;
const FALSE = sql<boolean>`false`;

/** An administrator's reset: the user signs in with the password alone until they enrol again. */
export async function resetTwoFactor(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("twoFactor").where("userId", "=", userId).execute();
    const result = await trx.updateTable("user").set({ twoFactorEnabled: FALSE, updatedAt: now.toISOString() }).where("id", "=", userId).where("twoFactorEnabled", "=", TRUE).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}
