import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import {
  SOCIAL_NETWORK_NAMES,
  SiteFooter,
} from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { loadNavigation } from "~/content/navigation/load.server";
import { NavigationPending } from "~/components/pending/navigation-pending";
import { SitePopup } from "~/components/popup/site-popup";
import { THEME_ACTION } from "~/components/theme/theme";
import { ToasterOnDemand } from "~/components/ui/notify";
import { getCachedFooterCategories } from "~/content/category/cache.server";
import { getCachedSiteSettings } from "~/content/site-settings/cache.server";
import { siteOrigin } from "~/seo/site-origin";
import { servicesContext } from "~/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger, env } = context.get(servicesContext);
  const [settings, navigation, footerCategories] = await Promise.all([
    getCachedSiteSettings(db),
    loadNavigation(db, logger),
    getCachedFooterCategories(db),
  ]);
  return {
    site: {
      companyName: settings.company_name,
      phone: settings.phones[0] ?? "",
      email: settings.emails.general,
      // Every page's canonical link and Open Graph URLs are absolute (app/seo/page-meta.ts).
      origin: siteOrigin(request, env.PUBLIC_URL),
    },
    // Category names only: the menu fetches what lies below a category when it is pointed at.
    navigation,
    footer: {
      about: {
        foundedYear: settings.founded_year,
        headquarters: settings.headquarters,
      },
      // The menu's own objects where the two lists overlap, so the page's data carries each once.
      categories: footerCategories.map(
        ({ id, name }) =>
          navigation.categories.find((category) => category.id === id) ?? {
            id,
            name,
          },
      ),
      // The e-mail and phone are the header's (site), so the page's data carries them once.
      address: settings.address,
      // Network name to page, only those that lead somewhere (not the spec's "#" placeholders).
      social: Object.fromEntries(
        Object.entries(settings.social).filter(([, href]) => href !== "#"),
      ),
    },
  };
}

/** The header's data changes only with an admin write; page-to-page navigation keeps it. */
export function shouldRevalidate({
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // A theme change only concerns the root loader, which reads the cookie.
  if (formAction === THEME_ACTION) return false;
  return formMethod !== undefined && formMethod !== "GET"
    ? defaultShouldRevalidate
    : false;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { site, navigation, footer } = loaderData;
  return (
    <>
      <SiteHeader
        companyName={site.companyName}
        phone={site.phone}
        email={site.email}
        navigation={navigation}
      />
      <NavigationPending />
      <Outlet />
      <SiteFooter
        companyName={site.companyName}
        about={footer.about}
        categories={footer.categories}
        contact={{
          email: site.email,
          phone: site.phone,
          address: footer.address,
        }}
        socialLinks={Object.entries(footer.social).map(([network, href]) => ({
          label: SOCIAL_NETWORK_NAMES[network] ?? network,
          href,
        }))}
      />
      <ToasterOnDemand />
      <SitePopup />
    </>
  );
}
