import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { createAttribute, deleteAttribute } from "~/content/attribute/repository.server";
import { saveProductAttributes } from "~/content/attribute/values.server";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import type { ProductInput } from "~/content/product/schema";
import { expect, test } from "./fixtures";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";
import { hydrated } from "./public-helpers";

// Issue 16, part 3: up to four products in a compare tray (a cookie), from cards and product pages,
// side by side at /compare?ids=, with "differences only", also without JavaScript.

type Product = Awaited<ReturnType<typeof createProduct>>;
let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
let more: Product[] = [];
const attributes: Array<{ id: number }> = [];
/** Five products of one category, in the order the tests add them: A, B (cards), C (its page), D, E. */
let a: Product, b: Product, c: Product, d: Product, e: Product;

const memory = (ram: string, storage?: string) => ({ group_name: "Memory", specifications: { RAM: ram, ...(storage ? { Storage: storage } : {}) } });
const environment = { group_name: "Environment", specifications: { Humidity: "10 to 95 % RH" } };

test.beforeAll(async ({ db }) => {
  branch = await createCatalogueBranch(db, "Compare", { lifecycle_status: "new", specification_groups: [memory("8 GB", "128 GB SSD"), environment] });
  const { category, subcategory, typed } = branch;
  const place = { category_id: category.id, subcategory_id: subcategory.id };
  const product = (name: string, fields: Partial<ProductInput> = {}) => createProduct(db, { name, ...place, ...fields });
  more = [
    // B has its specifications on the same groups and labels as A, in another order, and an End of life badge.
    await product("Compare Second Product", { lifecycle_status: "eol", last_order_date: "2027-03-31", specification_groups: [environment, memory("8 GB", "256 GB SSD")] }),
    await product("Compare Third Product", { specification_groups: [memory("16 GB"), environment, { group_name: "Power", specifications: { Input: "24 V DC" } }] }),
    await product("Compare Fourth Product"),
    await product("Compare Fifth Product"),
  ];
  a = typed;
  [b, c, d, e] = more;
  const temperature = await createAttribute(db, { name: "Max. operating temperature", kind: "number", unit: "°C", category_id: category.id, sort_order: 1 });
  const mounting = await createAttribute(db, { name: "Mounting", kind: "enum", options: ["DIN rail", "Wall"], category_id: category.id, sort_order: 2 });
  attributes.push(temperature, mounting);
  // The same temperature entered three ways: equal, so "differences only" hides it.
  await saveProductAttributes(db, a, new Map([[temperature.id, "70"], [mounting.id, "DIN rail"]]));
  await saveProductAttributes(db, b, new Map([[temperature.id, "158 °F"], [mounting.id, "Wall"]]));
  await saveProductAttributes(db, c, new Map([[temperature.id, "70 °C"], [mounting.id, "DIN rail"]]));
});

test.afterAll(async ({ db }) => {
  for (const product of more) await deleteProduct(db, product.id);
  for (const attribute of attributes) await deleteAttribute(db, attribute.id);
  await branch.remove();
});

const toggle = (page: Page, product: Product) => page.getByRole("button", { name: `Compare ${product.name}`, exact: true });
const productPage = (product: Product) => `/product/${product.id}/${product.slug}`;
const comparison = (page: Page) => page.getByRole("table", { name: /products side by side/ });
/** A row's values, one per product, as the cells read (a missing one is "—" read as "Not listed"). */
const valuesOf = (table: Locator, label: string) =>
  table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");
/** The comparison's own message (the layout's loading bar is a status too). */
const notice = (page: Page) => page.getByRole("main").getByRole("status");

async function listPage(page: Page, request: Parameters<typeof waitForCategory>[0]) {
  await waitForCategory(request, branch.category.id, 6);
  await page.goto(`/products?category=${branch.category.id}`);
  await hydrated(page);
}

