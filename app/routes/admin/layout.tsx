import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { takeFlash } from "~/auth/flash.server";
import { requireAdmin } from "~/auth/guard.server";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { NoticeToast } from "~/components/admin/notice";
import { useHydrated } from "~/components/admin/use-hydrated";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { ScreenLoading, useScreenLoading } from "~/components/admin/screen-loading";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Frame of every signed-in admin screen: guard, sidebar, toasts (incl. 'Login Successful'). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { flash, clear } = await takeFlash(request, context);
  return data({ adminName: admin.user.name, flash }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

// The layout's data (who is signed in, a flash) does not change when a form opens or closes.
export const shouldRevalidate = searchOnlyChange;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const loading = useScreenLoading();
  return (
    <div className="min-h-screen bg-slate-50 md:flex dark:bg-slate-950">
      <AdminToaster />
      <AdminSidebar adminName={loaderData.adminName} />
      {/* data-hydrated tells browser tests the page's scripts have taken over. */}
      <main className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8" data-hydrated={hydrated || undefined}>
        <NoticeToast notice={loaderData.flash} />
        {loading ? <ScreenLoading /> : <Outlet />}
      </main>
    </div>
  );
}
