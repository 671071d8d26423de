import AxeBuilder from "@axe-core/playwright";
import { listCategories } from "~/content/category/repository.server";
import { productCountsByTaxonomy } from "~/content/product/repository.server";
import { expect, test } from "./fixtures";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";

let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
test.beforeAll(async ({ db }) => {
  branch = await createCatalogueBranch(db, "Filter");
});
test.afterAll(async () => {
  await branch.remove();
});
test.beforeEach(async ({ page, db, request }) => {
  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id);
});

const grid = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("list", { name: "Products", exact: true });

test("filters by category, then subcategory, then type, with the reset rules in the URL", async ({ page, db }) => {
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
  const sidebar = page.getByRole("complementary", { name: "Product Categories" });
  const all = sidebar.getByRole("link", { name: /^All Products/ });
  // The products /products lists: discontinued ones are left out (issue 16).
  await expect(all).toContainText(String((await productCountsByTaxonomy(db)).total));
  await expect(all).toHaveAttribute("aria-current", "page");

  await sidebar.getByRole("link", { name: /^Filter Category/ }).click();
  await expect(page).toHaveURL(`/products?category=${branch.category.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Filter Category");
  // Newest first, filtered in SQL.
  await expect(grid(page).getByRole("heading")).toHaveText(["Filter Untyped Product", "Filter Typed Product"]);
  await expect(sidebar.getByRole("link", { name: /^Filter Category/ })).toContainText("2");

  await sidebar.getByRole("link", { name: /^Filter Subcategory/ }).click();
  await expect(page).toHaveURL(`/products?category=${branch.category.id}&subcategory=${branch.subcategory.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Filter Subcategory");

  await sidebar.getByRole("link", { name: /^Filter Type/ }).click();
  const typeUrl = `/products?category=${branch.category.id}&subcategory=${branch.subcategory.id}&type=${branch.type.id}`;
  await expect(page).toHaveURL(typeUrl);
  await expect(grid(page).getByRole("heading")).toHaveText(["Filter Typed Product"]);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem").filter({ hasText: /\w/ })).toHaveText([
    "Home",
    "Products",
    "Filter Category",
    "Filter Subcategory",
    "Filter Type",
  ]);
  await expect(crumbs.getByRole("link", { name: "Filter Type" })).toHaveCount(0);
  await expect(crumbs.getByRole("link", { name: "Filter Subcategory" })).toHaveAttribute(
    "href",
    `/products?category=${branch.category.id}&subcategory=${branch.subcategory.id}`,
  );

  // Choosing a subcategory drops the type; choosing a category drops both.
  await sidebar.getByRole("link", { name: /^Filter Subcategory/ }).click();
  await expect(page).toHaveURL(`/products?category=${branch.category.id}&subcategory=${branch.subcategory.id}`);
  await sidebar.getByRole("link", { name: /^Filter Type/ }).click();
  await expect(page).toHaveURL(typeUrl);
  await sidebar.getByRole("link", { name: /^Filter Category/ }).click();
  await expect(page).toHaveURL(`/products?category=${branch.category.id}`);
  await sidebar.getByRole("link", { name: /^All Products/ }).click();
  await expect(page).toHaveURL("/products");

  // A filtered list is shareable: a fresh visit to the URL shows the same products.
  await page.goto(typeUrl);
  await expect(grid(page).getByRole("heading")).toHaveText(["Filter Typed Product"]);
});

test("an empty level says so by name; a product without an image shows 'No Image'", async ({ page }) => {
  await page.goto(`/products?category=${branch.category.id}&subcategory=${branch.subcategory.id}&type=${branch.emptyType.id}`);
  await expect(page.getByText("No products found in Filter Empty Type")).toBeVisible();

  await page.goto(`/products?category=${branch.category.id}`);
  const card = page.getByRole("link", { name: /Filter Typed Product/ });
  await expect(card.getByText("No Image")).toBeVisible();
  await expect(card).toHaveAttribute("href", `/product/${branch.typed.id}/${branch.typed.slug}`);
});

test("the grid has 2 columns on small screens, 3 on medium and 4 on large", async ({ page }) => {
  for (const [width, columns] of [[500, 2], [800, 3], [1200, 4]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/products");
    const tracks = await grid(page).evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
    expect(tracks, `${width} px wide`).toBe(columns);
  }
});

test("an unknown or mismatched filter answers 404", async ({ request }) => {
  expect((await request.get("/products?category=999999")).status()).toBe(404);
  expect((await request.get(`/products?category=${branch.category.id}&subcategory=999999`)).status()).toBe(404);
  expect((await request.get("/products?type=abc")).status()).toBe(404);
});

test("product images come as WebP srcsets with sizes, width and height", async ({ page }) => {
  await page.goto("/products");
  const image = page.locator("main img[srcset]").first();
  await expect(image).toHaveAttribute("srcset", /-320w\.webp 320w/);
  await expect(image).toHaveAttribute("sizes", /min-width/);
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await expect(image).toHaveAttribute("height", /^\d+$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const loaded = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(loaded).toMatch(/-\d+w\.webp$/);
});

test.describe("the sidebar", () => {
  test("Ctrl+B collapses it to 3rem, the state lives 7 days in a cookie and the server renders it", async ({ page, context }) => {
    await page.goto("/products");
    const sidebar = page.getByRole("complementary", { name: "Product Categories" });
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    // The width animates; wait for it to settle.
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // The server reads the cookie: the first HTML already has the collapsed sidebar (no flash).
    const html = await (await page.request.get("/products")).text();
    expect(html).toMatch(/aria-label="Product Categories" data-state="collapsed"/);
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");

    await page.keyboard.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect((await context.cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("true");
  });

  test.describe("below 768 px", () => {
    test.use({ viewport: { width: 767, height: 900 } });

    test("it becomes an 18rem sheet opened from the page", async ({ page, db }) => {
      await page.goto("/products");
      await expect(page.getByRole("complementary", { name: "Product Categories" })).toBeHidden();
      await page.getByRole("button", { name: "Product Categories" }).click();
      const sheet = page.getByRole("dialog", { name: "Product Categories" });
      await expect(sheet).toBeVisible();
      expect((await sheet.boundingBox())?.width).toBe(288);
      const [first] = await listCategories(db);
      await sheet.getByRole("link", { name: new RegExp(`^${first.name}`) }).click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(`/products?category=${first.id}`);
    });
  });
});

test("the product list passes an accessibility scan", async ({ page }) => {
  await page.goto(`/products?category=${branch.category.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Filter Category");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
