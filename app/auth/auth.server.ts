import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Db } from "~/db/connection.server";
import type { DialectName } from "~/db/dialect";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { PASSWORD_LENGTH } from "./password-rules.server";

/** Admin sessions last 24 hours from sign-in and are never silently extended. */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** Seconds a pending two-factor sign-in (password checked, code not yet) stays open. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

/** Name shown in authenticator apps next to the account's e-mail. */
export const TOTP_ISSUER = "Showroom Admin";

/** Header our server sets from the socket address (or the trusted proxy chain); see sign-in.server.ts. */
export const CLIENT_IP_HEADER = "x-showroom-client-ip";

/**
 * The headers to give auth.api for a request: the browser's own (cookies, user agent), with the
 * client address as our server determined it. A client's own header of that name never gets through.
 */
export function authHeaders(request: Request | null, ip: string | null): Headers {
  const headers = new Headers(request?.headers);
  headers.set(CLIENT_IP_HEADER, ip ?? "");
  return headers;
}

export type AdminAuthOptions = {
  db: Db;
  dialect: DialectName;
  secret: string;
  /** Public address of the site; https makes the session cookie Secure. */
  baseURL: string;
  logger: Logger;
};

/**
 * better-auth configured for the admin panel: e-mail + password only, sessions in our database
 * (through our Kysely instance), no web sign-up. Its HTTP handler is not mounted: routes call
 * auth.api on the server, so only the endpoints we use are reachable.
 */
export function createAdminAuth({ db, dialect, secret, baseURL, logger }: AdminAuthOptions) {
  return betterAuth({
    appName: "Showroom",
    baseURL,
    secret,
    database: { db: db as unknown as Kysely<any>, type: dialect },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_LENGTH.min,
      maxPasswordLength: PASSWORD_LENGTH.max,
      // scrypt at OWASP's parameters instead of better-auth's lighter default (password-hash.server.ts).
      password: { hash: hashPassword, verify: verifyPassword },
    },
    // Read with every session, so the guard sees a changed role or a disabled account at once.
    // Not input: no endpoint of better-auth may set them; staff-repository.server.ts does.
    user: {
      additionalFields: {
        role: { type: "string", required: false, input: false, defaultValue: "support" },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      disableSessionRefresh: true,
      // Written by session-activity.server.ts; declared so every session lookup returns it.
      additionalFields: { lastActiveAt: { type: "date", required: false, input: false } },
    },
    // TOTP (RFC 6238, 6 digits, 30 s) with 10 encrypted single-use backup codes (decision 022). Not
    // offered: e-mail codes and "trust this device", which would let a stolen laptop skip the code.
    plugins: [
      twoFactor({
        issuer: TOTP_ISSUER,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
      }),
    ],
    // Failed sign-ins are limited per account and per IP by rate-limit.server.ts, stored in our database.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // A session and its user in one query: every admin request reads both, and on PostgreSQL each
      // query is a round trip.
      database: { joins: true },
    },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      // The message only: better-auth's extra arguments can hold the request, the user or a session.
      log: (level, message) => logger[level](`auth: ${message}`),
    },
  });
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;
