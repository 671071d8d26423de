import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

export const SIDEBAR_COOKIE = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT = 768;

/** Reads the sidebar's open state from a Cookie header; open unless the visitor closed it. */
export function readSidebarCookie(cookieHeader: string | null): boolean {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === "true" : true;
}

type SidebarContextValue = {
  /** Desktop: expanded (16rem) or icon mode (3rem). */
  open: boolean;
  /** Small screens: the off-canvas sheet (18rem). */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider.");
  return context;
}

/**
 * Holds the sidebar state: the server passes the cookie's value so the first paint matches,
 * every change is written back for 7 days, and Ctrl/Cmd+B toggles it.
 */
export function SidebarProvider({ defaultOpen, children }: { defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const toggled = useRef(false);

  const toggle = useCallback(() => {
    if (window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`).matches) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => !value);
    toggled.current = true;
  }, []);

  useEffect(() => {
    if (!toggled.current) return;
    document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(() => ({ open, openMobile, setOpenMobile, toggle }), [open, openMobile, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