test("products added from cards and a product page are counted in the header and compared side by side", async ({ page, db, request }) => {
  await skipPopups(page, db);
  await listPage(page, request);
  await expect(page.getByRole("link", { name: /^Compare \(/ })).toHaveCount(0);
  await toggle(page, a).click();
  await expect(toggle(page, a)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Compare (1)" })).toBeVisible();
  await toggle(page, b).click();
  await expect(page.getByRole("link", { name: "Compare (2)" })).toBeVisible();

  await page.goto(productPage(c));
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Compare (2)" })).toBeVisible();
  await expect(toggle(page, c)).toHaveAttribute("aria-pressed", "false");
  await toggle(page, c).click();
  await expect(toggle(page, c)).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Compare (3)" }).click();

  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.id},${b.id},${c.id}$`));
  await expect(page).toHaveTitle(/^Compare products/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Compare products");
  const table = comparison(page);
  await expect(table.getByRole("columnheader")).toHaveCount(4);
  for (const product of [a, b, c]) await expect(table.getByRole("columnheader", { name: new RegExp(product.name) })).toBeVisible();
  await expect(valuesOf(table, "Status")).toHaveText(["New", "End of life", "Active"]);
  // Key attributes as entered, then the specification rows lined up by group and label.
  await expect(table.getByRole("rowheader", { name: "Key attributes" })).toBeVisible();
  await expect(valuesOf(table, "Max. operating temperature")).toHaveText(["70 °C", "158 °F", "70 °C"]);
  await expect(valuesOf(table, "Mounting")).toHaveText(["DIN rail", "Wall", "DIN rail"]);
  await expect(valuesOf(table, "RAM")).toHaveText(["8 GB", "8 GB", "16 GB"]);
  await expect(valuesOf(table, "Storage")).toHaveText(["128 GB SSD", "256 GB SSD", /^—\s*Not listed$/]);
  await expect(valuesOf(table, "Humidity")).toHaveText(["10 to 95 % RH", "10 to 95 % RH", "10 to 95 % RH"]);
  await expect(valuesOf(table, "Input")).toHaveText([/Not listed/, /Not listed/, "24 V DC"]);

  // Differences only, at once: equal rows go (the temperature too, equal in °C), the URL says so,
  // and the comparison's data is not asked for again.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) asked.push(request.url());
  });
  const onlyDifferences = page.getByRole("switch", { name: "Differences only" });
  await onlyDifferences.check();
  await expect(page).toHaveURL(/diff=1/);
  await expect(table.getByRole("rowheader", { name: "Humidity" })).toHaveCount(0);
  await expect(table.getByRole("rowheader", { name: "Max. operating temperature" })).toHaveCount(0);
  await expect(table.getByRole("rowheader", { name: "Environment" })).toHaveCount(0);
  await expect(valuesOf(table, "Storage")).toHaveCount(3);
  await expect(valuesOf(table, "Mounting")).toHaveCount(3);
  await onlyDifferences.uncheck();
  await expect(table.getByRole("rowheader", { name: "Humidity" })).toBeVisible();
  await expect(page).not.toHaveURL(/diff=1/);
  // Only the root's small loader (the theme) runs again on a change of address.
  expect(asked.map((url) => new URL(url).searchParams.get("_routes"))).toEqual(asked.map(() => "root"));

  // The cookie holds the tray, in the order the products were added.
  const tray = (await page.context().cookies()).find((cookie) => cookie.name === "compare");
  expect(tray?.value).toBe(`${a.id}.${b.id}.${c.id}`);
});

test("a fifth product is refused with a message; removing works from a card and from the comparison", async ({ page, db, request, baseURL }) => {
  await page.context().addCookies([{ name: "compare", value: `${a.id}.${b.id}.${c.id}.${d.id}`, url: baseURL! }]);
  await skipPopups(page, db);
  await listPage(page, request);
  await expect(page.getByRole("link", { name: "Compare (4)" })).toBeVisible();
  await expect(toggle(page, d)).toHaveAttribute("aria-pressed", "true");
  await toggle(page, e).click();
  await expect(page.getByText("You can compare up to 4 products. Remove one first.")).toBeVisible();
  await expect(toggle(page, e)).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: "Compare (4)" })).toBeVisible();

  // Pressed again, a card's toggle takes its product out of the tray.
  await toggle(page, d).click();
  await expect(toggle(page, d)).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: "Compare (3)" })).toBeVisible();

  await page.getByRole("link", { name: "Compare (3)" }).click();
  await page.getByRole("button", { name: `Remove ${b.name} from the comparison` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.id},${c.id}$`));
  await expect(comparison(page).getByRole("columnheader")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Compare (2)" })).toBeVisible();

  await page.getByRole("button", { name: "Remove all" }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByText("Choose up to 4 products to compare")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");
  await expect(page.getByRole("link", { name: /^Compare \(/ })).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "compare")).toBeUndefined();
});

