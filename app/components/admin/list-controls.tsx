import { type ReactNode, useEffect, useRef } from "react";
import { Form, useSearchParams, useSubmit } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/fields";
import { cx } from "~/components/ui/class-names";
import { type ListQuery, type Page, withParams } from "~/content/shared/list-query";

const SEARCH_DELAY_MS = 300;

type ListSearchProps = {
  /** "Search products": names the search region and the field. */
  label: string;
  placeholder: string;
  q: string;
  /** Parent filters (selects or comboboxes named after their URL parameter). */
  children?: ReactNode;
};

/**
 * The list's search box and filters: a GET form, so it works without JavaScript. With it, typing
 * searches after a short pause and a changed filter applies at once, replacing the history entry
 * while typing so Back returns to the list before the search, not to every keystroke.
 */
export function ListSearch({ label, placeholder, q, children }: ListSearchProps) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (replace: boolean) => {
    clearTimeout(timer.current);
    if (form.current) submit(form.current, { replace, preventScrollReset: true });
  };
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label={label}
      preventScrollReset
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (target instanceof HTMLInputElement && target.type === "search") {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(true), SEARCH_DELAY_MS);
        } else if (target instanceof HTMLSelectElement) {
          apply(false);
        }
      }}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {/* The order survives a new search; the page does not (page 1 of the new result). */}
      {["sort", "dir"].map((name) => (params.get(name) ? <input key={name} type="hidden" name={name} value={params.get(name) ?? ""} /> : null))}
      <div className="grid min-w-56 flex-1 gap-1.5">
        <label htmlFor="list-search" className="text-sm font-medium">
          Search
        </label>
        <input id="list-search" type="search" name="q" defaultValue={q} key={q} placeholder={placeholder} className={cx(inputClass, "h-10")} />
      </div>
      {children}
      <Button type="submit" variant="outline">
        <AdminIcon name="search" />
        Apply
      </Button>
    </Form>
  );
}

/**
 * "42 products, page 2 of 3", or "More than 1000 products, page 2" when a broad search stopped
 * counting (the table itself says "Loading..." while the list is fetched).
 */
export function ListSummary({ page, noun }: { page: Page<unknown>; noun: [one: string, many: string] }) {
  if (page.more) return <p className="text-sm text-slate-600 dark:text-slate-300">{`More than ${page.total} ${noun[1]}, page ${page.page}`}</p>;
  const count = `${page.total} ${page.total === 1 ? noun[0] : noun[1]}`;
  return <p className="text-sm text-slate-600 dark:text-slate-300">{page.pages > 1 ? `${count}, page ${page.page} of ${page.pages}` : count}</p>;
}

/** The empty-list text: the screen's own when nothing exists, another when a search or filter hides everything. */
export function emptyText(query: ListQuery, whenNone: string): string {
  const filtered = Object.keys(query.filters).length > 0 || Object.keys(query.choices ?? {}).length > 0;
  return query.q || filtered ? "Nothing matches this search. Clear the search or filters to see everything." : whenNone;
}

/** Numbered page links around the current page, with the first and last always reachable. */
export function Pagination({ page, label }: { page: Page<unknown>; label: string }) {
  const [params] = useSearchParams();
  if (page.pages <= 1) return null;
  const href = (n: number) => withParams(params, { page: n === 1 ? null : n });
  const numbers = pageNumbers(page.page, page.pages);
  const linkClass = "inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-slate-300 px-3 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1.5">
        {page.page > 1 ? (
          <li>
            <AdminLink to={href(page.page - 1)} rel="prev" preventScrollReset className={linkClass}>
              Previous
            </AdminLink>
          </li>
        ) : null}
        {numbers.map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={n}>
              <AdminLink
                to={href(n)}
                preventScrollReset
                aria-label={`Page ${n}`}
                aria-current={n === page.page ? "page" : undefined}
                className={cx(linkClass, n === page.page && "border-brand-700 bg-brand-700 text-white hover:bg-brand-700 dark:border-brand-100")}
              >
                {n}
              </AdminLink>
            </li>
          ),
        )}
        {page.page < page.pages ? (
          <li>
            <AdminLink to={href(page.page + 1)} rel="next" preventScrollReset className={linkClass}>
              Next
            </AdminLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20: null marks a gap. */
export function pageNumbers(current: number, last: number): Array<number | null> {
  const shown = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1] > 1 ? [null, n] : [n]));
}
