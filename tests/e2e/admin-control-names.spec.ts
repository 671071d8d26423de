import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { expect, signIn, test } from "./admin-session";

// Issue 12, item 19: every control of a form has a name of its own, gallery images included.

async function buttonNames(scope: Locator): Promise<string[]> {
  const buttons = scope.getByRole("button");
  const names: string[] = [];
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    names.push((await button.getAttribute("aria-label")) ?? (await button.innerText()).trim());
  }
  return names;
}

test("each gallery image's controls have distinct names: Clear empties the image, Remove drops the entry", async ({ page, adminEmail }, testInfo) => {
  const photo = testInfo.outputPath("photo.jpg");
  await sharp({ create: { width: 320, height: 240, channels: 3, background: "#2255aa" } }).jpeg().toFile(photo);
  await signIn(page, adminEmail, "/admin/products?new=1");
  const form = page.getByRole("form", { name: "Add Product" });
  await form.getByRole("tab", { name: "Media" }).click();
  for (const n of [1, 2]) {
    await form.getByRole("button", { name: "Add product image" }).click();
    const chooser = page.waitForEvent("filechooser");
    await form.getByRole("button", { name: `Upload product image ${n}` }).click();
    await (await chooser).setFiles(photo);
    await expect(form.getByRole("textbox", { name: `Product image ${n}` })).toHaveValue(/^\/media\/images\//);
  }

  const names = await buttonNames(form.getByRole("tabpanel"));
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  await expect(form.getByRole("button", { name: "Remove product image 1", exact: true })).toHaveCount(1);
  await expect(form.getByRole("button", { name: "Clear product image 1", exact: true })).toHaveCount(1);

  await form.getByRole("button", { name: "Clear product image 1", exact: true }).click();
  await expect(form.getByRole("textbox", { name: "Product image 1" })).toHaveValue("");
  await expect(form.getByRole("textbox", { name: "Product image 2" })).toHaveValue(/^\/media\/images\//);
  await form.getByRole("button", { name: "Remove product image 1", exact: true }).click();
  await expect(form.getByRole("textbox", { name: /^Product image \d$/ })).toHaveCount(1);
});
