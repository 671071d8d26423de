import { useNavigate } from "react-router";
import { isPlainClick } from "~/components/ui/app-link";

/**
 * A part of an admin screen drawn on the server as markup, as a `<div>`. Hydration keeps markup set
 * through `dangerouslySetInnerHTML` as the server drew it. Its links are plain; a plain click on one
 * to a path of this site is followed in the page, as an AdminLink's would be. Other clicks, and
 * every click before hydration, are the browser's.
 *
 * The markup travels in the screen's data as well as in its HTML: the public pages' way of sending
 * it once (DocumentMarkupBlock, decision 033) would be a module both sides share, and so one more
 * script file on every product page, which is at its first-load budget.
 */
export function ServerMarkup({ html }: { html: string }) {
  const navigate = useNavigate();
  return (
    // The links inside are focusable and answer Enter with a click, which bubbles here.
    <div
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => {
        const link =
          event.target instanceof Element ? event.target.closest("a") : null;
        if (
          !link ||
          event.defaultPrevented ||
          !isPlainClick(event, link.target) ||
          link.hasAttribute("download")
        )
          return;
        const href = link.getAttribute("href") ?? "";
        if (!href.startsWith("/") || href.startsWith("//")) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
