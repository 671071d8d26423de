import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { Db } from "~/db/connection.server";
import { dismissActivePopups } from "./public-helpers";
import { expect, expectNoAxeViolations, signIn, test } from "./admin-session";
import { chooseOption } from "./admin-list-helpers";
import { addAltText } from "./admin-content-helpers";
import { deleteToTrash } from "./admin-content-helpers";

async function samplePhoto(path: string, colour: string): Promise<string> {
  await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toFile(path);
  return path;
}

/** Uploads a file through the control whose button is named `button`, and waits for the spec's success toast. */
async function upload(page: Page, button: string, file: string, success = "Image uploaded successfully") {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText(success).last()).toBeVisible();
  // An image going on the site needs its alt text (decision 040).
  if (success === "Image uploaded successfully") await addAltText(page, button.replace(/^Upload /, ""), `Blue sample photo for ${button.replace(/^Upload /, "")}`);
}

test("an admin builds a category, subcategory, type and product, sees it on the public page, edits and removes it", async ({ page, adminEmail, db }, testInfo) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const photo = await samplePhoto(testInfo.outputPath("photo.jpg"), "#2255aa");
  await signIn(page, adminEmail, "/admin/categories");

  await page.getByRole("link", { name: "Add Category" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(`E2E Panel PCs ${tag}`);
  await upload(page, "Upload image", photo);
  await expect(page.getByRole("textbox", { name: "Image" })).toHaveValue(/^\/media\/images\/.+\.jpg$/);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category created successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: `E2E Panel PCs ${tag}`, exact: true })).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Subcategories" }).click();
  await page.getByRole("link", { name: "Add Subcategory" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(`E2E Fanless ${tag}`);
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: `E2E Panel PCs ${tag}` });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Subcategory created successfully", { exact: true })).toBeVisible();
  const subRow = page.getByRole("row").filter({ hasText: `E2E Fanless ${tag}` });
  await expect(subRow.getByRole("cell", { name: `E2E Panel PCs ${tag}`, exact: true })).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Types", exact: true }).click();
  await page.getByRole("link", { name: "Add Type" }).click();
  const typeDialog = page.getByRole("dialog", { name: "Add Type" });
  await typeDialog.getByRole("button", { name: "Save" }).click();
  await expect(typeDialog.getByText("Name is required")).toBeVisible();
  await expect(typeDialog.getByText("Subcategory is required")).toBeVisible();
  await typeDialog.getByRole("textbox", { name: "Name" }).fill(`E2E 15 inch ${tag}`);
  await typeDialog.getByRole("combobox", { name: "Subcategory" }).selectOption({ label: `E2E Fanless ${tag}` });
  await typeDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Type created successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const typeRow = page.getByRole("row").filter({ hasText: `E2E 15 inch ${tag}` });
  await expect(typeRow.getByRole("cell", { name: `E2E Fanless ${tag}`, exact: true })).toBeVisible();
  await expect(typeRow.getByRole("cell", { name: `E2E Panel PCs ${tag}`, exact: true })).toBeVisible();

  // The product, with images, benefits, a specification group and an application.
  const productName = `E2E Panel PC 15 ${tag}`;
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "Add Product" }).click();
  const form = page.getByRole("form", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(productName);
  await form.getByRole("textbox", { name: "Model number" }).fill(`PPC-15-${tag}`);
  await form.getByRole("textbox", { name: "Description" }).fill("A fanless 15 inch panel PC for the factory floor.");
  await chooseOption(form, "Category", `E2E Panel PCs ${tag}`);
  await chooseOption(form, "Subcategory", `E2E Fanless ${tag}`);
  await chooseOption(form, "Type", `E2E 15 inch ${tag}`);
  await form.getByRole("tab", { name: "Media" }).click();
  await upload(page, "Upload main image", photo);
  await form.getByRole("button", { name: "Add product image" }).click();
  await upload(page, "Upload product image 1", photo);
  await form.getByRole("tab", { name: "Features & Benefits" }).click();
  await form.getByRole("button", { name: "Add feature" }).click();
  await form.getByRole("textbox", { name: "Feature 1" }).fill("Fanless aluminium housing");
  await form.getByRole("button", { name: "Add benefit" }).click();
  await form.getByRole("textbox", { name: "Benefit 1 name" }).fill("Silent operation");
  await form.getByRole("textbox", { name: "Benefit 1 icon" }).fill("volume-x");
  await form.getByRole("tab", { name: "Specifications" }).click();
  await form.getByRole("button", { name: "Add specification group" }).click();
  await form.getByRole("textbox", { name: "Group 1 name" }).fill("Processor");
  await form.getByRole("button", { name: "Add specification to group 1" }).click();
  await form.getByRole("textbox", { name: "Specification 1 name" }).fill("CPU");
  await form.getByRole("textbox", { name: "Specification 1 detail" }).fill("Intel Core i5-1235U");
  await form.getByRole("tab", { name: "Applications" }).click();
  await form.getByRole("button", { name: "Add application", exact: true }).click();
  await form.getByRole("textbox", { name: "Application 1" }).fill("Machine control");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product created successfully", { exact: true })).toBeVisible();

  const product = await db.selectFrom("products").select(["id", "slug", "main_image", "product_images", "featured"]).where("name", "=", productName).executeTakeFirstOrThrow();
  expect(product.main_image).toMatch(/^\/media\/images\//);
  expect(JSON.parse(product.product_images)).toHaveLength(1);

  await dismissActivePopups(page, db);
  await page.goto(`/product/${product.id}/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText("Silent operation")).toBeVisible();
  await page.getByRole("tab", { name: "Specifications" }).click();
  await expect(page.getByText("Intel Core i5-1235U")).toBeVisible();

  // Edit: the form opens pre-filled, the change shows on the public page.
  await page.goto("/admin/products");
  await page.getByRole("link", { name: `Edit ${productName}` }).click();
  const edit = page.getByRole("form", { name: "Edit Product" });
  await expect(edit.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(productName);
  await expect(edit.getByRole("combobox", { name: "Type", exact: true })).toHaveValue(`E2E 15 inch ${tag}`);
  await edit.getByRole("textbox", { name: "Name", exact: true }).fill(`${productName} Pro`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${productName} Pro` })).toBeVisible();

  // A category that still has a subcategory cannot go; the message names what is linked.
  await page.goto("/admin/categories");
  await deleteToTrash(page, `E2E Panel PCs ${tag}`);
  await expect(page.getByText("Error deleting category")).toBeVisible();
  await expect(page.getByText(/This category still has 1 subcategory/)).toBeVisible();

  await page.goto("/admin/products");
  await deleteToTrash(page, `${productName} Pro`);
  await expect(page.getByText("Product deleted successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `${productName} Pro` })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Types", exact: true }).click();
  await deleteToTrash(page, `E2E 15 inch ${tag}`);
  await expect(page.getByText("Type deleted successfully", { exact: true })).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Subcategories" }).click();
  await deleteToTrash(page, `E2E Fanless ${tag}`);
  await expect(page.getByText("Subcategory deleted successfully", { exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Categories", exact: true }).click();
  await deleteToTrash(page, `E2E Panel PCs ${tag}`);
  await expect(page.getByText("Category deleted successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: `E2E Panel PCs ${tag}`, exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged Out")).toBeVisible();
});


test("the dashboard counts what the database holds", async ({ page, adminEmail, db }) => {
  await signIn(page, adminEmail, "/admin/dashboard");
  const count = async (table: "categories" | "subcategories" | "products" | "solutions") =>
    String((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  for (const [label, table] of [["Categories", "categories"], ["Subcategories", "subcategories"], ["Products", "products"], ["Solutions", "solutions"]] as const) {
    await expect(page.getByRole("link", { name: new RegExp(`^${label} ${await count(table)}$`) })).toBeVisible();
  }
  await expect(page.getByText("New enquiries")).toBeVisible();
  await expect(page.getByText("New messages")).toBeVisible();
});

test("the sidebar lists the screens in the spec's order and Logout", async ({ page, adminEmail }) => {
  await signIn(page, adminEmail, "/admin/dashboard");
  const names = await page.getByRole("navigation", { name: "Admin" }).getByRole("link").allTextContents();
  const spec = ["Dashboard", "Categories", "Subcategories", "Types", "Products", "Solutions", "News", "Hero Sections", "Drivers", "Popups", "SOP"];
  expect(names.filter((name) => spec.includes(name))).toEqual(spec);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Logout" })).toBeVisible();
});

for (const [path, open] of [
  ["/admin/dashboard", null],
  ["/admin/categories", "Add Category"],
  ["/admin/subcategories", "Add Subcategory"],
  ["/admin/types", "Add Type"],
  ["/admin/products", "Add Product"],
] as const) {
  test(`axe finds no violations on ${path}${open ? " with its form open" : ""}`, async ({ page, adminEmail }) => {
    await signIn(page, adminEmail, path);
    await expectNoAxeViolations(page);
    if (open) {
      await page.getByRole("link", { name: open }).click();
      await expect(page.getByRole(path === "/admin/types" ? "dialog" : "form", { name: open })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
