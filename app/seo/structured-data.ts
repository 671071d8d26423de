/**
 * schema.org data for the public pages other than a product's (product-structured-data.ts):
 * the company, a news article and a page's breadcrumb trail. URLs given here are absolute.
 */

export type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export type CompanyFacts = {
  name: string;
  /** The home page's absolute URL. */
  url: string;
  email: string;
  phone: string;
  address: string;
  foundedYear: number;
  /** Profiles on social networks (only those that lead somewhere). */
  profiles: string[];
};

export function organizationJsonLd(company: CompanyFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url: company.url,
    ...(company.email ? { email: company.email } : {}),
    ...(company.phone ? { telephone: company.phone } : {}),
    // The postal address is free text in site settings (a text area), not split into fields.
    ...(company.address
      ? { address: company.address.trim().replace(/\s*\n\s*/g, ", ") }
      : {}),
    foundingDate: String(company.foundedYear),
    ...(company.profiles.length > 0 ? { sameAs: company.profiles } : {}),
  };
}

export type ArticleFacts = {
  title: string;
  description: string;
  /** The article's date, YYYY-MM-DD. */
  date: string;
  place: string;
  images: string[];
  url: string;
};

/** The company is the article's author and publisher: news on this site is its own. */
export function newsArticleJsonLd(
  article: ArticleFacts,
  company: { name: string; url: string },
) {
  const organization = {
    "@type": "Organization",
    name: company.name,
    url: company.url,
  };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    ...(article.images.length > 0 ? { image: article.images } : {}),
    ...(article.place
      ? { locationCreated: { "@type": "Place", name: article.place } }
      : {}),
    mainEntityOfPage: article.url,
    url: article.url,
    author: organization,
    publisher: organization,
  };
}
