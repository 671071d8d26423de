import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/components/ui/dialog";
import { popupLinkOpensNewTab } from "~/content/popup/pick-popup";
import type { PublicPopup } from "./site-popup";

/** The popup itself: image, title, content and a Learn More link; closing or following the link dismisses it. */
export function PopupDialog({
  popup: shown,
  onDismiss: dismiss,
}: {
  popup: PublicPopup;
  onDismiss: () => void;
}) {
  const link = shown.link;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : dismiss())}>
      {/* Without content there is no description; say so, or Radix warns. */}
      <DialogContent
        {...(shown.content ? {} : { "aria-describedby": undefined })}
      >
        {shown.imageUrl ? (
          <img
            src={shown.imageUrl}
            alt=""
            className="mb-4 aspect-[4/3] w-full rounded-md object-cover"
          />
        ) : null}
        <DialogTitle className="pr-8 text-xl">{shown.title}</DialogTitle>
        {shown.content ? (
          <DialogDescription className="mt-2 text-base whitespace-pre-line">
            {shown.content}
          </DialogDescription>
        ) : null}
        {link ? (
          <Button asChild className="mt-6">
            {/* The title in the link text says where it leads: "Learn More" alone does not, for
                screen-reader link lists and search engines alike. */}
            {popupLinkOpensNewTab(link) ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                onClick={dismiss}
              >
                Learn More
                <span className="sr-only">
                  : {shown.title} (opens in a new tab)
                </span>
              </a>
            ) : (
              <AppLink to={link} onClick={dismiss}>
                Learn More<span className="sr-only">: {shown.title}</span>
              </AppLink>
            )}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
