import { Icon } from "~/components/icons/icon";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";

// The dialog's code (and the dialog primitives) load the first time a visitor opens search.
const SearchDialog = lazy(() =>
  import("./search-dialog").then((module) => ({
    default: module.SearchDialog,
  })),
);

/**
 * The navigation bar's search button; it stays visible on mobile. It opens the search dialog;
 * without JavaScript it submits its form, which leads to the search page.
 */
export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <form action="/search" method="get" className="contents">
        <Button
          type="submit"
          variant="ghost"
          size="icon"
          aria-label="Search"
          aria-haspopup="dialog"
          className={className}
          onClick={(event) => {
            event.preventDefault();
            setOpened(true);
            setOpen(true);
          }}
        >
          <Icon name="search" />
        </Button>
      </form>
      {opened ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
