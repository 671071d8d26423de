import { data, redirect } from "react-router";
import { ZodError } from "zod";
import { auditSource, recordAudit } from "~/audit/audit-log.server";
import { changedFields } from "~/audit/changes";
import { setFlash } from "~/auth/flash.server";
import type { AdminSession } from "~/auth/guard.server";
import { setTwoFactorRequirement, storedTwoFactorRequirement } from "~/auth/security-settings.server";
import type { ContentFailure } from "~/components/admin/content/content-screen";
import { failureStatus } from "~/components/admin/response-status";
import { parseSubmission } from "~/components/forms/parse-submission";
import { fieldErrorsOf, firstError } from "~/components/forms/zod-errors";
import { getSiteSettings, updateSiteSettings } from "~/content/site-settings/repository.server";
import { siteSettingsSchema } from "~/content/site-settings/schema";
import { inTransaction } from "~/db/transaction.server";
import { servicesContext, type RequestContext } from "~/request-context";

/** The settings as stored, and whether two-factor is required of administrators (and by whom). */
export async function loadSettingsScreen(context: RequestContext) {
  const { db, env } = context.get(servicesContext);
  const [settings, required] = await Promise.all([getSiteSettings(db), storedTwoFactorRequirement(db)]);
  return { settings, security: { required, forcedByEnv: env.ADMIN_REQUIRE_TWO_FACTOR } };
}

/** Saves the company details or the security switch, each in one transaction with its audit entry. */
export async function saveSettingsScreen(request: Request, context: RequestContext, staff: AdminSession) {
  const audit = auditSource(request, context, staff.user);
  const form = await request.formData();
  const done = async (title: string, description?: string) => {
    const cookie = await setFlash(context, { kind: "success", title, description });
    return redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": cookie } });
  };
  if (form.get("intent") === "security") {
    const required = form.get("requireAdminTwoFactor") === "on";
    await inTransaction(context.get(servicesContext).db, async (trx) => {
      const before = await storedTwoFactorRequirement(trx);
      await setTwoFactorRequirement(trx, required);
      await recordAudit(trx, audit, { action: "update", targetType: "settings", targetId: "security", changes: changedFields({ requireAdminTwoFactor: before }, { requireAdminTwoFactor: required }) });
    });
    return done("Security settings updated", required ? "Administrators now need two-factor sign-in." : "Two-factor sign-in is now optional for administrators.");
  }
  const submission = parseSubmission(form, siteSettingsSchema);
  const fail = (result: ContentFailure["result"], status: number, description = firstError(result ?? undefined) ?? "Please check the form.") =>
    data<ContentFailure>({ notice: { kind: "error", title: "Error updating site settings", description }, result }, { status: failureStatus(request, status) });
  if (submission.status !== "success") return fail(submission.reply(), 400);
  try {
    // The settings and their audit entry (what changed, before and after) commit together.
    await inTransaction(context.get(servicesContext).db, async (trx) => {
      const before = await getSiteSettings(trx);
      const after = await updateSiteSettings(trx, submission.value);
      await recordAudit(trx, audit, { action: "update", targetType: "settings", changes: changedFields(before, after) });
    });
  } catch (error) {
    if (error instanceof ZodError) return fail(submission.reply({ fieldErrors: fieldErrorsOf(error) }), 400);
    context.get(servicesContext).logger.error({ err: error }, "updating site settings failed");
    return fail(submission.reply({ formErrors: ["The server could not save the change. Please try again."] }), 500, "The server could not save the change. Please try again.");
  }
  return done("Site settings updated successfully");
}
