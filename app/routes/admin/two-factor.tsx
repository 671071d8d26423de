import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/two-factor";
import { setFlash } from "~/auth/flash.server";
import { getAdminSession, requireSameOrigin } from "~/auth/guard.server";
import { clearPendingSignIn, readPendingSignIn } from "~/auth/pending-sign-in.server";
import { safeRedirectTo } from "~/auth/redirect-to";
import { codeLimitMessage } from "~/auth/sign-in-limits.server";
import { signInCodeInput } from "~/auth/two-factor-code";
import { CODE_MESSAGES, completeTwoFactorSignIn } from "~/auth/two-factor.server";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { type Notice, NoticeToast } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { inputProps } from "~/components/forms/field-props";
import { parseSubmission } from "~/components/forms/parse-submission";
import { SchemaForm } from "~/components/forms/schema-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/fields";
import { servicesContext, requestFactsContext } from "~/request-context";

export const meta: Route.MetaFunction = () => [{ title: "Two-Factor Sign-In | Admin" }, { name: "robots", content: "noindex" }];

/** Sends the visitor back to the password form, saying why. */
async function backToSignIn(context: Route.LoaderArgs["context"], description: string): Promise<never> {
  const headers = new Headers();
  headers.append("Set-Cookie", await clearPendingSignIn(context));
  headers.append("Set-Cookie", await setFlash(context, { kind: "error", title: "Login Failed", description }));
  throw redirect("/admin/login", { headers });
}

/** /admin/two-factor: the second sign-in step, after a right password for an account with two-factor on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getAdminSession(request, context)) throw redirect(safeRedirectTo(null));
  if (!(await readPendingSignIn(request, context))) throw redirect("/admin/login");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request, context);
  const pending = await readPendingSignIn(request, context);
  if (!pending) return backToSignIn(context, CODE_MESSAGES.expired);
  const submission = parseSubmission(await request.formData(), signInCodeInput);
  if (submission.status !== "success") return data({ notice: null, result: submission.reply() }, { status: failureStatus(request, 400) });

  const result = await completeTwoFactorSignIn(context.get(servicesContext), {
    userId: pending.userId,
    code: submission.value.code,
    cookie: request.headers.get("cookie"),
    ip: context.get(requestFactsContext).clientIp,
    userAgent: request.headers.get("user-agent"),
    requestId: context.get(requestFactsContext).requestId,
  });
  if (!result.ok) {
    if (result.reason === "expired") return backToSignIn(context, result.message);
    const description = result.reason === "rate-limited" ? codeLimitMessage(result.retryAfterMinutes) : result.message;
    const notice: Notice = { kind: "error", title: "Login Failed", description };
    // A code is used once: the one tried is not shown again.
    const refused = submission.reply({ fieldErrors: { code: [description] }, hideFields: ["code"] });
    return data({ notice, result: refused }, { status: failureStatus(request, result.reason === "rate-limited" ? 429 : 401) });
  }
  const headers = new Headers();
  for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await clearPendingSignIn(context));
  headers.append("Set-Cookie", await setFlash(context, { kind: "success", title: "Login Successful", description: `Welcome back, ${result.user.name}!` }));
  throw redirect(safeRedirectTo(pending.redirectTo), { headers });
}

export default function TwoFactorSignIn({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm(signInCodeInput, { lastResult: actionData?.result });
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950" data-hydrated={hydrated || undefined}>
      <AdminToaster />
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">Two-Factor Sign-In</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Your password was right. Enter the code from your authenticator app to finish signing in.</p>
        <div className="mt-6">
          <NoticeToast notice={actionData?.notice} />
        </div>
        <SchemaForm form={form} aria-label="Two-factor code" className="grid gap-4">
          <InputField
            {...inputProps(fields.code)}
            label="Code"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            marked
            autoFocus
            hint="The 6-digit code from your app, or one of your recovery codes (such as abcde-12345) if you cannot use the app."
          />
          <Button type="submit" disabled={busy} className="mt-2 w-full">
            {busy ? "Checking..." : "Verify"}
          </Button>
        </SchemaForm>
        <p className="mt-6 text-sm">
          <a href="/admin/login" className="underline underline-offset-2">
            Back to the sign-in form
          </a>
        </p>
      </div>
    </main>
  );
}
