import type { Db } from "~/db/connection.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { createVersionedCache } from "~/content/shared/versioned-cache.server";
import { countSitemapRows, idBeforeRow, siteLastChanged, type SitemapTable, sitemapRowsAfter } from "./repository.server";

/** The protocol's limit of URLs per sitemap file (sitemaps.org); past it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while streaming: bounded memory whatever the catalogue size. */
const PAGE_SIZE = 1000;

/** Pages that exist whatever the content; their date is the last content change anywhere. */
const STATIC_PAGES = ["/", "/about", "/products", "/solutions", "/support", "/news", "/contact"];

export type SitemapSection = "pages" | SitemapTable;
const SECTIONS: SitemapSection[] = ["pages", "products", "solutions", "news"];

export type SitemapEntry = { path: string; lastModified: string | null; image?: string | null };

/**
 * How many URLs each section holds, from memory until the next content write: counting 100,000
 * products took most of a sitemap request's time on PostgreSQL, and crawlers ask often.
 */
const sectionSizes = createVersionedCache(async (db) => {
  const sizes = await Promise.all(
    SECTIONS.map(async (section) => [section, section === "pages" ? STATIC_PAGES.length : await countSitemapRows(db, section)] as const),
  );
  return new Map<SitemapSection, number>(sizes);
});

/** The child sitemaps when the site has more URLs than one file may hold, else null (one file). */
export async function sitemapChildren(db: Db, maxUrls = SITEMAP_MAX_URLS): Promise<string[] | null> {
  const sizes = await sectionSizes(db);
  if ([...sizes.values()].reduce((sum, count) => sum + count, 0) <= maxUrls) return null;
  return SECTIONS.flatMap((section) => Array.from({ length: Math.ceil((sizes.get(section) ?? 0) / maxUrls) }, (_, k) => `${section}-${k + 1}`));
}

/** "products-3" (or "products-3.xml") as a section and chunk number; null for anything else. */
export function parseChildName(name: string): { section: SitemapSection; chunk: number } | null {
  const match = /^(pages|products|solutions|news)-([1-9]\d{0,5})(?:\.xml)?$/.exec(name);
  return match ? { section: match[1] as SitemapSection, chunk: Number(match[2]) } : null;
}

type Slice = { skip: number; take: number };

/** The entries of one section, a page of rows at a time; `slice` picks one child sitemap's share. */
export async function* sectionEntries(db: Db, section: SitemapSection, slice: Slice = { skip: 0, take: Infinity }): AsyncGenerator<SitemapEntry[]> {
  if (section === "pages") {
    const changed = await siteLastChanged(db);
    yield STATIC_PAGES.slice(slice.skip, slice.skip + slice.take).map((path) => ({ path, lastModified: changed }));
    return;
  }
  let after = await idBeforeRow(db, section, slice.skip);
  let left = slice.take;
  while (after !== undefined && left > 0) {
    const rows = await sitemapRowsAfter(db, section, after, Math.min(PAGE_SIZE, left));
    if (rows.length === 0) return;
    yield rows.map((row) => ({ path: pathOf(section, row.id, row.slug), lastModified: row.updated_at, image: row.image }));
    left -= rows.length;
    after = rows[rows.length - 1].id;
  }
}

const pathOf = (section: SitemapTable, id: number, slug: string | null) =>
  section === "products" ? `/product/${id}/${slug}` : section === "solutions" ? `/solution/${id}` : `/news/${id}`;

/** Every section in turn: the whole site as one sitemap. */
export async function* allEntries(db: Db): AsyncGenerator<SitemapEntry[]> {
  for (const section of SECTIONS) yield* sectionEntries(db, section);
}

/** One child sitemap's entries, or null when the name or chunk does not exist. */
export async function childEntries(db: Db, name: string, maxUrls = SITEMAP_MAX_URLS): Promise<AsyncGenerator<SitemapEntry[]> | null> {
  const child = parseChildName(name);
  if (!child) return null;
  const count = (await sectionSizes(db)).get(child.section) ?? 0;
  if ((child.chunk - 1) * maxUrls >= count) return null;
  return sectionEntries(db, child.section, { skip: (child.chunk - 1) * maxUrls, take: maxUrls });
}

export const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';

/**
 * The sitemaps.org XML of a list of pages, as text chunks to stream; dates as YYYY-MM-DD (W3C
 * date); a product's main image as Google's image:image, resolved like the product page does.
 */
export async function* renderUrlset(origin: string, mediaOrigin: string | null, pages: AsyncIterable<SitemapEntry[]>): AsyncGenerator<string> {
  yield URLSET_OPEN;
  const absolute = (url: string) => (url.startsWith("/") ? origin + url : url);
  for await (const entries of pages) {
    yield entries
      .map((entry) => {
        const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>` : "";
        const src = resolveMediaUrl(entry.image, mediaOrigin);
        const image = src ? `<image:image><image:loc>${escapeXml(absolute(src))}</image:loc></image:image>` : "";
        return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}${image}</url>\n`;
      })
      .join("");
  }
  yield "</urlset>\n";
}

/** The sitemap index listing the child sitemaps, each dated by the last content change. */
export function renderSitemapIndex(origin: string, children: string[], lastModified: string | null): string {
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>` : "";
  const items = children.map((name) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc>${lastmod}</sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("")}</sitemapindex>\n`;
}

export { siteLastChanged };

export function renderRobots(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
