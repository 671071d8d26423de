import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createNews } from "~/content/news/repository.server";
import { createProduct } from "~/content/product/repository.server";
import { createSolution } from "~/content/solution/repository.server";
import { allEntries, childEntries, renderRobots, renderSitemapIndex, renderUrlset, sitemapChildren, type SitemapEntry } from "./sitemap.server";

async function collect(pages: AsyncIterable<SitemapEntry[]> | null): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  if (pages) for await (const page of pages) entries.push(...page);
  return entries;
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let result = "";
  for await (const chunk of chunks) result += chunk;
  return result;
}

describeEachDatabase("sitemap", (getDb) => {
  let product: { id: number; updated_at: string };
  let solution: { id: number };
  let news: { id: number; updated_at: string };

  it("lists the fixed pages, each product at its canonical address with its image, each solution and news article, with dates", async () => {
    const db = getDb();
    product = await createProduct(db, { name: "Rugged Tablet 10\"", main_image: "/media/images/tablet.jpg" });
    solution = await createSolution(db, { title: "Smart Factory", date: "2026-01-05" });
    news = await createNews(db, { title: "Trade fair", place: "Chennai", date: "2026-02-01" });
    expect(await sitemapChildren(db)).toBeNull();
    const entries = await collect(allEntries(db));
    const paths = entries.map((entry) => entry.path);
    expect(paths.slice(0, 7)).toEqual(["/", "/about", "/products", "/solutions", "/support", "/news", "/contact"]);
    expect(paths).toContain(`/product/${product.id}/rugged-tablet-10`);
    expect(paths).toContain(`/solution/${solution.id}`);
    expect(paths).toContain(`/news/${news.id}`);
    expect(entries.find((entry) => entry.path === `/news/${news.id}`)?.lastModified).toBe(news.updated_at);
    expect(entries.find((entry) => entry.path.startsWith("/product/"))?.image).toBe("/media/images/tablet.jpg");
    expect(entries.every((entry) => entry.lastModified && /^\d{4}-\d{2}-\d{2}T/.test(entry.lastModified))).toBe(true);
  });

  it("past the threshold becomes an index whose children hold every URL once, none over the threshold", async () => {
    const db = getDb();
    for (let i = 0; i < 6; i++) await createProduct(db, { name: `Box PC ${i}` });
    // 7 fixed pages, 7 products, 1 solution, 1 news article: 16 URLs, 3 a file.
    const children = await sitemapChildren(db, 3);
    expect(children).toEqual(["pages-1", "pages-2", "pages-3", "products-1", "products-2", "products-3", "solutions-1", "news-1"]);
    const all = (await collect(allEntries(db))).map((entry) => entry.path);
    const fromChildren: string[] = [];
    for (const name of children ?? []) {
      const entries = await collect(await childEntries(db, `${name}.xml`, 3));
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(3);
      fromChildren.push(...entries.map((entry) => entry.path));
    }
    expect(fromChildren).toEqual(all);
    expect(await childEntries(db, "products-4", 3)).toBeNull();
    expect(await childEntries(db, "users-1", 3)).toBeNull();
    expect(await childEntries(db, "products-0", 3)).toBeNull();
  });
});

it("renders sitemaps.org XML with escaped URLs, W3C dates and Google image entries", async () => {
  async function* pages() {
    yield [
      { path: "/products?category=1&subcategory=2", lastModified: "2026-03-04T05:06:07.000Z" },
      { path: "/about", lastModified: null },
      { path: "/product/5/box", lastModified: "2026-03-04T05:06:07.000Z", image: "/media/images/box.jpg" },
      { path: "/product/6/ext", lastModified: null, image: "shot.jpg" },
    ];
  }
  const xml = await text(renderUrlset("https://showroom.example", "https://cdn.example/files", pages()));
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">');
  expect(xml).toContain("<url><loc>https://showroom.example/products?category=1&amp;subcategory=2</loc><lastmod>2026-03-04</lastmod></url>");
  expect(xml).toContain("<url><loc>https://showroom.example/about</loc></url>");
  expect(xml).toContain(
    "<url><loc>https://showroom.example/product/5/box</loc><lastmod>2026-03-04</lastmod><image:image><image:loc>https://showroom.example/media/images/box.jpg</image:loc></image:image></url>",
  );
  expect(xml).toContain("<image:loc>https://cdn.example/files/shot.jpg</image:loc>");
  expect(xml.trim().endsWith("</urlset>")).toBe(true);
});

it("renders a sitemap index pointing at the child sitemaps", () => {
  const xml = renderSitemapIndex("https://showroom.example", ["pages-1", "products-1"], "2026-05-06T00:00:00.000Z");
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain("<sitemap><loc>https://showroom.example/sitemaps/products-1.xml</loc><lastmod>2026-05-06</lastmod></sitemap>");
});

it("points robots.txt at the sitemap and keeps crawlers out of the admin", () => {
  const robots = renderRobots("https://showroom.example");
  expect(robots).toContain("Sitemap: https://showroom.example/sitemap.xml");
  expect(robots).toContain("Disallow: /admin");
});

