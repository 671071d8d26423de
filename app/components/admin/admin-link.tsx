import { useLocation } from "react-router";
import { AppLink, type AppLinkProps } from "~/components/ui/app-link";

/**
 * A link of the admin panel: an AppLink (decision 017) whose target may also be relative to the
 * screen shown, a query for its path ("?page=2") or "." for its path alone, as the lists, forms and
 * dashboard switch need. Resolved here, on the admin side, so public pages carry no code for it.
 */
export function AdminLink({ to, ...props }: AppLinkProps) {
  const { pathname } = useLocation();
  return <AppLink {...props} to={adminHref(to, pathname)} />;
}

/** A link's target from the site's root: a query or "." goes with the screen's own path. */
export function adminHref(to: string, pathname: string): string {
  if (to === ".") return pathname;
  return to.startsWith("?") ? pathname + to : to;
}
