import { data, redirect } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import type { Route } from "./+types/dashboard";
import { setFlash } from "~/auth/flash.server";
import { requireStaff } from "~/auth/guard.server";
import { mayEnter } from "~/auth/roles";
import { CompletenessPanel } from "~/components/admin/dashboard/completeness-panel";
import { InboxTrendsPanel } from "~/components/admin/dashboard/inbox-trends-panel";
import { RecentActivityPanel } from "~/components/admin/dashboard/recent-activity-panel";
import { SiteHealthPanel } from "~/components/admin/dashboard/site-health-panel";
import { type Notice, NoticeToast } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { loadDashboard, scansFor } from "~/dashboard/dashboard.server";
import { refreshScans } from "~/dashboard/health-scans.server";
import { parseTrendRange } from "~/dashboard/inbox-trends";
import { servicesContext } from "~/request-context";
import { dayTableMarkup } from "~/dashboard/day-table-markup.server";
import type { AdminIconName } from "~/components/icons/icon-names";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

/** Every role lands here; it shows only the parts the role may act on (roles.ts, decision 041). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context, "dashboard");
  const range = parseTrendRange(new URL(request.url).searchParams.get("range"));
  const dashboard = await loadDashboard(context.get(servicesContext), user.role, range);
  // The day table is drawn on the server, once per set of figures.
  const trends = dashboard.trends && { ...dashboard.trends, dayTable: dayTableMarkup(dashboard.trends) };
  return { ...dashboard, trends, fullLog: mayEnter(user.role, "audit") };
}

/** "Check files now": starts the checks of stored files the role sees the outcome of, in the background. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "dashboard");
  const intent = (await request.formData()).get("intent");
  const refuse = (description: string, status: number) =>
    data({ notice: { kind: "error", title: "Nothing was checked", description } satisfies Notice }, { status: failureStatus(request, status) });
  if (intent !== "check-files") return refuse("This action is not known.", 400);
  const scans = scansFor(user.role);
  if (scans.length === 0) return refuse("Your role does not see the checks of stored files.", 403);
  const { started } = await refreshScans(context.get(servicesContext), scans, { force: true });
  const cookie = await setFlash(context, {
    kind: "success",
    title: started.length > 0 ? "Checking stored files" : "Stored files are being checked already",
    description: "Reload the dashboard in a moment to see what the check found.",
  });
  return redirect(new URL(request.url).pathname + new URL(request.url).search, { headers: { "Set-Cookie": cookie } });
}

type Tile = { label: string; value: number; icon: AdminIconName; to?: string };

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, inbox, trends, completeness, health, activity, fullLog } = loaderData;
  const tiles: Tile[] = counts
    ? [
        { label: "Categories", value: counts.categories, icon: "folder-tree", to: "/admin/categories" },
        { label: "Subcategories", value: counts.subcategories, icon: "boxes", to: "/admin/subcategories" },
        { label: "Products", value: counts.products, icon: "package", to: "/admin/products" },
        { label: "Solutions", value: counts.solutions, icon: "lightbulb", to: "/admin/solutions" },
      ]
    : [];
  return (
    <section aria-labelledby="dashboard-title" className="grid grid-cols-1 gap-8 *:min-w-0">
      <NoticeToast notice={actionData?.notice} />
      <h1 id="dashboard-title" className="text-2xl font-bold">
        Dashboard
      </h1>
      {tiles.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.label}>
              <TileCard {...tile} />
            </li>
          ))}
        </ul>
      ) : null}
      {inbox ? (
        <div className="grid gap-4">
          <div>
            <h2 className="text-lg font-semibold">Inbox</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Product enquiries and support or contact messages not yet handled.</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <li>
              <TileCard label="New enquiries" value={inbox.enquiries} icon="inbox" to="/admin/inbox?kind=enquiry&status=new" />
            </li>
            <li>
              <TileCard label="New messages" value={inbox.messages} icon="mail" to="/admin/inbox?status=new" />
            </li>
          </ul>
        </div>
      ) : null}
      {trends ? <InboxTrendsPanel trends={trends} /> : null}
      {completeness ? <CompletenessPanel summary={completeness} /> : null}
      {health ? <SiteHealthPanel checks={health.checks} fileChecks={health.fileChecks} /> : null}
      <RecentActivityPanel entries={activity} fullLog={fullLog} />
    </section>
  );
}

const tileClass = "flex items-center justify-between rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";

function TileCard({ label, value, icon, to }: Tile) {
  const content = (
    <>
      <span>
        <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">{label}</span>
        <span className="mt-1 block text-3xl font-bold tabular-nums">{value}</span>
      </span>
      <AdminIcon name={icon} className="size-8 text-brand-600 dark:text-brand-100" />
    </>
  );
  return to ? (
    <AdminLink to={to} className={`${tileClass} hover:border-brand-500`}>
      {content}
    </AdminLink>
  ) : (
    <div className={tileClass}>{content}</div>
  );
}
