import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, useNavigation } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import type { Route } from "./+types/invite";
import { setFlash } from "~/auth/flash.server";
import { requireSameOrigin } from "~/auth/guard.server";
import { isRole, ROLE_LABELS } from "~/auth/roles";
import { findInvite } from "~/auth/staff-repository.server";
import { acceptInviteInput } from "~/auth/staff-schema";
import { acceptInvite, INVITE_PROBLEMS } from "~/auth/staff.server";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { NoticeToast, type Notice } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { inputProps } from "~/components/forms/field-props";
import { parseSubmission } from "~/components/forms/parse-submission";
import { SchemaForm } from "~/components/forms/schema-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/fields";
import { servicesContext, requestFactsContext } from "~/request-context";

export const meta: Route.MetaFunction = () => [{ title: "Accept Invitation | Admin" }, { name: "robots", content: "noindex" }];

// The token is in the query, which the request log leaves out (server/request-log.ts); the form posts back to the same address.
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** /admin/invite?token=: an invited staff member chooses a name and password, or learns why the link no longer works. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await findInvite(context.get(servicesContext).db, tokenOf(request));
  if (found.status !== "valid") return data({ problem: INVITE_PROBLEMS[found.status], invite: null }, { status: found.status === "unknown" ? 404 : 410 });
  const { email, role } = found.invite;
  return { problem: null, invite: { email, role: isRole(role) ? ROLE_LABELS[role] : role } };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request, context);
  const submission = parseSubmission(await request.formData(), acceptInviteInput);
  // The passwords are never sent back; the name stays typed in.
  const hideFields = ["password", "confirm"];
  const fail = (notice: Notice | null, result: SubmissionResult<string[]>, status: number, problem: string | null = null) =>
    data({ notice, result, problem }, { status: failureStatus(request, status) });
  if (submission.status !== "success") return fail(null, submission.reply({ hideFields }), 400);
  const outcome = await acceptInvite(context.get(servicesContext), tokenOf(request), submission.value, { ip: context.get(requestFactsContext).clientIp, userAgent: request.headers.get("user-agent"), requestId: context.get(requestFactsContext).requestId });
  if (!outcome.ok) {
    if ("problem" in outcome) {
      const problem = INVITE_PROBLEMS[outcome.problem];
      return fail({ kind: "error", title: "Invitation not accepted", description: problem }, submission.reply({ formErrors: [problem], hideFields }), 410, problem);
    }
    const fieldErrors = Object.fromEntries(Object.entries(outcome.fieldErrors).map(([field, message]) => [field, [message]]));
    return fail({ kind: "error", title: "Please check the form", description: Object.values(outcome.fieldErrors)[0] }, submission.reply({ fieldErrors, hideFields }), 400);
  }
  const headers = new Headers();
  // A new account has no two-factor yet, so its first sign-in completes here.
  if (outcome.signIn.ok && !("twoFactor" in outcome.signIn)) {
    for (const cookie of outcome.signIn.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await setFlash(context, { kind: "success", title: "Account created", description: `Welcome, ${outcome.signIn.user.name}!` }));
    throw redirect("/admin/dashboard", { headers });
  }
  // The account exists; only signing in failed (e.g. the address is locked out): the form says so.
  headers.append("Set-Cookie", await setFlash(context, { kind: "success", title: "Account created", description: "Please sign in with your new password." }));
  throw redirect("/admin/login", { headers });
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(acceptInviteInput, { lastResult: actionData?.result });
  const problem = actionData?.problem ?? loaderData.problem;
  const { invite } = loaderData;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950" data-hydrated={hydrated || undefined}>
      <AdminToaster />
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">Accept Invitation</h1>
        {problem || !invite ? (
          <>
            <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
              {problem}
            </p>
            <AdminLink to="/admin/login" className="mt-6 inline-block font-medium underline hover:no-underline">
              Go to the sign-in page
            </AdminLink>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              You are invited to the admin panel as {invite.role}. Choose your name and a password to create your account for{" "}
              <strong className="break-all">{invite.email}</strong>.
            </p>
            <div className="mt-6">
              <NoticeToast notice={actionData?.notice} />
            </div>
            <SchemaForm form={form} className="grid gap-4">
              {/* Read-only: the invitation is for this address. Also lets a password manager store it with the password. */}
              <InputField label="Email" name="email" type="email" autoComplete="username" readOnly value={invite.email} />
              <InputField {...inputProps(fields.name)} label="Name" autoComplete="name" required marked />
              <InputField
                {...inputProps(fields.password, "password")}
                label="Password"
                autoComplete="new-password"
                required
                marked
                hint="At least 12 characters, and not a commonly used password."
              />
              <InputField {...inputProps(fields.confirm, "password")} label="Repeat password" autoComplete="new-password" required marked />
              <Button type="submit" disabled={busy} className="mt-2 w-full">
                {busy ? "Creating account..." : "Create Account"}
              </Button>
            </SchemaForm>
          </>
        )}
      </div>
    </main>
  );
}
