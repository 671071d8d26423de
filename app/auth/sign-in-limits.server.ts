import type { Db } from "~/db/connection.server";
import { rateLimitAddress } from "~/spam/rate-limit-address";
import { clearRateLimit, consumeRateLimit, giveBackAttempt, type RateLimitPolicy } from "~/spam/rate-limit.server";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Failed sign-ins allowed in 15 minutes: 5 per account and 20 per IP address. */
export const SIGN_IN_LIMITS = {
  account: { limit: 5, windowMs: FIFTEEN_MINUTES },
  ip: { limit: 20, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitPolicy>;

const accountKey = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string | null) => `sign-in:ip:${rateLimitAddress(ip)}`;

/**
 * Counts a sign-in attempt against the account and the IP, before the password is checked,
 * so parallel guesses cannot slip past the limit. Returns the minutes to wait when over it.
 */
export function countSignInAttempt(db: Db, email: string, ip: string | null): Promise<AttemptVerdict> {
  return countAttempt(db, accountKey(email), ipKey(ip));
}

type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMinutes: number };

async function countAttempt(db: Db, accountKeyValue: string, ipKeyValue: string): Promise<AttemptVerdict> {
  const account = await consumeRateLimit(db, accountKeyValue, SIGN_IN_LIMITS.account);
  const address = await consumeRateLimit(db, ipKeyValue, SIGN_IN_LIMITS.ip);
  if (account.allowed && address.allowed) return { allowed: true };
  const seconds = Math.max(account.allowed ? 0 : account.retryAfterSeconds, address.allowed ? 0 : address.retryAfterSeconds);
  return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) };
}

async function forgive(db: Db, accountKeyValue: string, ipKeyValue: string): Promise<void> {
  await clearRateLimit(db, accountKeyValue);
  await giveBackAttempt(db, ipKeyValue);
}

/** A successful sign-in gives its attempt back, so only failures add up. */
export function forgiveSignInAttempt(db: Db, email: string, ip: string | null): Promise<void> {
  return forgive(db, accountKey(email), ipKey(ip));
}

export function signInLimitMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

// Two-factor codes: the same limits and the same table, counted per account (the user's id: the
// code step has no e-mail) and per address, so six digits cannot be guessed faster than a password.
const codeAccountKey = (userId: string) => `two-factor:account:${userId}`;
const codeIpKey = (ip: string | null) => `two-factor:ip:${rateLimitAddress(ip)}`;

/** Counts a two-factor code attempt before the code is checked; the minutes to wait when over the limit. */
export function countTwoFactorAttempt(db: Db, userId: string, ip: string | null): Promise<AttemptVerdict> {
  return countAttempt(db, codeAccountKey(userId), codeIpKey(ip));
}

export function forgiveTwoFactorAttempt(db: Db, userId: string, ip: string | null): Promise<void> {
  return forgive(db, codeAccountKey(userId), codeIpKey(ip));
}

export function codeLimitMessage(minutes: number): string {
  return `Too many wrong codes. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
