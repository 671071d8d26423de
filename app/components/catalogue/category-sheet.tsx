import type { ComponentProps } from "react";
import { Sheet, SheetContent, SheetTitle } from "~/components/ui/sheet";
import { CategoryTree } from "./category-tree";

type CategorySheetProps = ComponentProps<typeof CategoryTree> & { open: boolean; onOpenChange: (open: boolean) => void };

/** The sidebar as a sheet below 768 px; loaded the first time a visitor opens it. */
export function CategorySheet({ open, onOpenChange, ...tree }: CategorySheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-72" aria-describedby={undefined}>
        <SheetTitle className="p-4 pr-12 text-sm font-semibold">Product Categories</SheetTitle>
        <CategoryTree {...tree} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
