import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { productCountsByTaxonomy, createProduct, deleteProduct } from "~/content/product/repository.server";
import { getSiteSettings } from "~/content/site-settings/repository.server";
import { expect, test } from "./fixtures";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";

// A subcategory of 220 products: 10 pages of 24, enough for gaps in the page links.
const EXTRA = 218;
const itemName = (n: number) => `Paging Item ${String(n).padStart(3, "0")}`;

let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
let extraIds: number[] = [];
let subcategoryUrl = "";

test.beforeAll(async ({ db }) => {
  test.setTimeout(120_000);
  branch = await createCatalogueBranch(db, "Paging");
  for (let n = 1; n <= EXTRA; n++) {
    const product = await createProduct(db, { name: itemName(n), category_id: branch.category.id, subcategory_id: branch.subcategory.id });
    extraIds.push(product.id);
  }
  subcategoryUrl = `/products?category=${branch.category.id}&subcategory=${branch.subcategory.id}`;
});
test.afterAll(async ({ db }) => {
  for (const id of extraIds) await deleteProduct(db, id);
  extraIds = [];
  await branch.remove();
});
test.beforeEach(async ({ page, db, request }) => {
  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id, EXTRA + 2);
});

const grid = (page: Page) => page.getByRole("main").getByRole("list", { name: "Products", exact: true });
const cardTitles = (page: Page) => grid(page).getByRole("heading", { level: 2 });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => itemName(from - i));
const byName = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => itemName(from + i));

