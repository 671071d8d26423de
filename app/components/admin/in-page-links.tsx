import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { isPlainClick } from "~/components/ui/app-link";

/**
 * Follows the plain links of server-drawn markup (decision 033) in the page, as an AdminLink would:
 * a plain click on a link to a path of this site navigates without loading a new document. Other
 * clicks, and every click before hydration, are the browser's.
 */
export function InPageLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    // The links inside are focusable and answer Enter with a click, which bubbles here.
    <div
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
    >
      {children}
    </div>
  );
}
