import { useRef } from "react";

/**
 * Radix returns focus on close only to its own Trigger. Dialogs opened another way (a link, a
 * thumbnail, a keyboard shortcut) use these handlers to send focus back where it was.
 */
export function useReturnFocus(handlers: { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void }) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !previous.current?.isConnected) return;
      event.preventDefault();
      previous.current.focus();
    },
  };
}
