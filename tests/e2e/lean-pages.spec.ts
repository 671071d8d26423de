import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import { expect, test } from "./fixtures";
import {
  createCatalogueBranch,
  skipPopups,
  waitForCategory,
} from "./catalogue-data";
import { recordScripts, totalKb } from "./page-weight";

/**
 * Issue 9's JavaScript limit for public pages (kB = 1000 bytes, as gzip would send it). The home
 * page's HTML and data limits are in lean-home.spec.ts, measured on the demo content alone.
 */
const LIMITS = { firstLoadJsKb: 130 };

let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;

/** The demo product serving the most downloads. */
async function productWithDownloads(db: Db): Promise<string> {
  const row = await db
    .selectFrom("driver_products")
    .innerJoin("products", "products.id", "driver_products.product_id")
    .select(["products.id", "products.slug"])
    .groupBy(["products.id", "products.slug"])
    .orderBy(sql`count(*)`, "desc")
    .orderBy("products.id")
    .executeTakeFirstOrThrow();
  return `/product/${row.id}/${row.slug}`;
}
test.beforeAll(async ({ db }) => {
  branch = await createCatalogueBranch(db, "Lean", { product_images: [] });
});
test.afterAll(async () => {
  await branch.remove();
});
test.beforeEach(async ({ page, db, request }) => {
  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id);
});

const publicPages = [
  "/",
  "/products",
  "product",
  // Issue 16 part 6: a product with downloads, older versions among them.
  "product with downloads",
  "/news",
  "/news/1",
  "/solutions",
  "/solution/1",
  "/about",
  "/support",
  "/contact",
];

for (const path of publicPages) {
  test(`first load of ${path === "product" ? "a product page" : path === "product with downloads" ? "a product page with downloads" : path} fetches at most ${LIMITS.firstLoadJsKb} kB of JavaScript, none of it admin code`, async ({
    page,
    db,
  }) => {
    const url =
      path === "product"
        ? `/product/${branch.typed.id}/${branch.typed.slug}`
        : path === "product with downloads"
          ? await productWithDownloads(db)
          : path;
    const scripts = recordScripts(page);
    const response = await page.goto(url, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    const loaded = await scripts.scripts();
    const kb = totalKb(loaded);
    test.info().annotations.push({
      type: "measured",
      description: `${url}: ${loaded.length} files, ${kb.toFixed(1)} kB gzip`,
    });
    expect(
      loaded.length,
      "the page is hydrated by its scripts",
    ).toBeGreaterThan(3);
    expect(
      loaded.map((script) => script.url).filter((name) => /admin/i.test(name)),
    ).toEqual([]);
    expect(kb).toBeLessThanOrEqual(LIMITS.firstLoadJsKb);
  });
}

test("at its own address the in-page enquiry form fetches its code after the page, then checks fields in the browser", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto(`/product/${branch.typed.id}/${branch.typed.slug}?enquiry`, {
    waitUntil: "networkidle",
  });
  const form = page.getByRole("region", { name: "Product Enquiry" });
  await expect(form.getByRole("textbox", { name: /Looking For/i })).toHaveValue(
    "Lean Typed Product",
  );
  await expect
    .poll(async () =>
      chunksNamed(
        (await scripts.scripts()).map((s) => s.url),
        "enquiry-section",
      ),
    )
    .toHaveLength(1);
  // Hydrated: an empty submit is answered in place by the browser's check, without a page load.
  let navigated = false;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  await form.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(
    form.getByText("Name must be at least 2 characters", { exact: true }),
  ).toBeVisible();
  expect(navigated).toBe(false);
});

/** Scripts whose file name starts with one of the given module names (Vite keeps the module name). */
const chunksNamed = (urls: string[], name: string) =>
  urls.filter((url) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url));

