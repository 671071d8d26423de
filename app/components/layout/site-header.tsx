import { Link, NavLink } from "react-router";

const links = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/products", label: "Products" },
  { to: "/solutions", label: "Solutions" },
  { to: "/support", label: "Support" },
  { to: "/news", label: "News" },
  { to: "/contact", label: "Contact" },
];

/** Top navigation bar; the catalogue issue replaces the Products link with the mega-menu. */
export function SiteHeader({ companyName }: { companyName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="text-lg font-bold text-brand-700 dark:text-brand-100">
          {companyName}
        </Link>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                className={({ isActive }) =>
                  isActive ? "text-brand-700 dark:text-brand-100" : "text-slate-700 hover:text-brand-700 dark:text-slate-300"
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
