import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { pickPopup, popupPageName } from "~/content/popup/pick-popup";
import { dismissPopup, readDismissedPopups } from "./dismissed-popups";

// The dialog's code loads when a popup is due, so pages without one never fetch it.
const PopupDialog = lazy(() => import("./popup-dialog").then((module) => ({ default: module.PopupDialog })));

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

/**
 * The timed popup: on each page, the first active popup for that page not yet dismissed in this
 * tab's session appears after its delay. Closing it or following its link dismisses it.
 */
export function SitePopup({ popups }: { popups: PublicPopup[] }) {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<PublicPopup | null>(null);

  useEffect(() => {
    setShown(null);
    const popup = pickPopup(popups, popupPageName(pathname), readDismissedPopups());
    if (!popup) return;
    const timer = window.setTimeout(() => setShown(popup), popup.delay_seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [pathname, popups]);

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
