import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { pickPopup, popupPageName } from "~/content/popup/pick-popup";
import { dismissPopup, readDismissedPopups } from "./dismissed-popups";

// The dialog's code loads when a popup is due, so pages without one never fetch it.
const PopupDialog = lazy(() =>
  import("./popup-dialog").then((module) => ({ default: module.PopupDialog })),
);

/** What the layout sends for each active popup; the image is already a loadable URL. */
export type PublicPopup = {
  id: number;
  title: string;
  content: string | null;
  imageUrl: string | null;
  link: string | null;
  delay_seconds: number;
  display_pages: string[];
  is_active: boolean;
};

let activePopups: Promise<PublicPopup[]> | undefined;

/** Fetched once per page load and kept for the in-app navigations after it; a failure means none. */
function fetchActivePopups(): Promise<PublicPopup[]> {
  activePopups ??= fetch("/api/popups")
    .then((response) =>
      response.ok ? (response.json() as Promise<PublicPopup[]>) : [],
    )
    .catch(() => []);
  return activePopups;
}

/**
 * The timed popup: on each page, the first active popup for that page not yet dismissed in this
 * tab's session appears after its delay, counted from the page's arrival. Closing it or
 * following its link dismisses it.
 */
export function SitePopup() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<PublicPopup | null>(null);

  useEffect(() => {
    setShown(null);
    const arrived = Date.now();
    let timer: number | undefined;
    let left = false;
    void fetchActivePopups().then((popups) => {
      const popup = left
        ? undefined
        : pickPopup(popups, popupPageName(pathname), readDismissedPopups());
      if (!popup) return;
      timer = window.setTimeout(
        () => setShown(popup),
        Math.max(0, popup.delay_seconds * 1000 - (Date.now() - arrived)),
      );
    });
    return () => {
      left = true;
      window.clearTimeout(timer);
    };
  }, [pathname]);

  if (!shown) return null;
  const dismiss = () => {
    dismissPopup(shown.id);
    setShown(null);
  };
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={shown} onDismiss={dismiss} />
    </Suspense>
  );
}
