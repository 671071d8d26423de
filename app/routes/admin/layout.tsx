import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Outlet } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import type { Route } from "./+types/layout";
import { takeFlash } from "~/auth/flash.server";
import { requireStaff } from "~/auth/guard.server";
import { ROLE_LABELS } from "~/auth/roles";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { NoticeToast } from "~/components/admin/notice";
import { useHydrated } from "~/components/admin/use-hydrated";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { ScreenLoading, useScreenLoading } from "~/components/admin/screen-loading";
import { ErrorPage } from "~/components/feedback/error-page";
import { searchOnlyChange } from "./revalidation";

// With an error the screen's own meta is not used (the error boundary is this route's): its title is set here.
export const meta: Route.MetaFunction = ({ error }) => [
  ...(error ? [{ title: errorTitle(error) }] : []),
  { name: "robots", content: "noindex" },
];

function errorTitle(error: unknown): string {
  if (!isRouteErrorResponse(error)) return "Something went wrong";
  return error.status === 403 ? "No Access | Admin" : error.status === 404 ? "Page not found" : "Something went wrong";
}

/** Frame of every signed-in admin screen: guard, sidebar (the role's screens only), toasts (incl. 'Login Successful'). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireStaff(request, context, "signed-in");
  const { flash, clear } = await takeFlash(request, context);
  return data(
    { adminName: admin.user.name, role: admin.user.role, roleLabel: ROLE_LABELS[admin.user.role], flash },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

// The layout's data (who is signed in, a flash) does not change when a form opens or closes.
export const shouldRevalidate = searchOnlyChange;

type FrameData = { adminName: string; role: string; roleLabel: string };

function AdminFrame({ frame, children }: { frame: FrameData; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="min-h-screen bg-slate-50 md:flex dark:bg-slate-950">
      <AdminToaster />
      <AdminSidebar adminName={frame.adminName} role={frame.role} roleLabel={frame.roleLabel} />
      {/* data-hydrated tells browser tests the page's scripts have taken over. */}
      <main className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8" data-hydrated={hydrated || undefined}>
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const loading = useScreenLoading();
  return (
    <AdminFrame frame={loaderData}>
      <NoticeToast notice={loaderData.flash} />
      {loading ? <ScreenLoading /> : <Outlet />}
    </AdminFrame>
  );
}

/**
 * A screen the role may not open (403 from requireStaff) is refused inside the admin frame, with the
 * sidebar of what the role may use. Any other error is the site's usual error page.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!(isRouteErrorResponse(error) && error.status === 403 && loaderData)) return <ErrorPage error={error} />;
  return (
    <AdminFrame frame={loaderData}>
      <section aria-labelledby="forbidden-title" className="max-w-2xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center gap-3">
          <AdminIcon name="shield-exclamation-point" className="size-6 text-red-700 dark:text-red-400" />
          <h1 id="forbidden-title" className="text-2xl font-bold">
            No access
          </h1>
        </div>
        <p className="mt-3 text-slate-700 dark:text-slate-200">
          {typeof error.data === "string" && error.data ? error.data : "Your role does not give access to this part of the admin panel."} You are signed in as{" "}
          {loaderData.roleLabel}; an administrator can change your role.
        </p>
        <AdminLink to="/admin/dashboard" className="mt-4 inline-block font-medium text-brand-700 underline hover:no-underline dark:text-brand-300">
          Go to the dashboard
        </AdminLink>
      </section>
    </AdminFrame>
  );
}
