import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { loader as publicLayoutLoader } from "~/routes/public/layout";
import { breadcrumbJsonLd, organizationJsonLd } from "./structured-data";

/**
 * The head of every public page, built one way: a title that names the company, a description,
 * the canonical link, Open Graph and Twitter tags, and schema.org data. React Router writes each
 * `script:ld+json` object as JSON with <, > and & escaped (\u003c…), so no text can close the script.
 */

/** The site as the public layout's loader already gives it to every page (no extra data). */
export type Site = { name: string; origin: string };

export type PageSeo = {
  /** The page's own title, e.g. "About Us"; the company name follows it ("About Us | Company"). */
  title: string;
  /** The home page puts the company first: "Company | Tagline". */
  brandFirst?: boolean;
  /** Any length or spacing: it is made one line of at most 160 characters. */
  description: string;
  /** The page's one address, a path ("/about") or absolute; null for a page not to index (not found). */
  url: string | null;
  type?: "website" | "article" | "product";
  /** The page's lead image, a path or absolute URL; shared links show it. */
  image?: string | null;
  structuredData?: object[];
};

const DESCRIPTION_LENGTH = 160;

type PublicLayoutData = Awaited<ReturnType<typeof publicLayoutLoader>>;

/** The public layout's loader data among a meta function's matches (absent only if it failed). */
export function publicLayoutData(
  matches: ReadonlyArray<unknown>,
): PublicLayoutData | undefined {
  const layout = matches.find(
    (match): match is { loaderData?: PublicLayoutData } =>
      typeof match === "object" &&
      match !== null &&
      (match as { id?: string }).id === "routes/public/layout",
  );
  return layout?.loaderData ?? undefined;
}

export function siteOf(matches: ReadonlyArray<unknown>): Site {
  const site = publicLayoutData(matches)?.site;
  return { name: site?.companyName ?? "", origin: site?.origin ?? "" };
}

/** An absolute URL for a path on this site; URLs that already are absolute pass through. */
export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url;
}

/** One line, at most 160 characters, cut at a word with an ellipsis: what search results show. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 3);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > DESCRIPTION_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}...`;
}

export function brandedTitle(
  site: Site,
  page: Pick<PageSeo, "title" | "brandFirst">,
): string {
  if (!site.name || page.title === site.name) return page.title || site.name;
  return page.brandFirst
    ? `${site.name} | ${page.title}`
    : `${page.title} | ${site.name}`;
}

export function pageMeta(site: Site, page: PageSeo): MetaDescriptor[] {
  const title = brandedTitle(site, page);
  const description = metaDescription(page.description);
  const url = page.url === null ? null : absoluteUrl(site.origin, page.url);
  const image = page.image ? absoluteUrl(site.origin, page.image) : null;
  return [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    ...(site.name ? [{ property: "og:site_name", content: site.name }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    // Twitter reads the og: tags for the rest.
    {
      name: "twitter:card",
      content: image ? "summary_large_image" : "summary",
    },
    ...(page.structuredData ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/**
 * The head of a page whose record could not be shown: its own not-found title and text when the
 * loader answered 404, else a general error. Not for indexing, so no canonical link.
 */
export function unavailablePageMeta(site: Site, error: unknown, notFound: { title: string; description: string }): MetaDescriptor[] {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(site, {
    ...(missing ? notFound : { title: "Something went wrong", description: "Please try again in a moment." }),
    url: null,
  });
}

/** A trail from Home to this page, by path, as schema.org's BreadcrumbList with absolute URLs. */
export function breadcrumbData(
  site: Site,
  crumbs: Array<{ name: string; path: string }>,
) {
  return breadcrumbJsonLd(
    crumbs.map((crumb) => ({
      name: crumb.name,
      url: absoluteUrl(site.origin, crumb.path),
    })),
  );
}

/** The company as schema.org's Organization, from the site settings the layout already loaded. */
export function organizationData(matches: ReadonlyArray<unknown>) {
  const layout = publicLayoutData(matches);
  if (!layout) return null;
  return organizationJsonLd({
    name: layout.site.companyName,
    url: `${layout.site.origin}/`,
    email: layout.site.email,
    phone: layout.site.phone,
    address: layout.footer.address,
    foundedYear: layout.footer.about.foundedYear,
    profiles: Object.values(layout.footer.social),
  });
}
