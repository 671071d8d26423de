import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectToast } from "./admin-content-helpers";
import { expect, signIn, test } from "./admin-session";

// Issue 12, item 14: deleting a record takes its uploaded files off the site once nothing else uses them.

async function upload(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText("Image uploaded successfully").last()).toBeVisible();
}

test("a deleted product's and a deleted category's uploaded images stop being served", async ({ page, adminEmail, db }, testInfo) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const photo = testInfo.outputPath("photo.jpg");
  await sharp({ create: { width: 640, height: 480, channels: 3, background: "#aa5522" } }).jpeg().toFile(photo);

  await signIn(page, adminEmail, "/admin/products?new=1");
  const form = page.getByRole("form", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(`E2E Doomed ${tag}`);
  await form.getByRole("tab", { name: "Media" }).click();
  await upload(page, "Upload main image", photo);
  const productImage = await form.getByRole("textbox", { name: "Main image" }).inputValue();
  expect(productImage).toMatch(/^\/media\/images\//);
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Product created successfully");
  expect((await page.request.get(productImage)).status()).toBe(200);

  await page.getByRole("button", { name: `Delete E2E Doomed ${tag}` }).click();
  await expectToast(page, "Product deleted successfully");
  expect((await page.request.get(productImage)).status()).toBe(404);
  expect(await db.selectFrom("media_files").select("key").where("key", "=", productImage.slice("/media/".length)).execute()).toEqual([]);

  await page.goto("/admin/categories?new=1");
  const categoryForm = page.getByRole("form", { name: "Add Category" });
  await categoryForm.getByRole("textbox", { name: "Name" }).fill(`E2E Doomed ${tag}`);
  await upload(page, "Upload image", photo);
  const categoryImage = await categoryForm.getByRole("textbox", { name: "Image" }).inputValue();
  await categoryForm.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Category created successfully");
  expect((await page.request.get(categoryImage)).status()).toBe(200);
  await page.getByRole("button", { name: `Delete E2E Doomed ${tag}` }).click();
  await expectToast(page, "Category deleted successfully");
  expect((await page.request.get(categoryImage)).status()).toBe(404);
});
