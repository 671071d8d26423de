import { APIError } from "better-auth";
import { symmetricDecrypt } from "better-auth/crypto";
import QRCode from "qrcode";
import type { AppServices } from "~/services/services.server";
import { type AdminAuth, authHeaders, TOTP_ISSUER } from "./auth.server";
import { countSignInAttempt, countTwoFactorAttempt, forgiveSignInAttempt, forgiveTwoFactorAttempt } from "./sign-in-limits.server";
import { recordAuditedSignIn, recordRefusedSignIn } from "~/audit/sign-in-audit.server";
import { getStaff } from "./staff-repository.server";
import { classifyCode } from "./two-factor-code";
import { claimTotpStep, findTwoFactor } from "./two-factor-repository.server";
import { isReplay, matchingStep, totpFor } from "./totp-step.server";

/**
 * Two-factor sign-in on top of better-auth's twoFactor plugin (decision 022): the plugin stores the
 * encrypted secret and backup codes, holds the pending sign-in between password and code, and makes
 * the session. Ours: a code is refused when its time step was already used, and every code counts
 * against the same kind of limit as passwords.
 */

export const CODE_MESSAGES = {
  invalid: "That code is not valid. Check your authenticator app and try again.",
  invalidRecovery: "That recovery code is not valid or has already been used.",
  replayed: "This code has already been used. Wait for the next code from your app.",
  expired: "Your sign-in has expired. Please sign in with your password again.",
} as const;

export type CodeFailure =
  | { ok: false; reason: "invalid" | "replayed" | "expired"; message: string }
  | { ok: false; reason: "rate-limited"; retryAfterMinutes: number };

async function decrypt(auth: AdminAuth, data: string): Promise<string> {
  return symmetricDecrypt({ key: (await auth.$context).secretConfig, data });
}

const errorCode = (error: APIError) => (error.body as { code?: string } | undefined)?.code;

/**
 * Checks a TOTP code against the user's secret and claims its time step: null when the code may be
 * given to the plugin, else why not. The claim comes first, so of two requests with one code only
 * one gets through.
 */
async function claimTotp(services: AppServices, userId: string, code: string): Promise<CodeFailure | null> {
  const row = await findTwoFactor(services.db, userId);
  if (!row) return { ok: false, reason: "expired", message: CODE_MESSAGES.expired };
  const step = matchingStep(await decrypt(services.auth, row.secret), code);
  if (step === null) return { ok: false, reason: "invalid", message: CODE_MESSAGES.invalid };
  if (isReplay(step, row.lastUsedStep) || !(await claimTotpStep(services.db, userId, step))) {
    return { ok: false, reason: "replayed", message: CODE_MESSAGES.replayed };
  }
  return null;
}

export type CodeAttempt = { userId: string; code: string; cookie: string | null; ip: string | null; userAgent: string | null; requestId?: string | null };
export type SignInCodeResult = { ok: true; headers: Headers; user: { name: string } } | CodeFailure;

/**
 * The second sign-in step: a TOTP code or a recovery code for the pending sign-in in the request's
 * cookies. On success, `headers` holds the Set-Cookie of the new session.
 */
export async function completeTwoFactorSignIn(services: AppServices, attempt: CodeAttempt): Promise<SignInCodeResult> {
  const { db, auth } = services;
  const limit = await countTwoFactorAttempt(db, attempt.userId, attempt.ip);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfterMinutes: limit.retryAfterMinutes };
  const code = classifyCode(attempt.code);
  if (!code) return { ok: false, reason: "invalid", message: CODE_MESSAGES.invalid };

  const headers = authHeaders(null, attempt.ip);
  if (attempt.userAgent) headers.set("user-agent", attempt.userAgent);
  if (attempt.cookie) headers.set("cookie", attempt.cookie);
  try {
    let result: { headers: Headers; response: { user: { id: string; name: string } } };
    if (code.kind === "totp") {
      const refused = await claimTotp(services, attempt.userId, code.code);
      if (refused) return refused;
      result = await auth.api.verifyTOTP({ body: { code: code.code }, headers, returnHeaders: true });
    } else {
      result = await auth.api.verifyBackupCode({ body: { code: code.code }, headers, returnHeaders: true });
    }
    // The plugin's pending sign-in and ours name the same person; anything else is a stale cookie.
    if (result.response.user.id !== attempt.userId) {
      const token = (result.response as { token?: string }).token;
      if (token) await (await auth.$context).internalAdapter.deleteSession(token);
      return { ok: false, reason: "expired", message: CODE_MESSAGES.expired };
    }
    await forgiveTwoFactorAttempt(db, attempt.userId, attempt.ip);
    await recordAuditedSignIn(db, attempt, { id: attempt.userId, name: result.response.user.name }, "two-factor");
    return { ok: true, headers: result.headers, user: { name: result.response.user.name } };
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    if (errorCode(error) === "INVALID_TWO_FACTOR_COOKIE" || errorCode(error) === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      return { ok: false, reason: "expired", message: CODE_MESSAGES.expired };
    }
    if (errorCode(error) === "ACCOUNT_TEMPORARILY_LOCKED") return { ok: false, reason: "rate-limited", retryAfterMinutes: 15 };
    return { ok: false, reason: "invalid", message: code.kind === "recovery" ? CODE_MESSAGES.invalidRecovery : CODE_MESSAGES.invalid };
  }
}