test("numbered page links move through a filtered list, keep the filter and mark the current page", async ({ page }) => {
  await page.goto(subcategoryUrl);
  await expect(page.getByText("Showing 1–24 of 220 products")).toBeVisible();
  await expect(cardTitles(page)).toHaveText(newestFirst(218, 195));
  const nav = pagination(page);
  // First page: 1 2 … 10, no link back.
  await expect(nav.getByRole("link")).toHaveText(["1", "2", "10", "Next"]);
  await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByText("Previous")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Previous" })).toHaveCount(0);

  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(`${subcategoryUrl}&page=2`);
  await expect(cardTitles(page)).toHaveText(newestFirst(194, 171));
  await expect(page.getByText("Showing 25–48 of 220 products")).toBeVisible();

  await nav.getByRole("link", { name: "Page 10", exact: true }).click();
  await expect(page).toHaveURL(`${subcategoryUrl}&page=10`);
  // The last page holds the 4 oldest: the first 2 items and the branch's own 2 products.
  await expect(cardTitles(page)).toHaveText([itemName(2), itemName(1), "Paging Untyped Product", "Paging Typed Product"]);
  await expect(nav.getByRole("link", { name: "Page 10", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Next" })).toHaveCount(0);

  await nav.getByRole("link", { name: "Page 9", exact: true }).click();
  // Page 10's own Previous link also leads to 9: wait for page 9 before following its Previous.
  await expect(page).toHaveURL(`${subcategoryUrl}&page=9`);
  await nav.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`${subcategoryUrl}&page=8`);
  // A middle page: first, neighbours, last, with gaps between.
  await expect(nav.getByRole("listitem")).toHaveText(["Previous", "1", "…", "7", "8", "9", "10", "Next"]);
  await nav.getByRole("link", { name: "Page 1", exact: true }).click();
  await expect(page).toHaveURL(subcategoryUrl);

  // The sidebar keeps its counts on every page.
  const sidebar = page.getByRole("complementary", { name: "Product Categories" });
  await expect(sidebar.getByRole("link", { name: /^Paging Subcategory/ })).toContainText("220");
});

test("sorting by name orders the cards, keeps the filter and starts again at page 1", async ({ page }) => {
  await page.goto(`${subcategoryUrl}&page=3`);
  await page.getByLabel("Sort by").selectOption({ label: "Name (A–Z)" });
  await expect(page).toHaveURL(`${subcategoryUrl}&sort=name`);
  await expect(cardTitles(page)).toHaveText(byName(1, 24));

  await pagination(page).getByRole("link", { name: "Page 10", exact: true }).click();
  await expect(page).toHaveURL(`${subcategoryUrl}&sort=name&page=10`);
  await expect(cardTitles(page)).toHaveText([...byName(217, 218), "Paging Typed Product", "Paging Untyped Product"]);
  await expect(page.getByLabel("Sort by")).toHaveValue("name");

  await page.getByLabel("Sort by").selectOption({ label: "Newest" });
  await expect(page).toHaveURL(subcategoryUrl);
  await expect(cardTitles(page).first()).toHaveText(itemName(218));
});

test("each page names its canonical URL and its neighbours", async ({ page, baseURL, db }) => {
  const head = (rel: string) => page.locator(`head link[rel="${rel}"]`);
  await page.goto(`${subcategoryUrl}&sort=name&page=4&utm_source=mail`);
  await expect(head("canonical")).toHaveAttribute("href", `${baseURL}${subcategoryUrl}&sort=name&page=4`);
  await expect(head("prev")).toHaveAttribute("href", `${baseURL}${subcategoryUrl}&sort=name&page=3`);
  await expect(head("next")).toHaveAttribute("href", `${baseURL}${subcategoryUrl}&sort=name&page=5`);
  await expect(page).toHaveTitle(`Paging Subcategory, page 4 | ${(await getSiteSettings(db)).company_name}`);

  await page.goto(`${subcategoryUrl}&page=2`);
  await expect(head("prev")).toHaveAttribute("href", `${baseURL}${subcategoryUrl}`);
  await page.goto(`${subcategoryUrl}&sort=newest&page=1`);
  await expect(head("canonical")).toHaveAttribute("href", `${baseURL}${subcategoryUrl}`);
  await expect(head("prev")).toHaveCount(0);
  await expect(head("next")).toHaveAttribute("href", `${baseURL}${subcategoryUrl}&page=2`);
  await page.goto(`${subcategoryUrl}&page=10`);
  await expect(head("next")).toHaveCount(0);
});

test("a page past the end, or not a positive whole number, gets the 404 page", async ({ page, request }) => {
  const response = await page.goto(`${subcategoryUrl}&page=11`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  for (const bad of ["0", "-1", "2.5", "abc", "02"]) {
    expect((await request.get(`${subcategoryUrl}&page=${bad}`)).status(), `page=${bad}`).toBe(404);
  }
  expect((await request.get(`${subcategoryUrl}&sort=price`)).status()).toBe(404);
  // A type with one product has one page; an empty type has page 1 (saying so) and nothing after.
  const typeUrl = `${subcategoryUrl}&type=${branch.type.id}`;
  expect((await request.get(`${typeUrl}&page=2`)).status()).toBe(404);
  const emptyTypeUrl = `${subcategoryUrl}&type=${branch.emptyType.id}`;
  expect((await request.get(emptyTypeUrl)).status()).toBe(200);
  expect((await request.get(`${emptyTypeUrl}&page=2`)).status()).toBe(404);
});

test("All Products pages through the whole catalogue, its total in the sidebar", async ({ page, db }) => {
  // Discontinued products are not listed (issue 16), so the count is of the products /products lists.
  const total = (await productCountsByTaxonomy(db)).total;
  await page.goto("/products");
  const sidebar = page.getByRole("complementary", { name: "Product Categories" });
  await expect(sidebar.getByRole("link", { name: /^All Products/ })).toContainText(String(total));
  const last = Math.ceil(total / 24);
  await pagination(page).getByRole("link", { name: `Page ${last}`, exact: true }).click();
  await expect(page).toHaveURL(`/products?page=${last}`);
  await expect(cardTitles(page)).toHaveCount(total - (last - 1) * 24);
});

test("a middle page with its sort form and page links passes an accessibility scan", async ({ page }) => {
  await page.goto(`${subcategoryUrl}&sort=name&page=5`);
  await expect(pagination(page).getByRole("link", { name: "Page 5", exact: true })).toHaveAttribute("aria-current", "page");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("page links and the sort form still work", async ({ page }) => {
    await page.goto(subcategoryUrl);
    await pagination(page).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(`${subcategoryUrl}&page=2`);
    await expect(cardTitles(page)).toHaveText(newestFirst(194, 171));

    await page.getByLabel("Sort by").selectOption({ label: "Name (A–Z)" });
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(`${subcategoryUrl}&sort=name`);
    await expect(cardTitles(page)).toHaveText(byName(1, 24));
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${subcategoryUrl}&sort=name&page=2`);
    await expect(cardTitles(page)).toHaveText(byName(25, 48));
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the grid, sort and widest page links fit without sideways scrolling", async ({ page }) => {
    await page.goto(`${subcategoryUrl}&sort=name&page=5`);
    const nav = pagination(page);
    await expect(nav.getByRole("listitem")).toHaveCount(9);
    await expect(nav.getByRole("link", { name: "Previous" })).toBeVisible();
    await expect(page.getByLabel("Sort by")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    // The page links stay on one row.
    const tops = await nav.getByRole("listitem").evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size);
    expect(tops).toBe(1);
    await nav.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${subcategoryUrl}&sort=name&page=6`);
  });
});
