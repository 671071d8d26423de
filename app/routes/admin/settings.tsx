import type { Route } from "./+types/settings";
import { requireStaff } from "~/auth/guard.server";
import { NoticeToast } from "~/components/admin/notice";
import { SecurityForm } from "~/components/admin/settings/security-form";
import { SettingsForm } from "~/components/admin/settings/settings-form";
import { loadSettingsScreen, saveSettingsScreen } from "./settings-route.server";

export const meta: Route.MetaFunction = () => [{ title: "Site Settings | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "settings");
  return loadSettingsScreen(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "settings");
  return saveSettingsScreen(request, context, staff);
}

/** The company details every public page shows (departure 6: company details are data). */
export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
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
      {/* A new key after each save so the fields show what the server now holds. */}
      <SettingsForm key={JSON.stringify(loaderData.settings)} settings={loaderData.settings} lastResult={actionData?.result} />
      <SecurityForm required={loaderData.security.required} forcedByEnv={loaderData.security.forcedByEnv} />
    </section>
  );
}
