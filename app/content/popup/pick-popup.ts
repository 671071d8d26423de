/** The popup rule of the public site; pure, so the browser and the server both use it. */

export type PopupCandidate = { id: number; is_active: boolean; display_pages: readonly string[] };

/**
 * The first active popup not dismissed in this page session whose display_pages is empty,
 * contains 'all', or contains the page's name (see popupPageName: the home page is 'home').
 */
export function pickPopup<P extends PopupCandidate>(
  popups: readonly P[],
  page: string,
  dismissedIds: Iterable<number>,
): P | null {
  const dismissed = new Set(dismissedIds);
  return (
    popups.find(
      (popup) =>
        popup.is_active &&
        !dismissed.has(popup.id) &&
        (popup.display_pages.length === 0 ||
          popup.display_pages.includes("all") ||
          popup.display_pages.includes(page)),
    ) ?? null
  );
}

/** The page name a popup's display_pages refers to: "/" is home, "/product/12" is products. */
export function popupPageName(pathname: string): string {
  const first = pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
  if (first === "") return "home";
  if (first === "product") return "products";
  if (first === "solution") return "solutions";
  return first;
}

/** A link starting with "http" opens in a new tab; anything else navigates in the same tab. */
export const popupLinkOpensNewTab = (link: string) => link.startsWith("http");
