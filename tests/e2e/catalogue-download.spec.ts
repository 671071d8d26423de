import type { Page } from "@playwright/test";
import { getProduct, listProducts } from "~/content/product/repository.server";
import type { Db } from "~/db/connection.server";
import { expectToast } from "./admin-content-helpers";
import { createCatalogueBranch, waitForCategory } from "./catalogue-data";
import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

const failed = ["Download failed", "Unable to download the catalogue file. Please try again."] as const;

/** A demo product with its seeded datasheet: its page and its catalogue file's URL. */
async function seededProduct(db: Db) {
  const card = (await listProducts(db)).find((item) => item.model_number === "EBX-6412-6C");
  const product = await getProduct(db, card!.id);
  expect(product?.catalog_file, "the demo content gives products a datasheet").toMatch(/^\/media\/catalogues\/.+\.pdf$/);
  return { path: `/product/${product!.id}/${product!.slug}`, model: product!.model_number!, file: product!.catalog_file! };
}

/** Points the pointer at the link, which checks the file, and waits for that answer. */
async function hoverAndCheck(page: Page, file: string) {
  const checked = page.waitForResponse((response) => response.request().method() === "HEAD" && response.url().endsWith(file));
  await page.getByRole("link", { name: "Download Catalog" }).hover();
  return (await checked).status();
}

test.describe("Download Catalog", () => {
  test("a seeded product's datasheet opens in a new tab, a PDF served under its catalogue name", async ({ page, db, request }) => {
    const { path, model, file } = await seededProduct(db);
    await dismissActivePopups(page, db);
    await page.goto(path);
    const link = page.getByRole("link", { name: "Download Catalog" });
    await expect(link).toHaveAttribute("href", file);
    await expect(link).toHaveAttribute("target", "_blank");

    expect(await hoverAndCheck(page, file)).toBe(200);
    const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(tab).toHaveURL(new URL(file, page.url()).href);
    expect(page.url(), "the product page stays where it was").toMatch(new RegExp(`${path}$`));
    await tab.close();

    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toContain(`filename="${model}-datasheet.pdf"`);
    expect((await response.body()).subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
  });

  test("clicked before the check has answered, the new tab opens at once and then shows the file", async ({ page, db }) => {
    const { path, file } = await seededProduct(db);
    await dismissActivePopups(page, db);
    // The check answers late, so the click finds it still out.
    await page.route(`**${file}`, async (route) => {
      if (route.request().method() === "HEAD") await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(path);
    const [tab] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Download Catalog" }).click()]);
    await expect(tab).toHaveURL(new URL(file, page.url()).href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  });

  test("a server error on the catalogue shows the 'Download failed' toast and opens nothing", async ({ browser, baseURL, db }) => {
    const { path, file } = await seededProduct(db);
    // Its own page: the browser rightly logs the failed check, which the shared page fixture would count as an error.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      await dismissActivePopups(page, db);
      await page.route(`**${file}`, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
      await page.goto(path);
      expect(await hoverAndCheck(page, file)).toBe(500);
      await page.getByRole("link", { name: "Download Catalog" }).click();
      await expectToast(page, ...failed);
      expect(context.pages()).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  test.describe("a product whose catalogue file is missing", () => {
    let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
    const missing = "/media/catalogues/2020/01/0000000000000000dead.pdf";
    test.beforeAll(async ({ db }) => {
      branch = await createCatalogueBranch(db, "Missing Catalogue", { catalog_file: missing });
    });
    test.afterAll(async () => {
      await branch.remove();
    });

    test("shows the 'Download failed' toast, whether the check has answered before the click or not", async ({ browser, baseURL, db, request }) => {
      await waitForCategory(request, branch.category.id);
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      try {
        await dismissActivePopups(page, db);
        await page.goto(`/product/${branch.typed.id}/${branch.typed.slug}`);
        const link = page.getByRole("link", { name: "Download Catalog" });

        // Answered before the click: no tab at all.
        expect(await hoverAndCheck(page, missing)).toBe(404);
        await link.click();
        await expectToast(page, ...failed);
        expect(context.pages()).toHaveLength(1);

        // Still out at the click ("Please try again" asks anew): the tab opened in the click closes again.
        await page.route(`**${missing}`, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        await page.reload();
        const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Download Catalog" }).click()]);
        await tab.waitForEvent("close");
        await expectToast(page, ...failed);
        expect(context.pages()).toHaveLength(1);
      } finally {
        await context.close();
      }
    });
  });

  test("without JavaScript it is a plain link to the file in a new tab", async ({ browser, baseURL, db }) => {
    const { path, file } = await seededProduct(db);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(path);
      const link = page.getByRole("link", { name: "Download Catalog" });
      await expect(link).toHaveAttribute("href", file);
      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await expect(tab).toHaveURL(new URL(file, page.url()).href);
    } finally {
      await context.close();
    }
  });
});
