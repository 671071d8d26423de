import type { Page } from "@playwright/test";
import { listActiveHeroSections } from "~/content/hero-section/repository.server";
import { listCategories } from "~/content/category/repository.server";
import { createNews, deleteNews, listNews } from "~/content/news/repository.server";
import { listSolutions } from "~/content/solution/repository.server";
import { getSiteSettings } from "~/content/site-settings/repository.server";
import type { Db } from "~/db/connection.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

/**
 * Issue 12, item 5: every public page's head names the company in its title and carries a
 * description, one canonical link, Open Graph and Twitter tags and its schema.org data.
 */

type Expected = {
  path: string;
  title: string;
  /** The canonical path, when it differs from the path visited. */
  canonical?: string;
  ogType?: "website" | "article" | "product";
  /** Whether the page has a lead image (og:image, a large Twitter card). */
  image: boolean;
  /** schema.org types of its JSON-LD blocks, in order. */
  types: string[];
  /** The names of its BreadcrumbList, if it has one. */
  crumbs?: string[];
};

type Head = {
  title: string;
  descriptions: string[];
  canonicals: string[];
  properties: Record<string, string[]>;
  names: Record<string, string[]>;
  jsonLd: string[];
};

/** The head as the browser holds it after hydration. */
async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const group = (attribute: "property" | "name") => {
      const found: Record<string, string[]> = {};
      for (const meta of document.head.querySelectorAll(`meta[${attribute}]`)) {
        const key = meta.getAttribute(attribute) ?? "";
        (found[key] ??= []).push(meta.getAttribute("content") ?? "");
      }
      return found;
    };
    const names = group("name");
    return {
      title: document.title,
      descriptions: names.description ?? [],
      canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href") ?? ""),
      properties: group("property"),
      names,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
    };
  });
}

async function expectedPages(db: Db): Promise<Expected[]> {
  const settings = await getSiteSettings(db);
  const brand = settings.company_name;
  const typed = await db
    .selectFrom("products")
    .innerJoin("categories", "categories.id", "products.category_id")
    .innerJoin("subcategories", "subcategories.id", "products.subcategory_id")
    .innerJoin("types", "types.id", "products.type_id")
    .select([
      "products.id",
      "products.slug",
      "products.name",
      "products.model_number",
      "products.main_image",
      "products.category_id",
      "products.subcategory_id",
      "products.type_id",
      "categories.name as category_name",
      "subcategories.name as subcategory_name",
      "types.name as type_name",
    ])
    .orderBy("products.id")
    .executeTakeFirstOrThrow();
  // The inner joins leave only products with a category, a sub-category and a type.
  const ids = [typed.category_id, typed.subcategory_id, typed.type_id] as number[];
  const solutions = await listSolutions(db);
  const hasImage = (solution: (typeof solutions)[number]) =>
    [...solution.content, ...solution.applications].some((block) => block.image);
  const solution = solutions.find(hasImage) ?? solutions[0];
  const articles = await listNews(db);
  const article = articles.find((item) => item.images.length > 0) ?? articles[0];
  const homeHasImage =
    (await listActiveHeroSections(db)).some((hero) => hero.image) || (await listCategories(db)).some((category) => category.image);

  const listPath = (...ids: number[]) =>
    `/products?${["category", "subcategory", "type"]
      .slice(0, ids.length)
      .map((key, i) => `${key}=${ids[i]}`)
      .join("&")}`;
  const productCrumbs = ["Home", "Products", typed.category_name, typed.subcategory_name, typed.type_name];
  const productTitle = `${typed.name}${typed.model_number ? ` (${typed.model_number})` : ""}`;
  return [
    { path: "/", title: `${brand} | ${settings.tagline}`, image: homeHasImage, types: ["Organization"] },
    { path: "/about", title: `About Us | ${brand}`, image: false, types: ["Organization"] },
    { path: "/products", title: `All Products | ${brand}`, image: false, types: ["BreadcrumbList"], crumbs: ["Home", "Products"] },
    {
      path: listPath(...ids.slice(0, 1)),
      title: `${typed.category_name} | ${brand}`,
      image: false,
      types: ["BreadcrumbList"],
      crumbs: productCrumbs.slice(0, 3),
    },
    {
      path: listPath(...ids.slice(0, 2)),
      title: `${typed.subcategory_name} | ${brand}`,
      image: false,
      types: ["BreadcrumbList"],
      crumbs: productCrumbs.slice(0, 4),
    },
    {
      path: listPath(...ids),
      title: `${typed.type_name} | ${brand}`,
      image: false,
      types: ["BreadcrumbList"],
      crumbs: productCrumbs,
    },
    {
      // The short address moves to the one with the slug, which is the canonical one.
      path: `/product/${typed.id}`,
      canonical: `/product/${typed.id}/${typed.slug}`,
      title: `${productTitle} | ${brand}`,
      ogType: "product",
      image: typed.main_image !== null,
      types: ["Product", "BreadcrumbList"],
      crumbs: [...productCrumbs, typed.name],
    },
    { path: "/solutions", title: `Solutions | ${brand}`, image: false, types: [] },
    {
      path: `/solution/${solution.id}`,
      title: `${solution.title} | ${brand}`,
      ogType: "article",
      image: hasImage(solution),
      types: ["BreadcrumbList"],
      crumbs: ["Home", "Solutions", solution.title],
    },
    { path: "/news", title: `Latest News | ${brand}`, image: false, types: [] },
    {
      path: `/news/${article.id}`,
      title: `${article.title} | ${brand}`,
      ogType: "article",
      image: article.images.length > 0,
      types: ["NewsArticle", "BreadcrumbList"],
      crumbs: ["Home", "News", article.title],
    },
    { path: "/support", title: `Support Center | ${brand}`, image: false, types: [] },
    { path: "/contact", title: `Contact Us | ${brand}`, image: false, types: [] },
  ];
}

