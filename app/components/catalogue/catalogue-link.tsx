import { type MouseEvent, useRef } from "react";
import { Icon } from "~/components/icons/icon";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/notify";

export const catalogueFailed = {
  title: "Download failed",
  description: "Unable to download the catalogue file. Please try again.",
} as const;

/** How long a good answer lets a click go straight to the file. */
const FRESH_MS = 30_000;

type Check = { at: number; result: Promise<boolean>; settled: boolean | null };

function startCheck(href: string): Check {
  const check: Check = {
    at: Date.now(),
    settled: null,
    result: Promise.resolve(false),
  };
  check.result = fetch(href, { method: "HEAD", cache: "no-store" })
    .then((response) => response.ok)
    .catch(() => false)
    .then((ok) => (check.settled = ok));
  return check;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * Download Catalog: a plain link that opens the file in a new tab, also without JavaScript. With
 * JavaScript, a same-site file is checked (HEAD) as the pointer or focus reaches the link, so a
 * missing file or a server error shows the spec's toast instead of an error page. A popup is only
 * allowed inside the click itself, so when the answer is still out at the click, the tab is opened
 * empty right away and then pointed at the file, or closed again if the file is not there.
 */
export function CatalogueLink({ href }: { href: string }) {
  const check = useRef<Check | null>(null);

  const sameSite = () =>
    new URL(href, window.location.href).origin === window.location.origin;
  const current = () => {
    const known = check.current;
    if (known && (known.settled === null || Date.now() - known.at < FRESH_MS))
      return known;
    check.current = startCheck(href);
    return check.current;
  };
  const prepare = () => {
    if (sameSite()) current();
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event) || !sameSite()) return;
    const known = current();
    if (known.settled === true) return; // the link opens the new tab itself
    event.preventDefault();
    if (known.settled === false) {
      // The next click asks the server again, so "Please try again" can succeed.
      check.current = null;
      void notify("error", catalogueFailed.title, {
        description: catalogueFailed.description,
      });
      return;
    }
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    void known.result.then((ok) => {
      if (ok && tab)
        tab.location.replace(new URL(href, window.location.href).href);
      else if (ok) window.location.assign(href);
      else {
        tab?.close();
        check.current = null;
        void notify("error", catalogueFailed.title, {
          description: catalogueFailed.description,
        });
      }
    });
  };

  return (
    <Button asChild variant="outline" size="lg">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
      >
        <Icon name="download" />
        Download Catalog
      </a>
    </Button>
  );
}
