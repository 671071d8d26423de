import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { SearchDialog } from "./search-dialog";

/** The navigation bar's search button; it stays visible on mobile. */
export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Search" className={className} onClick={() => setOpen(true)}>
        <Search aria-hidden="true" />
      </Button>
      <SearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
