import { data, Form, redirect, useNavigation } from "react-router";
import { ZodError } from "zod";
import type { Route } from "./+types/settings";
import { setFlash } from "~/auth/flash.server";
import { requireStaff } from "~/auth/guard.server";
import { auditSource, recordAudit } from "~/audit/audit-log.server";
import { changedFields } from "~/audit/changes";
import { inTransaction } from "~/db/transaction.server";
import { setTwoFactorRequirement, storedTwoFactorRequirement } from "~/auth/security-settings.server";
import { fieldErrorsOf } from "~/components/admin/field-errors";
import { type Notice, NoticeToast } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { decodeSettingsForm, type SettingsFormValues, settingsToFormValues } from "~/components/admin/settings/decode-settings-form";
import { SecurityForm } from "~/components/admin/settings/security-form";
import { CompanyFields, HoursFields, OfficeFields, SocialFields } from "~/components/admin/settings/settings-fields";
import { useFormErrors } from "~/components/admin/use-form-errors";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";
import { getSiteSettings, updateSiteSettings } from "~/content/site-settings/repository.server";
import { siteSettingsSchema } from "~/content/site-settings/schema";

export const meta: Route.MetaFunction = () => [{ title: "Site Settings | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "settings");
  const { db, env } = context.services;
  const [settings, requireAdminTwoFactor] = await Promise.all([getSiteSettings(db), storedTwoFactorRequirement(db)]);
  return { settings: settingsToFormValues(settings), security: { required: requireAdminTwoFactor, forcedByEnv: env.ADMIN_REQUIRE_TWO_FACTOR } };
}

type SettingsFailure = { notice: Notice; fieldErrors: Record<string, string>; values: SettingsFormValues };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "settings");
  const audit = auditSource(request, context, staff.user);
  const form = await request.formData();
  if (form.get("intent") === "security") {
    const required = form.get("requireAdminTwoFactor") === "on";
    await inTransaction(context.services.db, async (trx) => {
      const before = await storedTwoFactorRequirement(trx);
      await setTwoFactorRequirement(trx, required);
      await recordAudit(trx, audit, { action: "update", targetType: "settings", targetId: "security", changes: changedFields({ requireAdminTwoFactor: before }, { requireAdminTwoFactor: required }) });
    });
    const description = required ? "Administrators now need two-factor sign-in." : "Two-factor sign-in is now optional for administrators.";
    const cookie = await setFlash(context, { kind: "success", title: "Security settings updated", description });
    return redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": cookie } });
  }
  const values = decodeSettingsForm(form);
  const fail = (fieldErrors: Record<string, string>, description: string, status: number) =>
    data<SettingsFailure>(
      { notice: { kind: "error", title: "Error updating site settings", description }, fieldErrors, values },
      { status: failureStatus(request, status) },
    );
  const parsed = siteSettingsSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return fail(fieldErrors, Object.values(fieldErrors)[0] ?? "Please check the form.", 400);
  }
  try {
    // The settings and their audit entry (what changed, before and after) commit together.
    await inTransaction(context.services.db, async (trx) => {
      const before = await getSiteSettings(trx);
      const after = await updateSiteSettings(trx, parsed.data);
      await recordAudit(trx, audit, { action: "update", targetType: "settings", changes: changedFields(before, after) });
    });
  } catch (error) {
    if (error instanceof ZodError) {
      const fieldErrors = fieldErrorsOf(error);
      return fail(fieldErrors, Object.values(fieldErrors)[0] ?? "Please check the form.", 400);
    }
    context.services.logger.error({ err: error }, "updating site settings failed");
    return fail({}, "The server could not save the change. Please try again.", 500);
  }
  const cookie = await setFlash(context, { kind: "success", title: "Site settings updated successfully" });
  return redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": cookie } });
}

/** The company details every public page shows (departure 6: company details are data). */
export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const values = actionData?.values ?? loaderData.settings;
  const { errors, onSubmit } = useFormErrors(siteSettingsSchema, actionData?.fieldErrors, decodeSettingsForm);
  return (
    <section aria-labelledby="settings-title" className="grid max-w-5xl gap-6">
      <div>
        <h1 id="settings-title" className="text-2xl font-bold">
          Site Settings
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Company details shown in the header, footer, Support, Contact and About pages. Fields marked * are required.
        </p>
      </div>
      <NoticeToast notice={actionData?.notice} />
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Site settings"
        // A new key after each save or refusal so the fields show what the server now holds.
        key={actionData ? "posted" : JSON.stringify(loaderData.settings)}
        className="grid gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <CompanyFields values={values} errors={errors} />
        <OfficeFields values={values} errors={errors} />
        <HoursFields values={values} errors={errors} />
        <SocialFields values={values} errors={errors} />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save settings"}
          </Button>
        </div>
      </Form>
      <SecurityForm required={loaderData.security.required} forcedByEnv={loaderData.security.forcedByEnv} />
    </section>
  );
}
