import { Icon } from "~/components/icons/icon";
import { type ReactNode, useEffect, useState } from "react";
import { AppLink } from "~/components/ui/app-link";
import { cx } from "~/components/ui/class-names";
import {
  filterHref,
  type ResolvedFilter,
  type SidebarCategory,
} from "./product-filter";
import { keepDiscontinued } from "./product-list-query";

type CategoryTreeProps = {
  categories: SidebarCategory[];
  total: number;
  filter: ResolvedFilter;
  /** "Show discontinued" is on: the links keep it, as the counts include those products. */
  discontinued?: boolean;
  onNavigate?: () => void;
};

/** All Products, then categories > subcategories > types with counts; the selected branch starts expanded. */
export function CategoryTree({
  categories,
  total,
  filter,
  discontinued,
  onNavigate,
}: CategoryTreeProps) {
  const href = (to: string) => (discontinued ? keepDiscontinued(to) : to);
  const current = {
    category: filter.category?.id,
    subcategory: filter.subcategory?.id,
    type: filter.type?.id,
  };
  return (
    <ul className="space-y-0.5 px-2 pb-4 text-sm">
      <li>
        <TreeLink
          to={href(filterHref.all())}
          count={total}
          active={!filter.category}
          onNavigate={onNavigate}
        >
          All Products
        </TreeLink>
      </li>
      {categories.map((category) => (
        <Branch
          key={category.id}
          label={category.name}
          defaultOpen={current.category === category.id}
          link={
            <TreeLink
              to={href(filterHref.category(category.id))}
              count={category.count}
              active={current.category === category.id && !current.subcategory}
              onNavigate={onNavigate}
            >
              {category.name}
            </TreeLink>
          }
        >
          {category.subcategories.map((subcategory) => (
            <Branch
              key={subcategory.id}
              label={subcategory.name}
              defaultOpen={current.subcategory === subcategory.id}
              link={
                <TreeLink
                  to={href(filterHref.subcategory(category.id, subcategory.id))}
                  count={subcategory.count}
                  active={
                    current.subcategory === subcategory.id && !current.type
                  }
                  onNavigate={onNavigate}
                >
                  {subcategory.name}
                </TreeLink>
              }
            >
              {subcategory.types.map((type) => (
                <li key={type.id}>
                  <TreeLink
                    to={href(filterHref.type(category.id, subcategory.id, type.id))}
                    count={type.count}
                    active={current.type === type.id}
                    onNavigate={onNavigate}
                  >
                    {type.name}
                  </TreeLink>
                </li>
              ))}
            </Branch>
          ))}
        </Branch>
      ))}
    </ul>
  );
}

function Branch({
  label,
  link,
  defaultOpen,
  children,
}: {
  label: string;
  link: ReactNode;
  defaultOpen: boolean;
  children: ReactNode[];
}) {
  const [open, setOpen] = useState(defaultOpen);
  // Arriving at this branch from elsewhere (the mega-menu, a breadcrumb) opens it.
  useEffect(() => {
    if (defaultOpen) setOpen(true);
  }, [defaultOpen]);
  const hasChildren = children.length > 0;
  return (
    <li>
      <div className="flex items-center">
        {hasChildren ? (
          <button
            type="button"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={`${open ? "Collapse" : "Expand"} ${label}`}
            className="rounded p-1 text-slate-500 hover:bg-shade"
          >
            <Icon
              name="chevron-right"
              className={cx("size-4 transition-transform", open && "rotate-90")}
            />
          </button>
        ) : (
          <span className="w-6 shrink-0" />
        )}
        <div className="min-w-0 flex-1">{link}</div>
      </div>
      {hasChildren && open ? (
        <ul className="ml-3 space-y-0.5 border-l border-line pl-2">
          {children}
        </ul>
      ) : null}
    </li>
  );
}

function TreeLink({
  to,
  count,
  active,
  onNavigate,
  children,
}: {
  to: string;
  count: number;
  active: boolean;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  return (
    <AppLink
      to={to}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cx(
        "flex items-center justify-between gap-2 rounded px-2 py-1.5",
        active
          ? "bg-brand-50 font-medium text-accent dark:bg-brand-900/60"
          : "hover:bg-shade",
      )}
    >
      {/* Wrapped, not truncated: a long name is read whole, on touch screens too. */}
      <span className="min-w-0 break-words">{children}</span>
      <span className="shrink-0 text-xs text-muted tabular-nums">{count}</span>
    </AppLink>
  );
}
