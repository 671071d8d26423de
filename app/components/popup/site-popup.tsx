import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { pickPopup, popupLinkOpensNewTab, popupPageName } from "~/content/popup/pick-popup";
import { dismissPopup, readDismissedPopups } from "./dismissed-popups";

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
  const link = shown.link;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : dismiss())}>
      {/* Without content there is no description; say so, or Radix warns. */}
      <DialogContent {...(shown.content ? {} : { "aria-describedby": undefined })}>
        {shown.imageUrl ? (
          <img src={shown.imageUrl} alt="" className="mb-4 aspect-[4/3] w-full rounded-md object-cover" />
        ) : null}
        <DialogTitle className="pr-8 text-xl">{shown.title}</DialogTitle>
        {shown.content ? (
          <DialogDescription className="mt-2 text-base whitespace-pre-line">{shown.content}</DialogDescription>
        ) : null}
        {link ? (
          <Button asChild className="mt-6">
            {/* The title in the link text says where it leads: "Learn More" alone does not, for
                screen-reader link lists and search engines alike. */}
            {popupLinkOpensNewTab(link) ? (
              <a href={link} target="_blank" rel="noopener noreferrer" onClick={dismiss}>
                Learn More
                <span className="sr-only">: {shown.title} (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={link} onClick={dismiss}>
                Learn More<span className="sr-only">: {shown.title}</span>
              </Link>
            )}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
