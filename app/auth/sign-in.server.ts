import { APIError } from "better-auth";
import type { AppServices } from "~/services/services.server";
import { type AdminAuth, CLIENT_IP_HEADER } from "./auth.server";
import { hashPassword, needsRehash } from "./password-hash.server";
import { countSignInAttempt, forgiveSignInAttempt } from "./sign-in-limits.server";
import { findSignInUser, revokeSessions } from "./staff-repository.server";
import { recordAuditedSignIn, recordRefusedSignIn } from "~/audit/sign-in-audit.server";

export const DISABLED_ACCOUNT_MESSAGE = "This account is disabled. Ask an administrator to enable it again.";

export type SignInAttempt = { email: string; password: string; ip: string | null; userAgent: string | null; requestId?: string | null };

export type SignInResult =
  | { ok: true; user: { name: string; email: string }; headers: Headers }
  /** The password was right and the account has two-factor on: `headers` open the code step. */
  | { ok: true; twoFactor: true; userId: string; headers: Headers }
  | { ok: false; reason: "invalid" }
  /** The password was right, but an administrator has disabled the account. */
  | { ok: false; reason: "disabled" }
  | { ok: false; reason: "rate-limited"; retryAfterMinutes: number };

/**
 * Checks an admin's e-mail and password, within the sign-in limits. On success, `headers`
 * holds the Set-Cookie of a brand-new session for the response. Every outcome leaves an audit entry.
 */
export async function signInAdmin(services: AppServices, attempt: SignInAttempt): Promise<SignInResult> {
  const result = await checkSignIn(services, attempt);
  if (result.ok) return result;
  const account = await findSignInUser(services.db, attempt.email);
  const reason = result.reason === "rate-limited" ? "too many failed attempts" : result.reason === "disabled" ? "account disabled" : "wrong e-mail or password";
  await recordRefusedSignIn(services.db, attempt, { who: attempt.email, userId: account?.id ?? null, reason, locked: result.reason === "rate-limited" });
  return result;
}

async function checkSignIn(services: AppServices, attempt: SignInAttempt): Promise<SignInResult> {
  const { db, auth } = services;
  const limit = await countSignInAttempt(db, attempt.email, attempt.ip);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfterMinutes: limit.retryAfterMinutes };

  const headers = new Headers({ [CLIENT_IP_HEADER]: attempt.ip ?? "" });
  if (attempt.userAgent) headers.set("user-agent", attempt.userAgent);
  try {
    const { headers: responseHeaders, response } = await auth.api.signInEmail({
      body: { email: attempt.email.trim(), password: attempt.password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
    await forgiveSignInAttempt(db, attempt.email, attempt.ip);
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      // No session yet: the twoFactor plugin keeps the pending sign-in until the code is given.
      const user = await findSignInUser(db, attempt.email);
      if (!user) return { ok: false, reason: "invalid" };
      if (user.disabled) return { ok: false, reason: "disabled" };
      await upgradePasswordHash(auth, user.id, attempt.password);
      return { ok: true, twoFactor: true, userId: user.id, headers: responseHeaders };
    }
    // better-auth has just made a session; a disabled account keeps none (the guard would refuse it too).
    if (response.user.disabledAt) {
      await revokeSessions(db, response.user.id);
      return { ok: false, reason: "disabled" };
    }
    await recordAuditedSignIn(db, attempt, response.user, "password");
    await upgradePasswordHash(auth, response.user.id, attempt.password);
    return { ok: true, user: { name: response.user.name, email: response.user.email }, headers: responseHeaders };
  } catch (error) {
    if (error instanceof APIError && error.statusCode >= 400 && error.statusCode < 500) return { ok: false, reason: "invalid" };
    throw error;
  }
}

/**
 * After a successful sign-in, the only moment the password is known: a hash written with weaker
 * parameters (better-auth's default before the security review) is replaced by a current one.
 */
async function upgradePasswordHash(auth: AdminAuth, userId: string, password: string): Promise<void> {
  const internal = (await auth.$context).internalAdapter;
  const credential = (await internal.findAccounts(userId)).find((account) => account.providerId === "credential");
  if (credential?.password && needsRehash(credential.password)) await internal.updatePassword(userId, await hashPassword(password));
}
