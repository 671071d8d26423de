import { Dialog as Primitive } from "radix-ui";
import { Icon } from "~/components/icons/icon";
import type { ComponentProps, ReactNode } from "react";
import { cx } from "./class-names";
import { useReturnFocus } from "./return-focus";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

type DialogContentProps = ComponentProps<typeof Primitive.Content> & {
  /** Hide the corner close button (e.g. when the content brings its own). */
  hideClose?: boolean;
  overlayClassName?: string;
  children: ReactNode;
};

/** Modal panel: focus is trapped inside, Escape and a backdrop click close it, focus returns on close. */
export function DialogContent({
  className,
  overlayClassName,
  hideClose,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <Primitive.Portal>
      <Primitive.Overlay
        className={cx(
          "fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm",
          overlayClassName,
        )}
      />
      <Primitive.Content
        className={cx(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-line bg-surface p-6 shadow-xl",
          className,
        )}
        {...focus}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <Primitive.Close
            className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-shade hover:text-slate-900 dark:hover:text-slate-100"
            aria-label="Close"
          >
            <Icon name="x" className="size-5" />
          </Primitive.Close>
        )}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function DialogTitle({
  className,
  ...props
}: ComponentProps<typeof Primitive.Title>) {
  return (
    <Primitive.Title
      className={cx("text-lg font-semibold", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof Primitive.Description>) {
  return (
    <Primitive.Description
      className={cx("mt-1 text-sm text-muted", className)}
      {...props}
    />
  );
}
