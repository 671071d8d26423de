import { Icon } from "~/components/icons/icon";
import { Fragment } from "react";
import { AppLink } from "~/components/ui/app-link";

export type Crumb = { label: string; to?: string };

/** Trail of links; the last crumb is plain text marked as the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={`${item.label}-${i}`}>
              <li>
                {last || !item.to ? (
                  <span
                    aria-current={last ? "page" : undefined}
                    className={
                      last
                        ? "font-medium text-slate-900 dark:text-white"
                        : undefined
                    }
                  >
                    {item.label}
                  </span>
                ) : (
                  <AppLink
                    to={item.to}
                    className="text-link"
                  >
                    {item.label}
                  </AppLink>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true">
                  <Icon name="chevron-right" className="size-3.5" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
