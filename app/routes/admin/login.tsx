import { data, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { takeFlash, setFlash } from "~/auth/flash.server";
import { getAdminSession, requireSameOrigin } from "~/auth/guard.server";
import { loginInput } from "~/auth/login-schema";
import { setPendingSignIn } from "~/auth/pending-sign-in.server";
import { safeRedirectTo } from "~/auth/redirect-to";
import { signInLimitMessage } from "~/auth/sign-in-limits.server";
import { DISABLED_ACCOUNT_MESSAGE, signInAdmin } from "~/auth/sign-in.server";
import { NoticeToast, type Notice } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { inputProps } from "~/components/forms/field-props";
import { parseSubmission } from "~/components/forms/parse-submission";
import { SchemaForm } from "~/components/forms/schema-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/fields";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { servicesContext, requestFactsContext } from "~/request-context";

export const meta: Route.MetaFunction = () => [{ title: "Admin Login" }, { name: "robots", content: "noindex" }];

/** /admin and /admin/login: the sign-in form, or straight on when already signed in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (await getAdminSession(request, context)) throw redirect(safeRedirectTo(redirectTo));
  const { flash, clear } = await takeFlash(request, context);
  return data({ flash }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request, context);
  const submission = parseSubmission(await request.formData(), loginInput);
  // The password is never sent back; the e-mail stays typed in.
  const hideFields = ["password"];
  if (submission.status !== "success") return data({ notice: null, result: submission.reply({ hideFields }) }, { status: failureStatus(request, 400) });
  const { email, password, redirectTo } = submission.value;
  const result = await signInAdmin(context.get(servicesContext), {
    email,
    password,
    ip: context.get(requestFactsContext).clientIp,
    userAgent: request.headers.get("user-agent"),
    requestId: context.get(requestFactsContext).requestId,
  });
  if (!result.ok) {
    const description =
      result.reason === "rate-limited"
        ? signInLimitMessage(result.retryAfterMinutes)
        : result.reason === "disabled"
          ? DISABLED_ACCOUNT_MESSAGE
          : "Invalid email or password";
    const notice: Notice = { kind: "error", title: "Login Failed", description };
    const status = result.reason === "rate-limited" ? 429 : result.reason === "disabled" ? 403 : 401;
    return data({ notice, result: submission.reply({ formErrors: [description], hideFields }) }, { status: failureStatus(request, status) });
  }
  const headers = new Headers();
  for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  if ("twoFactor" in result) {
    headers.append("Set-Cookie", await setPendingSignIn(context, { userId: result.userId, redirectTo: safeRedirectTo(redirectTo) }));
    throw redirect("/admin/two-factor", { headers });
  }
  const welcome = `Welcome back, ${result.user.name}!`;
  headers.append("Set-Cookie", await setFlash(context, { kind: "success", title: "Login Successful", description: welcome }));
  throw redirect(safeRedirectTo(redirectTo), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm(loginInput, { lastResult: actionData?.result });
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950" data-hydrated={hydrated || undefined}>
      <AdminToaster />
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">Admin Login</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Sign in to manage the website.</p>
        <div className="mt-6">
          <NoticeToast notice={actionData?.notice ?? loaderData.flash} />
        </div>
        <SchemaForm form={form} className="grid gap-4">
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <InputField {...inputProps(fields.email, "email")} label="Email" autoComplete="username" required marked />
          <InputField {...inputProps(fields.password, "password")} label="Password" autoComplete="current-password" required marked />
          <Button type="submit" disabled={busy} className="mt-2 w-full">
            {busy ? "Signing in..." : "Sign In"}
          </Button>
        </SchemaForm>
      </div>
    </main>
  );
}
