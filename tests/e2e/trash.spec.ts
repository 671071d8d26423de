import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { createCategory } from "~/content/category/repository.server";
import { driverCategoryDefinition } from "~/content/driver-category/definition";
import { createDriverCategory, deleteDriverCategory } from "~/content/driver-category/repository.server";
import { productDefinition } from "~/content/product/definition";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import type { Db } from "~/db/connection.server";
import { deleteToTrash, expectToast } from "./admin-content-helpers";
import { ADMIN_PASSWORD, createTestAdmin, expect, fillSignIn, signIn, test, waitForHydration } from "./admin-session";
import { trashed } from "./trash-entries";

// Issue 17 part 3 (decision 037): deleting content moves it to the trash, restorable for 30 days, then purged
// with the files nothing else uses.

const tagged = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** Uploads a generated image as the admin forms do; its /media/ address. */
async function uploadImage(page: Page, baseURL: string, colour: string): Promise<string> {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();
  const response = await page.request.post("/api/admin/uploads/image", {
    multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer } },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** What an anonymous visitor gets, through the page cache. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: "" }, maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()["x-cache"] };
}

const trashEntry = (db: Db, type: string, id: number) =>
  db.selectFrom("trash").select(["id", "purge_at"]).where("content_type", "=", type).where("record_id", "=", id).executeTakeFirst();

test("a product deleted from its list is asked about, leaves the site, waits in the Trash and comes back with its images", async ({ page, db, adminEmail, baseURL, playwright }) => {
  test.setTimeout(90_000);
  const name = `E2E Trash PC ${tagged()}`;
  await signIn(page, adminEmail, "/admin/dashboard");
  const image = await uploadImage(page, baseURL!, "#2255aa");
  const product = await createProduct(db, { name, main_image: image, product_images: [image] });
  const path = `/product/${product.id}/${product.slug}`;
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    await visit(anonymous, path);
    expect(await visit(anonymous, path)).toEqual({ status: 200, cache: "HIT" });

    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Delete ${name}`, exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: `Move "${name}" to the trash?` });
    await expect(dialog).toHaveAccessibleDescription("You can restore it for 30 days.");
    await dialog.getByRole("button", { name: "Move to trash" }).click();
    await expectToast(page, "Product deleted successfully", "It is in the Trash, where you can restore it for 30 days.");
    await expect(page.getByRole("link", { name: `Delete ${name}`, exact: true })).toHaveCount(0);

    // Gone from the site at once, through the page cache; its image waits with it.
    expect((await visit(anonymous, path)).status).toBe(404);
    expect((await anonymous.get(image)).status()).toBe(200);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Trash", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByRole("cell").nth(0)).toHaveText("Product");
    await expect(row.getByRole("cell").nth(2)).toHaveText("Test Admin");
    await row.getByRole("button", { name: `Restore ${name}` }).click();
    await expectToast(page, "Product restored", `"${name}" is back where it was.`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

    // Back on the site at once, with its id, address and images.
    expect((await visit(anonymous, path)).status).toBe(200);
    await page.goto(path);
    const main = page.getByRole("button", { name: `Open ${name} image gallery` }).getByRole("img");
    await expect(main).toBeVisible();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const actions = await db.selectFrom("audit_log").select("action").where("target_type", "=", "product").where("target_id", "=", String(product.id)).orderBy("id").execute();
    expect(actions.map((entry) => entry.action)).toEqual(["trash", "restore"]);
  } finally {
    await anonymous.dispose();
  }
});

test("an item past its 30 days is purged by a server on its own: its image answers 404, a file another product shows stays", async ({ page, db, adminEmail, baseURL, server, request }) => {
  test.setTimeout(120_000);
  const tag = tagged();
  await signIn(page, adminEmail, "/admin/dashboard");
  const own = await uploadImage(page, baseURL!, "#aa3322");
  const shared = await uploadImage(page, baseURL!, "#22aa55");
  const ownKey = own.slice("/media/".length);
  const variants = JSON.parse((await db.selectFrom("media_files").select("variants").where("key", "=", ownKey).executeTakeFirstOrThrow()).variants) as Array<{ key: string }>;
  expect(variants.length).toBeGreaterThan(0);
  const doomed = await createProduct(db, { name: `E2E Purged PC ${tag}`, main_image: own, product_images: [shared] });
  const keeper = await createProduct(db, { name: `E2E Keeper PC ${tag}`, main_image: shared });

  await page.goto(`/admin/products?q=${encodeURIComponent(`E2E Purged PC ${tag}`)}`);
  await waitForHydration(page);
  await deleteToTrash(page, `E2E Purged PC ${tag}`);
  await expectToast(page, "Product deleted successfully");
  const entry = (await trashEntry(db, "product", doomed.id))!;
  expect(entry).toBeDefined();
  // 30 days from now.
  expect(Date.parse(entry.purge_at) - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);

  // A second instance on the same database purges on its own timer once the entry's time has come;
  // nobody opens the Trash screen.
  const purger = await server.startAnotherInstance("purger", { TRASH_PURGE_INTERVAL_MS: "1000" });
  try {
    await db.updateTable("trash").set({ purge_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", entry.id).execute();
    await expect.poll(async () => (await request.get(own)).status(), { timeout: 30_000, intervals: [500] }).toBe(404);
  } finally {
    await purger.stop();
  }
  for (const variant of variants) expect((await request.get(`/media/${variant.key}`)).status()).toBe(404);
  expect(await db.selectFrom("media_files").select("key").where("key", "=", ownKey).execute()).toEqual([]);
  expect(await trashEntry(db, "product", doomed.id)).toBeUndefined();
  // The file the kept product shows stays, and so does its page.
  expect((await request.get(shared)).status()).toBe(200);
  expect((await request.get(`/product/${keeper.id}/${keeper.slug}`)).status()).toBe(200);
  const purge = await db.selectFrom("audit_log").select("actor_name").where("action", "=", "purge").where("target_id", "=", String(doomed.id)).execute();
  expect(purge).toEqual([{ actor_name: "Automatic purge (30 days in the trash)" }]);
  await page.goto(`/admin/trash?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText("Nothing matches this search. Clear the search or filters to see everything.")).toBeVisible();
});

