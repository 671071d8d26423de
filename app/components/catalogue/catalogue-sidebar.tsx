import { Icon } from "~/components/icons/icon";
import { lazy, Suspense, useState } from "react";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { CategoryTree } from "./category-tree";
import type { ResolvedFilter, SidebarCategory } from "./product-filter";
import { keepDiscontinued } from "./product-list-query";
import { useSidebar } from "./sidebar-state";

// The sheet's dialog code loads the first time it opens (small screens only).
const CategorySheet = lazy(() =>
  import("./category-sheet").then((module) => ({
    default: module.CategorySheet,
  })),
);

type CatalogueSidebarProps = {
  categories: SidebarCategory[];
  total: number;
  filter: ResolvedFilter;
  discontinued?: boolean;
};

/**
 * 'Product Categories': 16rem beside the grid, 3rem (icons only) when collapsed; below 768 px an
 * 18rem sheet opened from the page. The open state comes from the SidebarProvider.
 */
export function CatalogueSidebar(props: CatalogueSidebarProps) {
  const { open, openMobile, setOpenMobile, toggle } = useSidebar();
  const [sheetOpened, setSheetOpened] = useState(false);
  if (openMobile && !sheetOpened) setSheetOpened(true);
  return (
    <>
      <aside
        aria-label="Product Categories"
        data-state={open ? "expanded" : "collapsed"}
        className={cx(
          "sticky top-16 hidden max-h-[calc(100dvh-4rem)] shrink-0 overflow-y-auto border-r border-line transition-[width] duration-200 motion-reduce:transition-none md:block",
          open ? "w-64" : "w-12",
        )}
      >
        <div
          className={cx(
            "flex items-center gap-2 p-2",
            open ? "justify-between" : "flex-col",
          )}
        >
          {open ? (
            <h2 className="px-2 text-sm font-semibold">Product Categories</h2>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label="Toggle sidebar"
            aria-expanded={open}
            title="Toggle sidebar (Ctrl+B)"
          >
            <Icon name="panel-left" />
          </Button>
          {open ? null : (
            <AppLink
              to={props.discontinued ? keepDiscontinued("/products") : "/products"}
              aria-label="All Products"
              title="All Products"
              className="rounded-md p-2 hover:bg-shade"
            >
              <Icon name="layout-grid" className="size-4" />
            </AppLink>
          )}
        </div>
        {open ? <CategoryTree {...props} /> : null}
      </aside>
      {sheetOpened ? (
        <Suspense fallback={null}>
          <CategorySheet
            {...props}
            open={openMobile}
            onOpenChange={setOpenMobile}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Opens the sheet on small screens; hidden from 768 px up, where the sidebar is always on the page. */
export function SidebarMobileTrigger() {
  const { toggle } = useSidebar();
  return (
    <Button variant="outline" size="sm" className="md:hidden" onClick={toggle}>
      <Icon name="panel-left" />
      Product Categories
    </Button>
  );
}
