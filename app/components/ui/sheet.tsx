import { Dialog as Primitive } from "radix-ui";
import { Icon } from "~/components/icons/icon";
import type { ComponentProps } from "react";
import { cx } from "./class-names";
import { useReturnFocus } from "./return-focus";

export const Sheet = Primitive.Root;
export const SheetTrigger = Primitive.Trigger;
export const SheetTitle = Primitive.Title;
export const SheetClose = Primitive.Close;

/** A panel sliding in from the left edge; a modal dialog underneath (focus trap, Escape, backdrop). */
export function SheetContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <Primitive.Content
        className={cx(
          "fixed inset-y-0 left-0 z-50 flex h-full flex-col overflow-y-auto border-r border-line bg-white shadow-xl dark:bg-slate-950",
          className,
        )}
        {...focus}
        {...props}
      >
        {children}
        <Primitive.Close
          className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-shade"
          aria-label="Close"
        >
          <Icon name="x" className="size-5" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