test.beforeEach(async ({ page, db }) => {
  await dismissActivePopups(page, db);
});

test("every public page has a branded title, a description, one canonical link, Open Graph and Twitter tags and its structured data", async ({
  page,
  db,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const brand = (await getSiteSettings(db)).company_name;
  for (const expected of await expectedPages(db)) {
    const at = expected.path;
    // Once the scripts have run, the head is what React Router rendered in the browser too.
    const response = await page.goto(at, { waitUntil: "networkidle" });
    expect(response?.status(), at).toBe(200);
    const head = await readHead(page);
    const canonical = `${baseURL}${expected.canonical ?? expected.path}`;

    expect(head.title, at).toBe(expected.title);
    expect(head.descriptions, at).toHaveLength(1);
    expect(head.descriptions[0].length, at).toBeGreaterThan(20);
    expect(head.descriptions[0].length, at).toBeLessThanOrEqual(160);
    expect(head.canonicals, at).toEqual([canonical]);
    expect(head.properties["og:title"], at).toEqual([expected.title]);
    expect(head.properties["og:description"], at).toEqual(head.descriptions);
    expect(head.properties["og:url"], at).toEqual([canonical]);
    expect(head.properties["og:type"], at).toEqual([expected.ogType ?? "website"]);
    expect(head.properties["og:site_name"], at).toEqual([brand]);
    expect(head.names["twitter:card"], at).toEqual([expected.image ? "summary_large_image" : "summary"]);
    if (expected.image) {
      const [image] = head.properties["og:image"] ?? [];
      expect(image, at).toMatch(/^https?:\/\//);
      const picture = await page.request.get(image);
      expect(picture.status(), `${at}: ${image}`).toBe(200);
      expect(picture.headers()["content-type"], `${at}: ${image}`).toMatch(/^image\//);
    } else {
      expect(head.properties["og:image"], at).toBeUndefined();
    }

    const blocks = head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(
      blocks.map((block) => block["@type"]),
      at,
    ).toEqual(expected.types);
    for (const block of blocks) expect(block["@context"], at).toBe("https://schema.org");
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList") as
      | { itemListElement: Array<{ position: number; name: string; item: string }> }
      | undefined;
    if (expected.crumbs) {
      expect(trail?.itemListElement.map((item) => item.name), at).toEqual(expected.crumbs);
      expect(trail?.itemListElement.map((item) => item.position), at).toEqual(expected.crumbs.map((_, i) => i + 1));
      expect(trail?.itemListElement.at(-1)?.item.split("&page=")[0], at).toBe(canonical);
      for (const item of trail?.itemListElement ?? []) expect(item.item, at).toMatch(new RegExp(`^${baseURL}/`));
    }
    const organization = blocks.find((block) => block["@type"] === "Organization");
    if (organization) expect(organization, at).toMatchObject({ name: brand, url: `${baseURL}/` });
  }
});

test("a news article describes itself as a NewsArticle published by the company, also after a client-side visit", async ({
  page,
  db,
  baseURL,
}) => {
  const brand = (await getSiteSettings(db)).company_name;
  const [article] = await listNews(db);
  await page.goto("/news", { waitUntil: "networkidle" });
  // Following a card renders the article in the browser: its head is built there from the same data.
  await page.getByRole("link", { name: article.title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await expect(page).toHaveTitle(`${article.title} | ${brand}`);
  const head = await readHead(page);
  expect(head.canonicals).toEqual([`${baseURL}/news/${article.id}`]);
  const [news] = head.jsonLd.map((text) => JSON.parse(text));
  expect(news).toMatchObject({
    "@type": "NewsArticle",
    headline: article.title,
    datePublished: article.date,
    url: `${baseURL}/news/${article.id}`,
    publisher: { "@type": "Organization", name: brand, url: `${baseURL}/` },
  });
  if (article.place) expect(news.locationCreated).toEqual({ "@type": "Place", name: article.place });
  expect(news.description).toBe(head.descriptions[0]);
});

test("pages that do not exist name the company in their title and have no canonical link", async ({ page, db }) => {
  const brand = (await getSiteSettings(db)).company_name;
  for (const [path, title] of [
    ["/no-such-page", "Page not found"],
    ["/products?category=999999", "Page not found"],
    ["/product/999999", "Product not found"],
    ["/solution/999999", "Solution not found"],
    ["/news/999999", "Article not found"],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    const head = await readHead(page);
    expect(head.title, path).toBe(`${title} | ${brand}`);
    expect(head.descriptions, path).toHaveLength(1);
    expect(head.descriptions[0], path).not.toBe("");
    expect(head.canonicals, path).toEqual([]);
    expect(head.jsonLd, path).toEqual([]);
  }
});

test("an article titled like a script tag stays data: its JSON-LD holds the title and runs nothing", async ({ page, db }) => {
  const title = "</script><script>alert(1)</script> & <b>news</b>";
  const article = await createNews(db, {
    title,
    place: "Chennai </SCRIPT>",
    date: "2026-03-01",
    images: [],
    content: [{ heading: "", para: "Closing tags </script> inside the text." }],
  });
  try {
    const html = await (await page.request.get(`/news/${article.id}`)).text();
    expect(html.toLowerCase()).not.toContain("</script><script>alert");

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/news/${article.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const [news, trail] = (await readHead(page)).jsonLd.map((text) => JSON.parse(text));
    expect(news.headline).toBe(title);
    expect(news.locationCreated.name).toBe("Chennai </SCRIPT>");
    expect(news.description).toBe("Closing tags </script> inside the text.");
    expect(trail.itemListElement.at(-1).name).toBe(title);
    expect(dialogs).toEqual([]);
  } finally {
    await deleteNews(db, article.id);
  }
});

test("JSON-LD passes the Content-Security-Policy both on a cached page (hashes) and on one rendered for a session (nonce)", async ({
  page,
  db,
  baseURL,
}) => {
  const product = await db.selectFrom("products").select(["id", "slug"]).orderBy("id").executeTakeFirstOrThrow();
  const path = `/product/${product.id}/${product.slug}?from=seo-test`;
  await page.request.get(path);
  const cached = await page.goto(path, { waitUntil: "networkidle" });
  expect(cached?.headers()["x-cache"]).toBe("HIT");
  expect(cached?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
  expect((await readHead(page)).jsonLd).toHaveLength(2);

  // A session cookie (valid or not) keeps a page out of the cache, so it is rendered with a nonce.
  await page.context().addCookies([{ name: "better-auth.session_token", value: "not-a-session", url: baseURL as string }]);
  const personal = await page.goto(path, { waitUntil: "networkidle" });
  expect(personal?.headers()["x-cache"]).toBe("BYPASS");
  expect(personal?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
  expect((await readHead(page)).jsonLd).toHaveLength(2);
  // Any CSP refusal would have been reported in the console, which fails the test (fixtures.ts).
});
