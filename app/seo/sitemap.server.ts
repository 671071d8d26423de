import type { Db } from "~/db/connection.server";

export type SitemapEntry = { path: string; lastModified: string | null };

/** Pages that exist whatever the content; their date is the last content change anywhere. */
const STATIC_PAGES = ["/", "/about", "/products", "/solutions", "/support", "/news", "/contact"];

/**
 * Every public page with its last change: the fixed pages, each product at its canonical
 * address, each solution and news article. Reads only ids, slugs and dates (three small queries).
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [version, products, solutions, news] = await Promise.all([
    db.selectFrom("content_version").select("updated_at").where("id", "=", 1).executeTakeFirst(),
    db.selectFrom("products").select(["id", "slug", "updated_at"]).orderBy("id").execute(),
    db.selectFrom("solutions").select(["id", "updated_at"]).orderBy("id").execute(),
    db.selectFrom("news").select(["id", "updated_at"]).orderBy("id").execute(),
  ]);
  const siteChanged = version?.updated_at ?? null;
  return [
    ...STATIC_PAGES.map((path) => ({ path, lastModified: siteChanged })),
    ...products.map((row) => ({ path: `/product/${row.id}/${row.slug}`, lastModified: row.updated_at })),
    ...solutions.map((row) => ({ path: `/solution/${row.id}`, lastModified: row.updated_at })),
    ...news.map((row) => ({ path: `/news/${row.id}`, lastModified: row.updated_at })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** The sitemaps.org XML document; dates as YYYY-MM-DD (W3C date). */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>` : "";
    return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