test("a comparison's address shows the same comparison in a fresh browser, ignoring ids of no product", async ({ browser, baseURL, db }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await skipPopups(page, db);
  try {
    const response = await page.goto(`/compare?ids=${c.id},999999,${a.id},abc&diff=1`);
    expect(response?.status()).toBe(200);
    const table = comparison(page);
    await expect(table.getByRole("columnheader")).toHaveCount(3);
    await expect(table.getByRole("columnheader").nth(1)).toContainText(c.name);
    await expect(table.getByRole("columnheader").nth(2)).toContainText(a.name);
    await expect(page.getByRole("switch", { name: "Differences only" })).toBeChecked();
    await expect(valuesOf(table, "RAM")).toHaveText(["16 GB", "8 GB"]);
    await expect(table.getByRole("rowheader", { name: "Humidity" })).toHaveCount(0);
    // Someone else's comparison: this visitor's own tray is still empty.
    await hydrated(page);
    await expect(page.getByRole("link", { name: /^Compare \(/ })).toHaveCount(0);

    await page.goto("/compare?ids=999999");
    await expect(page.getByText("Choose up to 4 products to compare")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("without JavaScript, Compare leads to the comparison, which switches to differences only, removes and refuses a fifth", async ({ browser, baseURL, db, request }) => {
  await waitForCategory(request, branch.category.id, 6);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const list = `/products?category=${branch.category.id}`;
    await page.goto(list);
    await toggle(page, a).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.id}&`));
    await expect(notice(page)).toHaveText(`${a.name} was added to the comparison.`);
    await page.getByRole("link", { name: "Continue browsing" }).click();
    await expect(page).toHaveURL(list);
    await toggle(page, b).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.id},${b.id}&`));
    const table = comparison(page);
    await expect(valuesOf(table, "Storage")).toHaveText(["128 GB SSD", "256 GB SSD"]);
    await expect(valuesOf(table, "Humidity")).toHaveText(["10 to 95 % RH", "10 to 95 % RH"]);

    await page.getByRole("switch", { name: "Differences only" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/diff=1/);
    await expect(table.getByRole("rowheader", { name: "Humidity" })).toHaveCount(0);
    await expect(valuesOf(table, "Storage")).toHaveText(["128 GB SSD", "256 GB SSD"]);

    await page.getByRole("button", { name: `Remove ${a.name} from the comparison` }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${b.id}(&diff=1)?$`));
    await expect(table.getByRole("columnheader")).toHaveCount(2);

    for (const product of [c, d, a]) {
      await page.goto(productPage(product));
      await toggle(page, product).click();
    }
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${b.id},${c.id},${d.id},${a.id}&`));
    await page.goto(productPage(e));
    await toggle(page, e).click();
    await expect(notice(page)).toHaveText("You can compare up to 4 products. Remove one first.");
    await expect(table.getByRole("columnheader")).toHaveCount(5);
    await expect(table.getByRole("columnheader", { name: new RegExp(e.name) })).toHaveCount(0);
    // The page came from: the product page, to go back to.
    await expect(page.getByRole("link", { name: "Continue browsing" })).toHaveAttribute("href", productPage(e));

    // /compare alone is the visitor's tray.
    await page.goto("/compare");
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${b.id},${c.id},${d.id},${a.id}$`));
  } finally {
    await context.close();
  }
});

test("a product page is still served from the page cache after a product is added to compare", async ({ page, db }) => {
  await skipPopups(page, db);
  const url = `${productPage(a)}?visit=${randomBytes(6).toString("hex")}`;
  const first = await page.goto(url);
  expect(first?.headers()["x-cache"]).toBe("MISS");
  await hydrated(page);
  await toggle(page, a).click();
  await expect(page.getByRole("link", { name: "Compare (1)" })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === "compare")?.value).toBe(String(a.id));

  // The visitor now carries the tray's cookie, which the page cache ignores: the page kept for visitors
  // without cookies is the one sent.
  const again = await page.reload();
  expect(again?.headers()["x-cache"]).toBe("HIT");
  const html = await again!.text();
  expect(html).not.toContain("tray-count");
  expect(html).toContain('aria-pressed="false"');
  // The tray is drawn from the cookie once the page's script runs.
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Compare (1)" })).toBeVisible();
  await expect(toggle(page, a)).toHaveAttribute("aria-pressed", "true");
  // The comparison of the tray is cached by its address alone, the tray page itself never.
  const tray = await page.request.get("/compare", { maxRedirects: 0 });
  expect([tray.status(), tray.headers()["cache-control"], tray.headers().location]).toEqual([302, "private, no-store", `/compare?ids=${a.id}`]);
});

test("the tray's endpoint refuses posts from other sites, ids of no product and redirects off the site", async ({ request }) => {
  const add = { intent: "add", id: String(a.id) };
  const crossSite: Array<Record<string, string>> = [{ "Sec-Fetch-Site": "cross-site" }, { Origin: "https://evil.example" }];
  for (const headers of crossSite) {
    const refused = await request.post("/api/compare", { form: add, headers, maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(refused.headers()["set-cookie"]).toBeUndefined();
  }
  for (const id of ["abc", "-1", "0", "2147483648", ""]) {
    expect((await request.post("/api/compare", { form: { intent: "add", id }, maxRedirects: 0 })).status(), id).toBe(400);
  }
  expect((await request.post("/api/compare", { form: { intent: "swap", id: String(a.id) }, maxRedirects: 0 })).status()).toBe(400);
  const missing = await request.post("/api/compare", { form: { intent: "add", id: "999999", _js: "1" } });
  expect(await missing.json()).toEqual({ ids: [], message: "This product no longer exists." });
  for (const redirectTo of ["//attacker.test", "https://attacker.test/", "/\\attacker.test"]) {
    const response = await request.post("/api/compare", { form: { intent: "remove", id: String(a.id), redirectTo }, maxRedirects: 0 });
    expect([response.status(), response.headers().location], redirectTo).toEqual([303, "/compare"]);
  }
  expect((await request.get("/api/compare")).status()).toBe(405);
});

for (const theme of ["light", "dark"] as const) {
  test(`on a phone (${theme}) the comparison scrolls sideways in its own frame, never the page`, async ({ page, db, baseURL }) => {
    await page.context().addCookies([
      { name: "theme", value: theme, url: baseURL! },
      { name: "compare", value: `${a.id}.${b.id}.${c.id}`, url: baseURL! },
    ]);
    await skipPopups(page, db);
    for (const width of [360, 390, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/compare");
      await expect(comparison(page)).toBeVisible();
      await expect(page.getByRole("link", { name: "Compare (3)" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width} px`).toBe(0);
      const frame = comparison(page).locator("..");
      expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth), `${width} px`).toBe(true);
      // The row labels stay in view while the products scroll.
      const label = comparison(page).getByRole("rowheader", { name: "RAM" });
      await label.scrollIntoViewIfNeeded();
      await frame.evaluate((element) => element.scrollBy({ left: 400 }));
      expect(await frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await expect(label).toBeInViewport();
    }
  });
}
