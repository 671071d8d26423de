import { Icon } from "~/components/icons/icon";
import type { ReactNode } from "react";
import { AppLink } from "~/components/ui/app-link";
import { cx } from "~/components/ui/class-names";
import { pageItems } from "./product-list-query";

type PaginationProps = {
  current: number;
  last: number;
  href: (page: number) => string;
};

const item =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm tabular-nums";
const idle = "border border-slate-300 hover:bg-shade dark:border-slate-700";

/**
 * Numbered page links (plain links, so they work without JavaScript): Previous, the first and
 * last pages, the current one with its neighbours, gaps as ellipses, Next. Nothing for one page.
 */
export function Pagination({ current, last, href }: PaginationProps) {
  if (last <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Step to={current > 1 ? href(current - 1) : null} rel="prev">
            <Icon name="chevron-left" className="size-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </Step>
        </li>
        {pageItems(current, last).map((page, i) =>
          page === "gap" ? (
            <li key={`gap-${i}`} className={cx(item, "text-slate-500")}>
              …
            </li>
          ) : (
            <li key={page}>
              <AppLink
                to={href(page)}
                aria-label={`Page ${page}`}
                aria-current={page === current ? "page" : undefined}
                className={cx(
                  item,
                  page === current
                    ? "bg-brand-600 font-semibold text-white"
                    : idle,
                )}
              >
                {page}
              </AppLink>
            </li>
          ),
        )}
        <li>
          <Step to={current < last ? href(current + 1) : null} rel="next">
            <span className="sr-only sm:not-sr-only">Next</span>
            <Icon name="chevron-right" className="size-4" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

/** Previous or Next: a link, or greyed-out text on the first or last page. */
function Step({
  to,
  rel,
  children,
}: {
  to: string | null;
  rel: "prev" | "next";
  children: ReactNode;
}) {
  if (to === null) {
    return (
      <span
        aria-disabled="true"
        className={cx(
          item,
          "border border-line text-slate-400 dark:text-slate-500",
        )}
      >
        {children}
      </span>
    );
  }
  return (
    <AppLink to={to} rel={rel} className={cx(item, idle)}>
      {children}
    </AppLink>
  );
}
