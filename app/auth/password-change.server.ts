import { APIError } from "better-auth";
import type { AppServices } from "~/services/services.server";
import { authHeaders } from "./auth.server";
import { passwordProblem } from "./password-rules.server";
import { countSignInAttempt, forgiveSignInAttempt } from "./sign-in-limits.server";

export type PasswordChange = { request: Request; email: string; currentPassword: string; newPassword: string; ip: string | null };
export type PasswordChangeResult =
  | { ok: true; headers: Headers }
  | { ok: false; field: "currentPassword" | "newPassword"; message: string }
  | { ok: false; field: "currentPassword"; rateLimitedMinutes: number };

export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";

/**
 * Changes the signed-in user's own password. The current one is checked within the sign-in limits
 * (it is a password guess like any other); every other session of the user is signed out, and this
 * one is replaced by a new session, whose cookie is in `headers`.
 */
export async function changeOwnPassword(services: AppServices, change: PasswordChange): Promise<PasswordChangeResult> {
  const problem = await passwordProblem(change.newPassword);
  if (problem) return { ok: false, field: "newPassword", message: problem };
  const limit = await countSignInAttempt(services.db, change.email, change.ip);
  if (!limit.allowed) return { ok: false, field: "currentPassword", rateLimitedMinutes: limit.retryAfterMinutes };
  try {
    const { headers } = await services.auth.api.changePassword({
      body: { currentPassword: change.currentPassword, newPassword: change.newPassword, revokeOtherSessions: true },
      headers: authHeaders(change.request, change.ip),
      returnHeaders: true,
    });
    await forgiveSignInAttempt(services.db, change.email, change.ip);
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError && error.statusCode >= 400 && error.statusCode < 500) return { ok: false, field: "currentPassword", message: WRONG_CURRENT_PASSWORD };
    throw error;
  }
}
