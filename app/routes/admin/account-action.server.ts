import { data, redirect } from "react-router";
import { changePasswordInput, startTwoFactorInput } from "~/auth/account-schema";
import { setFlash } from "~/auth/flash.server";
import type { AdminSession } from "~/auth/guard.server";
import { changeOwnPassword, WRONG_CURRENT_PASSWORD } from "~/auth/password-change.server";
import { deleteOtherSessions, deleteOwnSession } from "~/auth/session-repository.server";
import { codeLimitMessage, signInLimitMessage } from "~/auth/sign-in-limits.server";
import { enrolmentCodeInput } from "~/auth/two-factor-code";
import { confirmEnrolment, startEnrolment } from "~/auth/two-factor.server";
import type { SubmissionResult } from "@conform-to/react";
import type { Notice } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { parseSubmission } from "~/components/forms/parse-submission";
import { firstError } from "~/components/forms/zod-errors";
import { auditSource, recordAudit } from "~/audit/audit-log.server";
import { inTransaction } from "~/db/transaction.server";
import { requestFactsContext, servicesContext, type RequestContext } from "~/request-context";

export type AccountActionData = {
  notice: Notice | null;
  /** Which form the result belongs to. */
  form: string;
  /** Conform's result of the refused form: errors next to fields (passwords are never sent back). */
  result?: SubmissionResult<string[]> | null;
  /** Shown once, right after two-factor was turned on. */
  recoveryCodes?: string[];
};

const hideFields = ["password", "currentPassword", "newPassword", "confirm"];

/**
 * The Account page's posts (every role, each about the signed-in user only): set up two-factor
 * (password, then a code), change the password, and sign out sessions.
 */
export async function handleAccountAction(request: Request, context: RequestContext, staff: AdminSession) {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestFactsContext);
  const audit = auditSource(request, context, staff.user);
  const self = { targetType: "user", targetId: staff.user.id } as const;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const fail = (title: string, result: SubmissionResult<string[]> | null, status: number, description = firstError(result ?? undefined) ?? "Please check the form.") =>
    data<AccountActionData>({ notice: { kind: "error", title, description }, form: intent, result }, { status: failureStatus(request, status) });
  /** Checks the post with its form's schema; a refusal names the field (or, with "", the form) it is about. */
  const check = <Schema extends Parameters<typeof parseSubmission>[1]>(schema: Schema) => {
    const submission = parseSubmission(form, schema);
    const refuse = (field: string, message: string) =>
      submission.reply(field ? { fieldErrors: { [field]: [message] }, hideFields } : { formErrors: [message], hideFields });
    return { submission, refuse, invalid: submission.status === "success" ? null : submission.reply({ hideFields }) };
  };
  const succeed = async (title: string, description: string, headers = new Headers()) => {
    headers.append("Set-Cookie", await setFlash(context, { kind: "success", title, description }));
    return redirect(new URL(request.url).pathname, { headers });
  };

  if (intent === "start-two-factor") {
    const title = "Error setting up two-factor";
    const { submission, refuse, invalid } = check(startTwoFactorInput);
    if (submission.status !== "success") return fail(title, invalid, 400);
    const result = await startEnrolment(services, { request, email: staff.user.email, password: submission.value.password, ip: clientIp });
    if (!result.ok) {
      if (result.reason === "rate-limited") return fail(title, refuse("password", signInLimitMessage(result.retryAfterMinutes)), 429);
      if (result.reason === "already-on") return fail(title, refuse("", "Two-factor sign-in is already on for this account."), 409);
      return fail(title, refuse("password", WRONG_CURRENT_PASSWORD), 400);
    }
    return succeed("Scan the QR code", "Add the account to your authenticator app, then enter the code it shows.");
  }

  if (intent === "confirm-two-factor") {
    const title = "Error turning on two-factor";
    const { submission, refuse, invalid } = check(enrolmentCodeInput);
    if (submission.status !== "success") return fail(title, invalid, 400);
    const result = await confirmEnrolment(services, request, staff.user, submission.value.code, clientIp);
    if (!result.ok) {
      if (result.reason === "rate-limited") return fail(title, refuse("code", codeLimitMessage(result.retryAfterMinutes)), 429);
      return fail(title, refuse("code", result.message), 400);
    }
    // better-auth turned it on through its own adapter: the entry follows that write (decision 023).
    await recordAudit(services.db, audit, { action: "two-factor-enabled", ...self, changes: { twoFactor: ["off", "on"] } });
    const notice: Notice = { kind: "success", title: "Two-factor sign-in is on", description: "Store your recovery codes now: they are shown only once." };
    const headers = new Headers();
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return data<AccountActionData>({ notice, form: intent, recoveryCodes: result.recoveryCodes }, { headers });
  }

  if (intent === "change-password") {
    const title = "Error changing password";
    const { submission, refuse, invalid } = check(changePasswordInput);
    if (submission.status !== "success") return fail(title, invalid, 400);
    const { currentPassword, newPassword } = submission.value;
    const result = await changeOwnPassword(services, { request, email: staff.user.email, currentPassword, newPassword, ip: clientIp });
    if (!result.ok) {
      if ("rateLimitedMinutes" in result) return fail(title, refuse("currentPassword", signInLimitMessage(result.rateLimitedMinutes)), 429);
      return fail(title, refuse(result.field, result.message), 400);
    }
    await recordAudit(services.db, audit, { action: "password-change", ...self });
    const headers = new Headers();
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return succeed("Password changed", "Your other sessions have been signed out.", headers);
  }

  if (intent === "sign-out-session") {
    const title = "Error signing out session";
    const id = String(form.get("id") ?? "");
    if (id === staff.session.id) return fail(title, null, 400, "This is the session you are using now. Use Logout to end it.");
    const ended =
      id !== "" &&
      (await inTransaction(services.db, async (trx) => {
        if (!(await deleteOwnSession(trx, staff.user.id, id))) return false;
        await recordAudit(trx, audit, { action: "sign-out", targetType: "session", targetId: id, changes: { session: ["active", "signed out"] } });
        return true;
      }));
    if (!ended) return fail(title, null, 404, "This session has already ended.");
    return succeed("Session signed out", "That device must sign in again.");
  }

  if (intent === "sign-out-others") {
    const ended = await inTransaction(services.db, async (trx) => {
      const count = await deleteOtherSessions(trx, staff.user.id, staff.session.id);
      if (count > 0) await recordAudit(trx, audit, { action: "sign-out", ...self, changes: { otherSessions: [String(count), "0"] } });
      return count;
    });
    return succeed("Other sessions signed out", ended === 1 ? "1 other session was signed out." : `${ended} other sessions were signed out.`);
  }

  return fail("Error", null, 400, "Unknown request.");
}
