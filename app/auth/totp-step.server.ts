import { Secret, TOTP } from "otpauth";

/** RFC 6238 as better-auth's twoFactor plugin uses it: SHA-1, 6 digits, 30-second steps, ±1 step of drift. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_WINDOW = 1;

/** The plugin's secret is a random text whose UTF-8 bytes are the key (base32 of them in the QR code). */
export function totpFor(secret: string, issuer: string, account: string): TOTP {
  return new TOTP({ issuer, label: account, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromUTF8(secret) });
}

/**
 * The time step (Unix time / 30 s) a code belongs to, or null when it matches none within the
 * allowed drift. Stored per user after use, so the same code (or an older one) is refused next time.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, "", "").validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** A code is spent once its step (or a later one) has been accepted for the user. */
export function isReplay(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep !== null && step <= lastUsedStep;
}
