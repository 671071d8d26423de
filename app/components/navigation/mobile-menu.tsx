import { Icon } from "~/components/icons/icon";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { AppLink, isCurrentSection } from "~/components/ui/app-link";
import { cx } from "~/components/ui/class-names";
import type { SiteLink } from "./site-links";
import type { NavigationData } from "./menu-tree";

/**
 * The small-screen menu: a native disclosure, so it opens even before (or without) JavaScript.
 * Lists the site links with the product categories under Products; closes on navigation.
 */
export function MobileMenu({
  links,
  navigation,
}: {
  links: SiteLink[];
  navigation: NavigationData;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <details ref={details} className="group lg:hidden">
      <summary
        aria-label="Menu"
        className="menu-toggle"
      >
        <Icon name="menu" className="size-5" />
      </summary>
      <nav
        aria-label="Mobile"
        className="menu-panel"
      >
        <ul className="space-y-1 text-base font-medium">
          {links.map((link) => (
            <li key={link.to}>
              <AppLink
                to={link.to}
                aria-current={
                  isCurrentSection(location.pathname, link.to)
                    ? "page"
                    : undefined
                }
                className={itemClass(
                  isCurrentSection(location.pathname, link.to),
                )}
              >
                {link.label}
              </AppLink>
              {link.to === "/products" ? (
                <ul className="ml-4 border-l border-line pl-2 text-sm">
                  {navigation.categories.map((category) => (
                    <li key={category.id}>
                      <AppLink
                        to={`/products?category=${category.id}`}
                        className={itemClass(false)}
                      >
                        {category.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

// The current section takes the accent colour (a utility, so it wins over the menu link's own).
const itemClass = (active: boolean) => cx("menu-link", active && "text-accent");
