import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
} from "react";
import { useNavigate } from "react-router";

type Navigate = (
  to: string,
  options: { replace: boolean; preventScrollReset?: boolean },
) => void;

const NavigateContext = createContext<Navigate | null>(null);

/** Given once at the root, so the links of a page share one navigate function instead of each making its own. */
export function AppLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <NavigateContext.Provider value={navigate}>
      {children}
    </NavigateContext.Provider>
  );
}

export type AppLinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href"
> & {
  /** A path on this site, such as "/products?category=3". */
  to: string;
  /** Keeps the scroll position when followed in the page (a list's sort, a form opening beside it). */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link within the site, navigated in the page as React Router's `<Link>` does, for a fraction of
 * its server rendering cost: `<Link>` resolves its path against the route tree twice and sets up
 * prefetching on every render, and a catalogue page holds about a hundred links (decision 017).
 * Only absolute paths are given here, so nothing needs resolving (AdminLink resolves the admin's links
 * relative to their screen). A click with a modifier key, another button or a target is left to the
 * browser; before hydration, and where no provider is above (the root's error page), the link works as
 * a plain one. React Router learns a linked route when the link is followed (decision 017).
 */
export function AppLink({
  to,
  onClick,
  preventScrollReset,
  ref,
  ...rest
}: AppLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (
          !navigate ||
          event.defaultPrevented ||
          !isPlainClick(event, rest.target)
        )
          return;
        event.preventDefault();
        // Following a link to the page already shown replaces its history entry, as <Link> does.
        const here =
          window.location.pathname +
          window.location.search +
          window.location.hash;
        navigate(to, { replace: here === to, preventScrollReset });
      }}
    />
  );
}

/**
 * Whether a site link leads to the section being shown, as React Router's NavLink decides: "/"
 * only on the home page, any other path also on the pages below it ("/news" on "/news/3").
 */
export function isCurrentSection(pathname: string, to: string): boolean {
  return pathname === to || (to !== "/" && pathname.startsWith(`${to}/`));
}

/** A click the page may take over: the main button, no modifier key, no other target. */
export function isPlainClick(
  event: MouseEvent<Element>,
  target: string | undefined,
): boolean {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
