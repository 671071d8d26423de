import { Link } from "react-router";

/** Footer; the public pages issue adds categories, contact details and the theme switch. */
export function SiteFooter({ companyName }: { companyName: string }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 dark:text-slate-300">
        <p>
          © {new Date().getFullYear()} {companyName}. All rights reserved.
        </p>
        <ul className="flex gap-4">
          <li><Link to="/about" className="hover:underline">About Us</Link></li>
          <li><Link to="/solutions" className="hover:underline">Solutions</Link></li>
          <li><Link to="/support" className="hover:underline">Support</Link></li>
          <li><Link to="/news" className="hover:underline">News</Link></li>
        </ul>
      </div>
    </footer>
  );
}
