import type { Db } from "~/db/connection.server";

// Every statement on the rate_limits table is in this module (form limits, sign-in and code limits).

export type RateLimitPolicy = { limit: number; windowMs: number };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt for `key` in a fixed window kept in the rate_limits table, so the limit
 * holds across restarts and across app instances. One atomic upsert, no read-then-write race.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  policy: RateLimitPolicy,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const fresh = now + policy.windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: fresh })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({
        count: eb.case().when("rate_limits.reset_at", "<=", now).then(1).else(eb("rate_limits.count", "+", 1)).end(),
        reset_at: eb.case().when("rate_limits.reset_at", "<=", now).then(fresh).else(eb.ref("rate_limits.reset_at")).end(),
      })),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  // Expired windows of other visitors are dead weight; drop them while we are here.
  await db.deleteFrom("rate_limits").where("reset_at", "<=", now).where("key", "!=", key).execute();
  if (row.count <= policy.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.reset_at) - now) / 1000)) };
}

/** Forgets the attempts counted for a key, e.g. to lift a block early. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Gives back one counted attempt (never below zero), e.g. the one a successful sign-in used. */
export async function giveBackAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set((eb) => ({ count: eb("count", "-", 1) }))
    .where("key", "=", key)
    .where("count", ">", 0)
    .execute();
}
