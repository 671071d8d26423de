import { test as base, expect } from "./fixtures";
import { findServerTemplate, startTestServer } from "./test-server";

/** A threshold far below the demo's URL count, so the demo site already needs a sitemap index. */
const MAX_URLS = 20;

const test = base.extend({
  server: [
    async ({ database }, use, workerInfo) => {
      const server = await startTestServer(findServerTemplate(database), `sitemap#${workerInfo.workerIndex}`, {
        SITEMAP_MAX_URLS: String(MAX_URLS),
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 200_000 },
  ],
});

const locs = (xml: string, tag: "loc" | "image:loc") =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, "g"))].map((match) => match[1]);

test("past the threshold /sitemap.xml is an index whose child sitemaps list every product once, with date and image", async ({ request, db, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("application/xml");
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const children = locs(indexXml, "loc");
  expect(children).toContain(`${baseURL}/sitemaps/products-1.xml`);

  const pages: string[] = [];
  let productEntries = 0;
  let withImage = 0;
  for (const child of children) {
    const response = await request.get(new URL(child).pathname);
    expect(response.status(), child).toBe(200);
    const xml = await response.text();
    const entries = xml.match(/<url>.*<\/url>/g) ?? [];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(MAX_URLS);
    for (const entry of entries.filter((item) => item.includes("/product/"))) {
      productEntries++;
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      if (entry.includes("<image:image><image:loc>")) withImage++;
    }
    pages.push(...locs(xml, "loc"));
  }
  const products = await db.selectFrom("products").select(["id", "slug", "main_image"]).execute();
  expect(productEntries).toBe(products.length);
  expect(withImage).toBe(products.filter((product) => product.main_image).length);
  expect(new Set(pages).size).toBe(pages.length);
  for (const product of products) expect(pages).toContain(`${baseURL}/product/${product.id}/${product.slug}`);
  expect(pages).toContain(`${baseURL}/about`);

  expect((await request.get("/sitemaps/products-999.xml")).status()).toBe(404);
});