// Enrolment ---------------------------------------------------------------------------------

export type Enrolment =
  | { status: "off" }
  /** Started, not yet confirmed with a code: the QR code and the secret to type in. */
  | { status: "pending"; qrSvg: string; secret: string; uri: string }
  | { status: "on"; recoveryCodesLeft: number };

/** Where the user stands with two-factor, for the Account page. */
export async function enrolmentOf(services: AppServices, user: { id: string; email: string }): Promise<Enrolment> {
  const row = await findTwoFactor(services.db, user.id);
  if (!row) return { status: "off" };
  if (row.verified) {
    const codes = JSON.parse(await decrypt(services.auth, row.backupCodes)) as unknown;
    return { status: "on", recoveryCodesLeft: Array.isArray(codes) ? codes.length : 0 };
  }
  const totp = totpFor(await decrypt(services.auth, row.secret), TOTP_ISSUER, user.email);
  const uri = totp.toString();
  // Drawn here as SVG: the secret never leaves the server for a QR service.
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
  return { status: "pending", qrSvg, secret: totp.secret.base32, uri };
}

export type PasswordCheck = { request: Request; email: string; password: string; ip: string | null };
export type StartResult = { ok: true } | { ok: false; reason: "wrong-password" | "already-on" } | { ok: false; reason: "rate-limited"; retryAfterMinutes: number };

/**
 * Starts enrolment after the current password is confirmed (a borrowed session alone must not be
 * able to tie the account to someone else's phone). A new secret replaces an unconfirmed one.
 */
export async function startEnrolment(services: AppServices, check: PasswordCheck): Promise<StartResult> {
  const limit = await countSignInAttempt(services.db, check.email, check.ip);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfterMinutes: limit.retryAfterMinutes };
  try {
    await services.auth.api.enableTwoFactor({ body: { password: check.password, method: "totp" }, headers: authHeaders(check.request, check.ip) });
    await forgiveSignInAttempt(services.db, check.email, check.ip);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    if (errorCode(error) === "TOTP_ALREADY_ENABLED") return { ok: false, reason: "already-on" };
    return { ok: false, reason: "wrong-password" };
  }
}

export type ConfirmResult = { ok: true; headers: Headers; recoveryCodes: string[] } | CodeFailure;

/**
 * Confirms enrolment with a code from the app: two-factor is then on, the session is replaced by a
 * new one (better-auth rotates it), and the 10 recovery codes are returned to be shown once.
 */
export async function confirmEnrolment(services: AppServices, request: Request, user: { id: string }, code: string, ip: string | null): Promise<ConfirmResult> {
  const limit = await countTwoFactorAttempt(services.db, user.id, ip);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfterMinutes: limit.retryAfterMinutes };
  const typed = classifyCode(code);
  if (typed?.kind !== "totp") return { ok: false, reason: "invalid", message: CODE_MESSAGES.invalid };
  const refused = await claimTotp(services, user.id, typed.code);
  if (refused) return refused;
  try {
    const { headers } = await services.auth.api.verifyTOTP({ body: { code: typed.code }, headers: authHeaders(request, ip), returnHeaders: true });
    const { backupCodes } = await services.auth.api.viewBackupCodes({ body: { userId: user.id } });
    await forgiveTwoFactorAttempt(services.db, user.id, ip);
    return { ok: true, headers, recoveryCodes: backupCodes };
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    return { ok: false, reason: "invalid", message: CODE_MESSAGES.invalid };
  }
}
