import { type ReactNode, useEffect, useState } from "react";
import { Form, useLocation } from "react-router";
import { AdminIcon } from "~/components/icons/admin-icon";
import { AppLink, isCurrentSection } from "~/components/ui/app-link";
import { cx } from "~/components/ui/class-names";
import { navFor } from "./admin-nav";
import { useHydrated } from "./use-hydrated";

const ACCOUNT = "/admin/account";

/**
 * Side navigation of every admin screen. On a phone it folds into a Menu button that opens the
 * whole list, one screen per line, instead of a sideways strip hiding most screens; without
 * JavaScript the list is simply shown.
 */
export function AdminSidebar({ adminName, role, roleLabel }: { adminName: string; role: string; roleLabel: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A chosen screen closes the menu, so the phone shows the screen, not the list.
  useEffect(() => setOpen(false), [pathname]);
  const items = navFor(role);
  const current = isCurrentSection(pathname, ACCOUNT) ? "Account" : items.find(({ to }) => isCurrentSection(pathname, to))?.label;
  const folded = hydrated && !open;

  return (
    <aside className="border-b border-slate-200 bg-slate-900 text-slate-100 md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col md:border-r md:border-b-0 dark:border-slate-800">
      <div className="hidden px-5 py-5 md:block">
        <p className="text-lg font-bold">Showroom Admin</p>
        <p className="mt-0.5 truncate text-xs text-slate-300">Signed in as {adminName}</p>
        <p className="mt-0.5 truncate text-xs text-slate-300">Role: {roleLabel}</p>
      </div>
      {hydrated ? (
        <div className="flex items-center justify-between gap-3 px-4 py-2 md:hidden">
          <p className="truncate text-sm font-semibold">{current ? `Admin: ${current}` : "Showroom Admin"}</p>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="admin-nav-list"
            onClick={() => setOpen((was) => !was)}
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-100 hover:bg-slate-800"
          >
            {open ? <AdminIcon name="x" className="size-4" /> : <AdminIcon name="menu" className="size-4" />}
            Menu
          </button>
        </div>
      ) : null}
      <nav aria-label="Admin" className={cx("md:flex-1 md:overflow-y-auto", folded && "hidden md:block")}>
        <ul id="admin-nav-list" className="grid gap-1 p-2 md:flex md:flex-col md:px-3">
          {items.map(({ to, label, icon }) => (
            <li key={to}>
              <SidebarLink to={to} pathname={pathname}>
                <AdminIcon name={icon} className="size-4" />
                {label}
              </SidebarLink>
            </li>
          ))}
          <li className="md:mt-auto">
            <SidebarLink to={ACCOUNT} pathname={pathname}>
              <AdminIcon name="user-cog" className="size-4" />
              Account
            </SidebarLink>
          </li>
          <li>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-200 hover:bg-slate-800 hover:text-white"
              >
                <AdminIcon name="log-out" className="size-4" />
                Logout
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </aside>
  );
}

/** A screen of the panel, marked as the current page (as React Router's NavLink marks it) while it or a page below it is shown. */
function SidebarLink({ to, pathname, children }: { to: string; pathname: string; children: ReactNode }) {
  const current = isCurrentSection(pathname, to);
  return (
    <AppLink
      to={to}
      aria-current={current ? "page" : undefined}
      className={cx(
        "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
        current ? "bg-brand-600 text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white",
      )}
    >
      {children}
    </AppLink>
  );
}
