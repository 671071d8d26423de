import { LogOut } from "lucide-react";
import { Form, NavLink } from "react-router";
import { cx } from "~/components/ui/class-names";
import { adminNav } from "./admin-nav";

/** Side navigation of every admin screen; a scrolling strip on small screens. */
export function AdminSidebar({ adminName }: { adminName: string }) {
  return (
    <aside className="border-b border-slate-200 bg-slate-900 text-slate-100 md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col md:border-r md:border-b-0 dark:border-slate-800">
      <div className="hidden px-5 py-5 md:block">
        <p className="text-lg font-bold">Showroom Admin</p>
        <p className="mt-0.5 truncate text-xs text-slate-300">Signed in as {adminName}</p>
      </div>
      <nav aria-label="Admin" className="overflow-x-auto md:flex-1 md:overflow-y-auto">
        <ul className="flex gap-1 p-2 md:flex-col md:px-3">
          {adminNav.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cx(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
                    isActive ? "bg-brand-600 text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white",
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
          <li className="md:mt-auto">
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-200 hover:bg-slate-800 hover:text-white"
              >
                <LogOut className="size-4" aria-hidden="true" />
                Logout
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