test("a product whose category went to the trash after it is not restored until the category is; the message says so", async ({ page, db, adminEmail }) => {
  test.setTimeout(90_000);
  const tag = tagged();
  const category = await createCategory(db, { name: `E2E Doomed line ${tag}` });
  const product = await createProduct(db, { name: `E2E Orphan PC ${tag}`, category_id: category.id });
  await signIn(page, adminEmail, `/admin/products?q=${encodeURIComponent(product.name)}`);
  await deleteToTrash(page, product.name);
  await expectToast(page, "Product deleted successfully");
  await page.goto(`/admin/categories?q=${encodeURIComponent(category.name)}`);
  await waitForHydration(page);
  await deleteToTrash(page, category.name);
  await expectToast(page, "Category deleted successfully");

  await page.goto(`/admin/trash?q=${encodeURIComponent(tag)}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: `Restore ${product.name}` }).click();
  await expectToast(page, "Error restoring product", `Restore its category "${category.name}" first: it is in the trash too.`);
  await expect(page.getByRole("row").filter({ hasText: product.name })).toHaveCount(1);

  await page.getByRole("button", { name: `Restore ${category.name}` }).click();
  await expectToast(page, "Category restored");
  await page.getByRole("button", { name: `Restore ${product.name}` }).click();
  await expectToast(page, "Product restored");
  await expect(page.getByText("Nothing matches this search. Clear the search or filters to see everything.")).toBeVisible();
  expect((await db.selectFrom("products").select("category_id").where("id", "=", product.id).executeTakeFirstOrThrow()).category_id).toBe(category.id);
});

test("every list's Delete asks first in the same dialog, naming the item, and Cancel keeps it", async ({ page, db, adminEmail }) => {
  test.setTimeout(120_000);
  const trashedBefore = (await db.selectFrom("trash").select("id").execute()).length;
  await signIn(page, adminEmail, "/admin/dashboard");
  const lists = [
    { screen: "/admin/categories", table: "Categories" },
    { screen: "/admin/subcategories", table: "Subcategories" },
    { screen: "/admin/types", table: "Types" },
    { screen: "/admin/attributes", table: "Attributes" },
    { screen: "/admin/products", table: "Products" },
    { screen: "/admin/solutions", table: "Solutions" },
    { screen: "/admin/news", table: "News" },
    { screen: "/admin/hero-sections", table: "Hero Sections" },
    { screen: "/admin/drivers", table: "All Drivers" },
    { screen: "/admin/drivers", table: "Driver Categories", prefix: "driver category " },
    { screen: "/admin/popups", table: "Popups" },
  ];
  for (const { screen, table, prefix = "" } of lists) {
    await test.step(`${screen}, ${table}`, async () => {
      await page.goto(screen);
      await waitForHydration(page);
      const link = page.getByRole("table", { name: table }).getByRole("link", { name: /^Delete / }).first();
      const label = (await link.getAttribute("aria-label"))!;
      const item = label.slice("Delete ".length + prefix.length);
      await link.click();
      const dialog = page.getByRole("alertdialog", { name: `Move "${item}" to the trash?` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription("You can restore it for 30 days.");
      await expect(dialog.getByRole("button", { name: "Move to trash" })).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/[?&](delete|delete_category)=/);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("aria-label", label);
    });
  }
  expect((await db.selectFrom("trash").select("id").execute()).length).toBe(trashedBefore);
});

test("the delete dialog works by keyboard: focus starts on Cancel and stays inside, Escape closes it and returns to the link", async ({ page, adminEmail }) => {
  await signIn(page, adminEmail, "/admin/types");
  const link = page.getByRole("table", { name: "Types" }).getByRole("link", { name: /^Delete / }).first();
  const item = (await link.getAttribute("aria-label"))!.slice("Delete ".length);
  await link.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: `Move "${item}" to the trash?` });
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole("button", { name: "Cancel" });
  const confirm = dialog.getByRole("button", { name: "Move to trash" });
  await expect(cancel).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(cancel).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/delete=/);
  await expect(link).toBeFocused();
  await expect(link).toBeVisible();
});

test("without JavaScript a delete still asks, and the Trash restores and deletes permanently, asking first", async ({ browser, db, adminEmail, baseURL }) => {
  const tag = tagged();
  const category = await createCategory(db, { name: `E2E No-script line ${tag}` });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto(`/admin/categories?q=${encodeURIComponent(category.name)}`);
    await fillSignIn(page, adminEmail, ADMIN_PASSWORD);
    await page.getByRole("link", { name: `Delete ${category.name}`, exact: true }).click();
    const question = page.getByRole("alertdialog", { name: `Move "${category.name}" to the trash?` });
    await expect(question).toHaveAccessibleDescription("You can restore it for 30 days.");
    await question.getByRole("button", { name: "Move to trash" }).click();
    await expect(page.getByRole("status").getByText("Category deleted successfully")).toBeVisible();

    await page.goto(`/admin/trash?q=${encodeURIComponent(tag)}`);
    await page.getByRole("button", { name: `Restore ${category.name}` }).click();
    await expect(page.getByRole("status").getByText("Category restored")).toBeVisible();
    expect(await db.selectFrom("categories").select("id").where("id", "=", category.id).execute()).toHaveLength(1);

    await page.goto(`/admin/categories?q=${encodeURIComponent(category.name)}`);
    await page.getByRole("link", { name: `Delete ${category.name}`, exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Move to trash" }).click();
    await page.goto(`/admin/trash?q=${encodeURIComponent(tag)}`);
    await page.getByRole("link", { name: `Delete ${category.name} permanently` }).click();
    const final = page.getByRole("alertdialog", { name: `Delete "${category.name}" permanently?` });
    await expect(final).toContainText("It cannot be restored afterwards.");
    await final.getByRole("button", { name: "Delete permanently" }).click();
    await expect(page.getByRole("status").getByText("Category deleted permanently")).toBeVisible();
    expect(await trashEntry(db, "category", category.id)).toBeUndefined();
    const actions = await db.selectFrom("audit_log").select("action").where("target_type", "=", "category").where("target_id", "=", String(category.id)).orderBy("id").execute();
    expect(actions.map((entry) => entry.action)).toEqual(["trash", "restore", "trash", "purge"]);
  } finally {
    await context.close();
  }
});

test("Support sees and handles only the trashed kinds it manages; Empty trash leaves the others", async ({ page, db, baseURL }) => {
  const tag = tagged();
  const email = `trash-support-${tag}@showroom.test`;
  await createTestAdmin(db, email);
  await db.updateTable("user").set({ role: "support" }).where("email", "=", email).execute();
  const product = await createProduct(db, { name: `E2E Hidden PC ${tag}` });
  const downloads = await createDriverCategory(db, { name: `E2E Support downloads ${tag}` });
  const productEntry = await trashed(db, productDefinition, deleteProduct, product.id);
  await trashed(db, driverCategoryDefinition, deleteDriverCategory, downloads.id);

  await signIn(page, email, "/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Trash", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Products", exact: true })).toHaveCount(0);
  await page.goto(`/admin/trash?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("row").filter({ hasText: downloads.name })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: product.name })).toHaveCount(0);
  const kinds = await page.getByRole("combobox", { name: "Filter by kind" }).getByRole("option").allTextContents();
  expect(kinds).toEqual(["All kinds", "Driver", "Driver category"]);

  // Checked on the server: a product in the trash is not Support's to restore or delete; it reads as not there.
  const restore = await page.request.post("/admin/trash", { form: { intent: "restore", id: String(productEntry) }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(restore.status()).toBe(404);
  const purge = await page.request.post("/admin/trash", { form: { intent: "purge", id: String(productEntry) }, headers: { Origin: baseURL! } });
  expect(await purge.text()).toContain("This item is no longer in the trash: it was restored or deleted meanwhile.");
  expect(await trashEntry(db, "product", product.id)).toBeDefined();
  await page.getByRole("link", { name: "Empty trash" }).click();
  await page.getByRole("alertdialog", { name: "Empty the trash?" }).getByRole("button", { name: "Empty trash" }).click();
  await expectToast(page, "Trash emptied");
  expect(await trashEntry(db, "driver-category", downloads.id)).toBeUndefined();
  expect(await trashEntry(db, "product", product.id)).toBeDefined();
  await db.deleteFrom("trash").where("id", "=", productEntry).execute();
});
