import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createNews } from "~/content/news/repository.server";
import { createProduct } from "~/content/product/repository.server";
import { createSolution } from "~/content/solution/repository.server";
import { renderRobots, renderSitemap, sitemapEntries } from "./sitemap.server";

describeEachDatabase("sitemap", (getDb) => {
  it("lists the fixed pages, each product at its canonical address, each solution and news article, with dates", async () => {
    const db = getDb();
    const product = await createProduct(db, { name: "Rugged Tablet 10\"" });
    const solution = await createSolution(db, { title: "Smart Factory", date: "2026-01-05" });
    const news = await createNews(db, { title: "Trade fair", place: "Chennai", date: "2026-02-01" });
    const entries = await sitemapEntries(db);
    const paths = entries.map((entry) => entry.path);
    expect(paths.slice(0, 7)).toEqual(["/", "/about", "/products", "/solutions", "/support", "/news", "/contact"]);
    expect(paths).toContain(`/product/${product.id}/rugged-tablet-10`);
    expect(paths).toContain(`/solution/${solution.id}`);
    expect(paths).toContain(`/news/${news.id}`);
    expect(entries.find((entry) => entry.path === `/news/${news.id}`)?.lastModified).toBe(news.updated_at);
    expect(entries.every((entry) => entry.lastModified && /^\d{4}-\d{2}-\d{2}T/.test(entry.lastModified))).toBe(true);
  });
});

it("renders sitemaps.org XML with escaped URLs and W3C dates", () => {
  const xml = renderSitemap("https://showroom.example", [
    { path: "/products?category=1&subcategory=2", lastModified: "2026-03-04T05:06:07.000Z" },
    { path: "/about", lastModified: null },
  ]);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain("<url><loc>https://showroom.example/products?category=1&amp;subcategory=2</loc><lastmod>2026-03-04</lastmod></url>");
  expect(xml).toContain("<url><loc>https://showroom.example/about</loc></url>");
});

it("points robots.txt at the sitemap and keeps crawlers out of the admin", () => {
  const robots = renderRobots("https://showroom.example");
  expect(robots).toContain("Sitemap: https://showroom.example/sitemap.xml");
  expect(robots).toContain("Disallow: /admin");
});
