import type { Route } from "./+types/account";
import { requireStaff } from "~/auth/guard.server";
import { isTwoFactorRequiredForAdmins } from "~/auth/security-settings.server";
import { isIdle } from "~/auth/session-activity";
import { listSessions } from "~/auth/session-repository.server";
import { enrolmentOf } from "~/auth/two-factor.server";
import { PasswordSection } from "~/components/admin/account/password-section";
import { SessionsSection } from "~/components/admin/account/sessions-section";
import { TwoFactorSection } from "~/components/admin/account/two-factor-section";
import { NoticeToast } from "~/components/admin/notice";
import { handleAccountAction } from "./account-action.server";
import { servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = () => [{ title: "Account | Admin" }];

/** Every staff member's own account: two-factor sign-in, password, and sessions (issue 13, parts 3 and 4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "signed-in");
  const { db, env } = context.get(servicesContext);
  const now = new Date();
  const [enrolment, sessions, required] = await Promise.all([
    enrolmentOf(context.get(servicesContext), staff.user),
    listSessions(db, staff.user.id),
    staff.user.role === "administrator" ? isTwoFactorRequiredForAdmins(db, env) : Promise.resolve(false),
  ]);
  return {
    email: staff.user.email,
    enrolment,
    required,
    idleMinutes: env.ADMIN_IDLE_TIMEOUT_MINUTES,
    // A session idle past the timeout is already over (the guard deletes it at its next request): not listed.
    sessions: sessions
      .filter((session) => session.id === staff.session.id || !isIdle(new Date(session.lastActiveAt), now, env.ADMIN_IDLE_TIMEOUT_MINUTES))
      .map((session) => ({ ...session, current: session.id === staff.session.id })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "signed-in");
  return handleAccountAction(request, context, staff);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const resultFor = (...forms: string[]) => (actionData && forms.includes(actionData.form) ? actionData.result : undefined);
  const sessionRefused = actionData?.notice?.kind === "error" && ["sign-out-session", "sign-out-others"].includes(actionData.form);
  return (
    <section aria-labelledby="account-title" className="grid max-w-5xl gap-6 *:min-w-0">
      <div>
        <h1 id="account-title" className="text-2xl font-bold">
          Account
        </h1>
        <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-300">Signed in as {loaderData.email}. Fields marked * are required.</p>
      </div>
      <NoticeToast notice={actionData?.notice} />
      <TwoFactorSection
        enrolment={loaderData.enrolment}
        required={loaderData.required}
        recoveryCodes={actionData?.recoveryCodes}
        lastResult={resultFor("start-two-factor", "confirm-two-factor")}
      />
      <PasswordSection lastResult={resultFor("change-password")} />
      <SessionsSection sessions={loaderData.sessions} idleMinutes={loaderData.idleMinutes} error={sessionRefused ? actionData?.notice?.description : undefined} />
    </section>
  );
}
