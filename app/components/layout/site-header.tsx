import { Icon } from "~/components/icons/icon";
import { CompareTrayLink } from "~/components/compare/compare-tray";
import { useLocation } from "react-router";
import { AppLink, isCurrentSection } from "~/components/ui/app-link";
import { cx } from "~/components/ui/class-names";
import { MobileMenu } from "~/components/navigation/mobile-menu";
import type { NavigationData } from "~/components/navigation/menu-tree";
import { phoneHref } from "~/components/navigation/phone-href";
import { ProductsMenu } from "~/components/navigation/products-menu";
import { SearchButton } from "~/components/search/search-button";
import { siteLinks } from "~/components/navigation/site-links";

type SiteHeaderProps = {
  companyName: string;
  phone: string;
  email: string;
  navigation: NavigationData;
};

/** Top bar of every public page: links with the Products mega-menu, search, call and e-mail; a menu on small screens. */
export function SiteHeader({
  companyName,
  phone,
  email,
  navigation,
}: SiteHeaderProps) {
  const { pathname } = useLocation();
  const productsActive =
    pathname === "/products" || pathname.startsWith("/product/");
  return (
    <header className="site-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:gap-6">
        {/* Three short lines fit the header beside its four buttons on a 320 px phone; a longer
            name than the header holds is still whole in the title shown on hover. */}
        <AppLink
          to="/"
          title={companyName}
          className="brand-name"
        >
          {companyName}
        </AppLink>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="nav-list">
            {siteLinks.map((link) => (
              <li key={link.to}>
                {link.to === "/products" ? (
                  <ProductsMenu
                    navigation={navigation}
                    active={productsActive}
                  />
                ) : (
                  <AppLink
                    to={link.to}
                    aria-current={
                      isCurrentSection(pathname, link.to) ? "page" : undefined
                    }
                    className={cx(
                      "nav-link",
                      isCurrentSection(pathname, link.to) && "text-accent",
                    )}
                  >
                    {link.label}
                  </AppLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 max-[359px]:gap-0">
          {/* Drawn from the visitor's cookie after hydration: the cached page is the same for everyone.
              Below 360 px the buttons close up, so the tray beside them leaves the name its room. */}
          <CompareTrayLink />
          <SearchButton />
          <a
            href={phoneHref(phone)}
            className={iconLink}
            aria-label={`Call ${phone}`}
          >
            <Icon name="phone" className="size-5" />
            <span className="ml-2 hidden text-sm xl:inline">{phone}</span>
          </a>
          <a
            href={`mailto:${email}`}
            className={iconLink}
            aria-label={`E-mail ${email}`}
          >
            <Icon name="mail" className="size-5" />
          </a>
          <MobileMenu links={siteLinks} navigation={navigation} />
        </div>
      </div>
    </header>
  );
}

const iconLink = "icon-link";
