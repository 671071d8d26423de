import { useLocation } from "react-router";
import type { Route } from "./+types/coming-soon";
import { requireAdmin } from "~/auth/guard.server";
import { adminNav } from "~/components/admin/admin-nav";

export const meta: Route.MetaFunction = ({ location }) => {
  const item = adminNav.find((entry) => entry.to === location.pathname);
  return [{ title: `${item?.label ?? "Admin"} | Admin` }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

/** Solutions, News, Hero Sections, Drivers, Popups and SOP arrive with the second admin issue. */
export default function ComingSoon() {
  const { pathname } = useLocation();
  const item = adminNav.find((entry) => entry.to === pathname);
  return (
    <section aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="text-2xl font-bold">
        {item?.label ?? "Admin"}
      </h1>
      <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
        <p className="font-medium">This screen is not available yet.</p>
        <p className="mt-2 text-sm">
          Managing {item?.label.toLowerCase() ?? "this content"} arrives with the next part of the admin panel. Until then, the public
          site shows the demo content.
        </p>
      </div>
    </section>
  );
}
