import AxeBuilder from "@axe-core/playwright";
import { listMediaFiles } from "~/content/media-file/repository.server";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import { getSiteSettings } from "~/content/site-settings/repository.server";
import { expect, test } from "./fixtures";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";

const longDescription = `${"A rugged, fanless computer for the factory floor. ".repeat(8)}The end.`;

let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
test.beforeAll(async ({ db }) => {
  // Images the demo content stored with their AVIF/WebP variants.
  const images = (await listMediaFiles(db, { kind: "image" })).slice(0, 6).map((file) => `/media/${file.key}`);
  expect(images).toHaveLength(6);
  branch = await createCatalogueBranch(db, "Detail", {
    model_number: "DT-100",
    description: longDescription,
    main_image: images[0],
    product_images: images.slice(1, 4),
    application_images: images.slice(4, 6),
    features: ["IP65 front", "Fanless"],
    applications: ["Packaging lines"],
    product_benefits: [{ name: "Fanless and silent", icon: "fan" }, { name: "No icon" }],
    specification_groups: [{ group_name: "Display", specifications: { Size: "15.6 in", Brightness: "400 nits", Touch: "P-CAP" } }],
    youtube_link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    catalog_file: "/media/catalogues/none.pdf",
  });
});
test.afterAll(async () => {
  await branch.remove();
});
test.beforeEach(async ({ page, db, request }) => {
  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id);
});

const productUrl = () => `/product/${branch.typed.id}/${branch.typed.slug}`;

test("shows the product: breadcrumb with filtered links, badges, model, benefits, buttons and tabs", async ({ page }) => {
  await page.goto(productUrl());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Detail Typed Product");
  await expect(page.getByText("Model: DT-100")).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Detail Type" })).toHaveAttribute(
    "href",
    `/products?category=${branch.category.id}&subcategory=${branch.subcategory.id}&type=${branch.type.id}`,
  );
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Detail Typed Product");
  await expect(page.getByRole("list", { name: "Catalogue" }).getByRole("listitem")).toHaveText([
    "Detail Category",
    "Detail Subcategory",
    "Detail Type",
  ]);
  const benefits = page.getByRole("region", { name: "Key Benefits" });
  await expect(benefits.getByRole("listitem")).toHaveText(["Fanless and silent", "No icon"]);
  await expect(benefits.getByRole("listitem").first().locator("svg path").first()).toBeAttached();

  await expect(page.getByRole("link", { name: "Watch Video" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Download Catalog" })).toHaveAttribute("target", "_blank");

  // Description: clamped, with Read More / Read Less above 300 characters.
  await page.getByRole("button", { name: "Read More" }).click();
  await page.getByRole("button", { name: "Read Less" }).click();
  await expect(page.getByRole("button", { name: "Read More" })).toBeVisible();

  await expect(page.getByRole("tab", { name: "Features" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("IP65 front");
  await page.getByRole("tab", { name: "Specifications" }).click();
  const table = page.getByRole("tabpanel").getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Specification", "Value"]);
  await expect(table.getByRole("row")).toHaveCount(4);
  const shades = await table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => getComputedStyle(row).backgroundColor));
  expect(shades[0]).not.toBe(shades[1]);
  expect(shades[0]).toBe(shades[2]);
});

test("the gallery opens at the clicked thumbnail, pages with buttons and keys, and keeps focus inside", async ({ page }) => {
  await page.goto(productUrl());
  const thumbnails = page.getByRole("list", { name: "Product images" }).getByRole("button");
  await expect(thumbnails).toHaveCount(3);
  await thumbnails.nth(1).click();

  const gallery = page.getByRole("dialog", { name: "Detail Typed Product images" });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByText("3 / 6")).toBeVisible();
  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await gallery.getByRole("button", { name: "Next image" }).click();
  await expect(gallery.getByText("4 / 6")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText("5 / 6")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText("1 / 6"), "next wraps around to the first image").toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(gallery.getByText("6 / 6"), "previous wraps around to the last image").toBeVisible();
  await gallery.getByRole("button", { name: "Show image 2" }).click();
  await expect(gallery.getByText("2 / 6")).toBeVisible();
  await expect(gallery.getByRole("button", { name: "Show image 2" })).toHaveAttribute("aria-current", "true");

  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await gallery.evaluate((element) => element.contains(document.activeElement)), "focus stays in the gallery").toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
  await expect(thumbnails.nth(1), "focus returns to the thumbnail").toBeFocused();

  // Application images open the same gallery at their place after the product images.
  await page.getByRole("tab", { name: "Applications" }).click();
  await page.getByRole("button", { name: "Open application image 2" }).click();
  await expect(gallery.getByText("6 / 6")).toBeVisible();
  // A click on the backdrop closes it.
  await page.mouse.click(10, 400);
  await expect(gallery).toBeHidden();
});

test("Share copies the link when the device has no share sheet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.goto(productUrl());
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Product link copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("Share uses the device's share sheet when there is one, and copies the link if it fails", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, "share", {
      value: async (data: unknown) => {
        calls.push(data);
        if (calls.length === 2) throw new DOMException("Share cancelled", "AbortError");
        if (calls.length === 3) throw new DOMException("Share failed", "NotAllowedError");
      },
    });
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } });
  });
  await page.goto(productUrl());
  const share = page.getByRole("button", { name: "Share" });
  await share.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls)).toEqual([
    { title: "Detail Typed Product", text: "Check out Detail Typed Product", url: page.url() },
  ]);
  await share.click();
  await page.waitForTimeout(300);
  await expect(page.getByText("Failed to copy link"), "a cancelled share is not an error").toHaveCount(0);
  await share.click();
  await expect(page.getByText("Failed to copy link"), "a failed share falls back to copying, which fails here").toBeVisible();
});