test("the search dialog's code loads on first open only, and search still works from the keyboard", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto("/about", { waitUntil: "networkidle" });
  expect(
    chunksNamed(
      (await scripts.scripts()).map((s) => s.url),
      "search-dialog",
    ),
  ).toEqual([]);

  const button = page.getByRole("button", { name: "Search" });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Search" });
  const box = dialog.getByRole("combobox", { name: "Search" });
  await expect(box).toBeFocused();
  expect(
    chunksNamed(
      (await scripts.scripts()).map((s) => s.url),
      "search-dialog",
    ),
  ).toHaveLength(1);
  await box.fill("Lean Typed");
  await expect(
    dialog.getByRole("option", { name: /Lean Typed Product/ }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(box).toHaveValue("");
  const fetched = chunksNamed(
    (await scripts.scripts()).map((s) => s.url),
    "search-dialog",
  );
  expect(fetched, "reopening does not fetch the code again").toHaveLength(1);
});

test("the enquiry dialog and the lightbox load their code on first open only", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto(`/product/${branch.typed.id}/${branch.typed.slug}`, {
    waitUntil: "networkidle",
  });
  const names = async () => (await scripts.scripts()).map((s) => s.url);
  expect(chunksNamed(await names(), "enquiry-dialog")).toEqual([]);
  expect(chunksNamed(await names(), "enquiry-(form|section)")).toEqual([]);
  expect(chunksNamed(await names(), "lightbox")).toEqual([]);

  await page.getByRole("link", { name: "Enquiry" }).click();
  const enquiry = page.getByRole("dialog", { name: "Product Enquiry" });
  await expect(
    enquiry.getByRole("textbox", { name: /Looking For/i }),
  ).toHaveValue("Lean Typed Product");
  expect(chunksNamed(await names(), "enquiry-dialog")).toHaveLength(1);
  await page.keyboard.press("Escape");
  await expect(enquiry).toBeHidden();
  expect(chunksNamed(await names(), "lightbox")).toEqual([]);
});

test("without JavaScript the Enquiry link still leads to the form on the page", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
  });
  const page = await context.newPage();
  await page.goto(`/product/${branch.typed.id}/${branch.typed.slug}`);
  await page.getByRole("link", { name: "Enquiry" }).click();
  const form = page.getByRole("region", { name: "Product Enquiry" });
  await expect(form.getByRole("textbox", { name: /Looking For/i })).toHaveValue(
    "Lean Typed Product",
  );
  await context.close();
});

test("the mega-menu's columns arrive from a cached resource route when a category is hovered", async ({
  page,
  request,
}) => {
  const about = await (await request.get("/about")).text();
  expect(about, "pages no longer carry the menu's products").not.toContain(
    "Lean Typed Product",
  );
  expect(about, "the first column's names are on the page").toContain(
    "Lean Category",
  );

  const categoryUrl = `/api/navigation/categories/${branch.category.id}`;
  await page.goto("/about");
  const fetched = page.waitForResponse((response) =>
    response.url().endsWith(categoryUrl),
  );
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Products", exact: true })
    .hover();
  const menu = page.getByRole("group", { name: "Products" });
  const response = await fetched;
  expect(response.status()).toBe(200);
  await menu
    .getByRole("list", { name: "Categories" })
    .getByRole("link", { name: "Lean Category" })
    .hover();
  await menu
    .getByRole("list", { name: "Sub-categories" })
    .getByRole("link", { name: "Lean Subcategory" })
    .hover();
  await menu
    .getByRole("list", { name: "Types" })
    .getByRole("link", { name: "Lean Type", exact: true })
    .hover();
  await expect(
    menu.getByRole("list", { name: "Products" }).getByRole("link"),
  ).toHaveText(["Lean Typed Product"]);

  // Shared caches may keep it briefly; a revalidation with its ETag costs no body.
  const direct = await request.get(categoryUrl);
  expect(direct.headers()["cache-control"]).toBe(
    "public, max-age=0, must-revalidate",
  );
  const etag = direct.headers()["etag"];
  expect(etag).toBeTruthy();
  expect(
    (
      await request.get(categoryUrl, { headers: { "If-None-Match": etag } })
    ).status(),
  ).toBe(304);
  expect(
    (await request.get("/api/navigation/categories/999999")).status(),
  ).toBe(404);
});
