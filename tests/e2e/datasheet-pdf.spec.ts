import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { getProduct, listProducts } from "~/content/product/repository.server";
import { getSiteSettings } from "~/content/site-settings/repository.server";
import type { Db } from "~/db/connection.server";
import { pdfText } from "../setup/pdf-text";
import { expect, test } from "./fixtures";
import { dismissActivePopups, hydrated } from "./public-helpers";

// Issue 16, part 5: every product page offers its datasheet, a PDF the server makes from the product's data.

/** A demo product with specification groups, and its page. */
async function seededProduct(db: Db) {
  const card = (await listProducts(db)).find((item) => item.model_number === "EBX-6412-6C");
  const product = (await getProduct(db, card!.id))!;
  expect(product.specification_groups.length, "the demo product has specification tables").toBeGreaterThan(0);
  return { product, path: `/product/${product.id}/${product.slug}` };
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Clicks "Download datasheet" and returns the download and the text a PDF reader finds in it. */
async function downloadDatasheet(page: Page): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download datasheet" }).click()]);
  const text = await pdfText(await readFile((await download.path())!));
  return { download, text };
}

test("Download datasheet gives a PDF holding the product's name, model, status, every specification and the company", async ({ page, db }) => {
  const { product, path } = await seededProduct(db);
  const settings = await getSiteSettings(db);
  await dismissActivePopups(page, db);
  await page.goto(path);
  await hydrated(page);
  // The catalogue the staff uploaded is still offered beside it.
  await expect(page.getByRole("link", { name: "Download Catalog" })).toBeVisible();

  const { download, text } = await downloadDatasheet(page);
  expect(download.suggestedFilename()).toBe(`${product.model_number} datasheet.pdf`);
  expect(page.url(), "the product page stays where it was").toMatch(new RegExp(`${path}$`));
  expect(text).toContain(product.name);
  expect(text).toContain(`Model: ${product.model_number}`);
  expect(text).toContain("Lifecycle status:");
  for (const group of product.specification_groups) {
    expect(text).toContain(oneLine(group.group_name));
    for (const [name, detail] of Object.entries(group.specifications)) {
      expect(text).toContain(oneLine(name));
      expect(text).toContain(oneLine(detail));
    }
  }
  for (const feature of product.features) expect(text).toContain(oneLine(feature));
  expect(text).toContain(settings.company_name);
  expect(text).toContain(settings.emails.sales);
  expect(text).toContain(`${path}`);
});

test("without JavaScript the link downloads the same datasheet", async ({ browser, baseURL, db }) => {
  const { product, path } = await seededProduct(db);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.goto(path);
    const { text } = await downloadDatasheet(page);
    expect(text).toContain(`Model: ${product.model_number}`);
  } finally {
    await context.close();
  }
});

test("the PDF is served with its type and a validator a browser revalidates; an unknown product is not found", async ({ request, db }) => {
  const { product } = await seededProduct(db);
  const response = await request.get(`/product/${product.id}/datasheet.pdf`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; /);
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const etag = response.headers()["etag"];
  expect((await request.get(`/product/${product.id}/datasheet.pdf`, { headers: { "If-None-Match": etag } })).status()).toBe(304);

  for (const path of ["/product/999999/datasheet.pdf", "/product/abc/datasheet.pdf"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