test("a product without lists shows the empty texts and no catalogue or video buttons", async ({ page }) => {
  await page.goto(`/product/${branch.untyped.id}/${branch.untyped.slug}`);
  await expect(page.getByRole("tabpanel")).toHaveText("No features listed");
  await page.getByRole("tab", { name: "Specifications" }).click();
  await expect(page.getByRole("tabpanel")).toHaveText("No specifications available");
  await page.getByRole("tab", { name: "Applications" }).click();
  await expect(page.getByRole("tabpanel")).toHaveText("No applications listed");
  await expect(page.getByRole("link", { name: "Download Catalog" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Watch Video" })).toHaveCount(0);
  await expect(page.getByRole("main").getByText("No Image")).toBeVisible();
  await expect(page.getByRole("button", { name: "Read More" })).toHaveCount(0);
});

test("/product/{id} moves permanently to the slug URL, and a stale slug too", async ({ request }) => {
  const bare = await request.get(`/product/${branch.typed.id}`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe(productUrl());
  const stale = await request.get(`/product/${branch.typed.id}/old-name?enquiry`, { maxRedirects: 0 });
  expect(stale.status()).toBe(301);
  expect(stale.headers().location, "the query survives the move").toMatch(new RegExp(`^${productUrl()}\\?enquiry=?$`));
});

test("a missing product answers 404 'Product not found'", async ({ page, db }) => {
  const response = await page.goto("/product/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
  await expect(page).toHaveTitle(`Product not found | ${(await getSiteSettings(db)).company_name}`);
  expect((await page.request.get("/product/abc")).status()).toBe(404);
});

test("search-engine data: title, description, keywords, image, canonical, type product and JSON-LD", async ({ page, baseURL }) => {
  await page.goto(productUrl());
  await expect(page).toHaveTitle(/^Detail Typed Product \(DT-100\) \| /);
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${productUrl()}`);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /^A rugged, fanless computer/);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /Detail Typed Product, DT-100, Detail Category/);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${baseURL}/media/`));

  const blocks = await head.locator('script[type="application/ld+json"]').allTextContents();
  const [product, breadcrumb] = blocks.map((text) => JSON.parse(text));
  expect(product).toMatchObject({
    "@type": "Product",
    name: "Detail Typed Product",
    model: "DT-100",
    category: "Detail Category > Detail Subcategory > Detail Type",
    offers: { availability: "https://schema.org/InStock", priceCurrency: "USD" },
  });
  expect(product.brand.name).toBeTruthy();
  expect(product.manufacturer.name).toBe(product.brand.name);
  expect(product.offers.price).toBeUndefined();
  expect(product.image).toHaveLength(4);
  expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    "Home",
    "Products",
    "Detail Category",
    "Detail Subcategory",
    "Detail Type",
    "Detail Typed Product",
  ]);
});

test("a product named like a script tag cannot break out of the JSON-LD", async ({ page, db }) => {
  const name = "</script><script>alert(1)</script>";
  const product = await createProduct(db, { name, description: "<b>bold</b> & </SCRIPT>" });
  try {
    const html = await (await page.request.get(`/product/${product.id}/${product.slug}`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html.toLowerCase()).not.toContain("</script><script>alert");

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/product/${product.id}/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const [data] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(data.name).toBe(name);
    expect(data.description).toBe("<b>bold</b> & </SCRIPT>");
    expect(dialogs).toEqual([]);
  } finally {
    await deleteProduct(db, product.id);
  }
});

test("the product page passes an accessibility scan", async ({ page }) => {
  await page.goto(productUrl());
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("sitemap.xml lists pages, products, solutions and news with dates; robots.txt points to it", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/contact</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}${productUrl()}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/solution/\\d+</loc><lastmod>`));
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/news/\\d+</loc><lastmod>`));

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
