import { Icon } from "~/components/icons/icon";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";

// The dialog's code (and the dialog primitives) load the first time a visitor opens search.
const SearchDialog = lazy(() =>
  import("./search-dialog").then((module) => ({
    default: module.SearchDialog,
  })),
);

/** The navigation bar's search button; it stays visible on mobile. */
export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Search"
        aria-haspopup="dialog"
        className={className}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon name="search" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
