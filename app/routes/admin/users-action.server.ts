import { data, redirect } from "react-router";
import { setFlash } from "~/auth/flash.server";
import type { AdminSession } from "~/auth/guard.server";
import { ROLE_LABELS } from "~/auth/roles";
import { deleteInvite, getStaff } from "~/auth/staff-repository.server";
import { resetTwoFactor } from "~/auth/two-factor-repository.server";
import { accessInput, inviteInput } from "~/auth/staff-schema";
import { ACCESS_REFUSALS, changeAccess, inviteStaff, type InviteOutcome } from "~/auth/staff.server";
import type { SubmissionResult } from "@conform-to/react";
import type { Notice } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { parseSubmission } from "~/components/forms/parse-submission";
import { firstError } from "~/components/forms/zod-errors";
import { listSearch } from "~/content/shared/list-query";
import { recordIdFrom } from "~/content/shared/record-id";
import { siteOrigin } from "~/seo/site-origin";
import { auditSource, recordAudit } from "~/audit/audit-log.server";
import { changedFields } from "~/audit/changes";
import { inTransaction } from "~/db/transaction.server";
import { servicesContext, type RequestContext } from "~/request-context";

export type UsersActionData = {
  notice: Notice;
  /** Conform's result of a refused form: errors next to fields, and what was chosen. */
  result?: SubmissionResult<string[]> | null;
  invited?: Extract<InviteOutcome, { ok: true }>;
};

/**
 * The Users screen's posts: invite (the form without an id), save a user's role and status (with
 * the user's id), and withdraw an open invitation. The guard rails live in changeAccess.
 */
export async function handleUsersAction(request: Request, context: RequestContext, admin: AdminSession) {
  const services = context.get(servicesContext);
  const audit = auditSource(request, context, admin.user);
  const form = await request.formData();
  const intent = form.get("intent");
  const url = new URL(request.url);
  const listPath = url.pathname + listSearch(url.searchParams);
  const fail = (title: string, description: string, status: number, result: SubmissionResult<string[]> | null = null) =>
    data<UsersActionData>({ notice: { kind: "error", title, description }, result }, { status: failureStatus(request, status) });
  const succeed = async (title: string, description?: string) =>
    redirect(listPath, { headers: { "Set-Cookie": await setFlash(context, { kind: "success", title, description }) } });

  if (intent === "withdraw-invite") {
    const id = recordIdFrom(form.get("id") as string | null);
    const withdrawn =
      id !== null &&
      (await inTransaction(services.db, async (trx) => {
        if (!(await deleteInvite(trx, id))) return false;
        await recordAudit(trx, audit, { action: "delete", targetType: "invite", targetId: id });
        return true;
      }));
    if (!withdrawn) return fail("Error withdrawing invitation", "This invitation no longer exists.", 404);
    return succeed("Invitation withdrawn", "Its link no longer works.");
  }
  if (intent === "reset-two-factor") {
    const id = form.get("id");
    const member = typeof id === "string" && id !== "" ? await getStaff(services.db, id) : undefined;
    if (!member) return fail("Error resetting two-factor", "This user no longer exists.", 404);
    const reset = await inTransaction(services.db, async (trx) => {
      if (!(await resetTwoFactor(trx, member.id))) return false;
      await recordAudit(trx, audit, { action: "two-factor-reset", targetType: "user", targetId: member.id, changes: { twoFactor: ["on", "off"] } });
      return true;
    });
    if (!reset) return fail("Error resetting two-factor", `${member.name} does not use two-factor sign-in.`, 409);
    return succeed("Two-factor reset", `${member.name} now signs in with the password alone and can set up two-factor again from their Account page.`);
  }
  if (intent !== "save") return fail("Error", "Unknown request.", 400);

  const userId = form.get("id");
  if (typeof userId !== "string" || userId === "") {
    const invite = parseSubmission(form, inviteInput);
    if (invite.status !== "success") return fail("Error inviting user", firstError(invite.reply()) ?? "Please check the form.", 400, invite.reply());
    const outcome = await inviteStaff(services, { ...invite.value, origin: siteOrigin(request, services.env.PUBLIC_URL), inviter: admin.user }, audit);
    if (!outcome.ok) return fail("Error inviting user", outcome.error, 409, invite.reply({ fieldErrors: { email: [outcome.error] } }));
    const description = outcome.mail === "sent" ? `An invitation e-mail was sent to ${outcome.email}.` : `Copy the link below and send it to ${outcome.email}.`;
    return data<UsersActionData>({ notice: { kind: "success", title: "Invitation created", description }, invited: outcome });
  }

  const submission = parseSubmission(form, accessInput);
  if (submission.status !== "success") return fail("Error updating user", firstError(submission.reply()) ?? "Please check the form.", 400, submission.reply());
  const parsed = { data: submission.value };
  // The change and its audit entry (role and status, before and after) commit together.
  const result = await inTransaction(services.db, async (trx) => {
    const before = await getStaff(trx, userId);
    const changed = await changeAccess(trx, { actorId: admin.user.id, targetId: userId, role: parsed.data.role, disabled: parsed.data.status === "disabled" });
    if (changed.ok) {
      const access = (member: typeof before) => member && { role: member.role, status: member.disabled ? "disabled" : "active" };
      await recordAudit(trx, audit, { action: "update", targetType: "user", targetId: userId, changes: changedFields(access(before), access(changed.member)) });
    }
    return changed;
  });
  if (!result.ok) {
    const field = result.reason === "self-disable" ? "status" : result.reason === "last-admin" ? (parsed.data.role === "administrator" ? "status" : "role") : "";
    const refusal = [ACCESS_REFUSALS[result.reason]];
    const errors = field ? { fieldErrors: { [field]: refusal } } : { formErrors: refusal };
    return fail("Error updating user", ACCESS_REFUSALS[result.reason], result.reason === "not-found" ? 404 : 409, submission.reply(errors));
  }
  const signedOut = parsed.data.status === "disabled" ? " The account is disabled and signed out everywhere." : "";
  return succeed("User updated successfully", `${result.member.name} now has the role ${ROLE_LABELS[parsed.data.role]}.${signedOut}`);
}
