import type { Page } from "@playwright/test";
import sharp from "sharp";
import { contentUsingMedia } from "~/content/media-file/repository.server";
import { describeUsers } from "~/content/media-file/usage";
import { bumpContentVersion } from "~/content/shared/content-version.server";
import type { Db } from "~/db/connection.server";
import { formatBytes } from "~/media/format-bytes";
import { expectToast, leaveWithoutSaving } from "./admin-content-helpers";
import { expect, expectNoAxeViolations, signIn, test, waitForHydration } from "./admin-session";
import { dismissActivePopups } from "./public-helpers";

// Issue 17 part 5 (decision 040): the media library at /admin/media.

/**
 * A demo product's main image that only products use, at most three (the library names three): its
 * library row, that product, and every record using it.
 */
async function demoImage(db: Db) {
  const products = await db.selectFrom("products").select(["id", "name", "slug", "main_image"]).where("main_image", "like", "/media/images/%").orderBy("id").execute();
  for (const product of products) {
    const url = product.main_image!;
    const users = await contentUsingMedia(db, url, 4);
    if (users.length > 3 || users.some((user) => user.type !== "product")) continue;
    const file = await db.selectFrom("media_files").selectAll().where("key", "=", url.slice("/media/".length)).executeTakeFirstOrThrow();
    return { product, users, file: { ...file, url } };
  }
  throw new Error("No demo image is used by three products or fewer alone");
}

async function photo(path: string, colour: string): Promise<string> {
  await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toFile(path);
  return path;
}

async function upload(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText("Image uploaded successfully").last()).toBeVisible();
}

test("the library lists the demo images with thumbnail, size, dimensions and where each is used, searched and filtered", async ({ page, adminEmail, db, baseURL }, testInfo) => {
  const { product, file, users } = await demoImage(db);
  await signIn(page, adminEmail, "/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Media Library" })).toBeVisible();
  const total = (await db.selectFrom("media_files").select(({ fn }) => fn.countAll<number>().as("count")).executeTakeFirstOrThrow()).count;
  await expect(page.getByText(`${total} files, page 1 of ${Math.ceil(Number(total) / 25)}`)).toBeVisible();

  const search = page.getByRole("search", { name: "Search the media library" });
  await search.getByRole("searchbox", { name: "Search" }).fill(file.original_name!);
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByRole("table", { name: "Media library" });
  const row = table.getByRole("row").filter({ hasText: file.original_name! });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(row.getByRole("cell", { name: formatBytes(Number(file.size)), exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: `${file.width} × ${file.height} px`, exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: file.alt_text!, exact: true })).toBeVisible();
  for (const user of users) await expect(row.getByRole("link", { name: `Product "${user.name}"` })).toHaveAttribute("href", `/admin/products?edit=${user.id}`);
  await expect(row.getByRole("link", { name: `Product "${product.name}"` })).toBeVisible();
  // The thumbnail is the smallest stored WebP copy that fits, loaded, not the upload itself.
  const thumbnail = row.locator("img");
  await expect(thumbnail).toHaveAttribute("src", /-320w\.webp$/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  // By type: the catalogues only.
  await search.getByRole("searchbox", { name: "Search" }).fill("");
  await search.getByRole("combobox", { name: "Type" }).selectOption({ label: "Catalogues (PDF, DOC)" });
  await expect(page).toHaveURL(/kind=catalogue/);
  const catalogues = (await db.selectFrom("media_files").select(({ fn }) => fn.countAll<number>().as("count")).where("kind", "=", "catalogue").executeTakeFirstOrThrow()).count;
  await expect(page.getByText(new RegExp(`^${catalogues} files`))).toBeVisible();
  for (const kind of await table.getByRole("row").filter({ has: page.getByRole("cell") }).getByRole("cell", { name: /^Catalogue$|^Image$|^Driver file$/ }).allTextContents()) expect(kind).toBe("Catalogue");

  // Images missing alt text: an upload nobody described yet, and none of the demo's, which all have it.
  const bare = await page.request.post("/api/admin/uploads/image", {
    multipart: { file: { name: `undescribed-${testInfo.workerIndex}.jpg`, mimeType: "image/jpeg", buffer: await sharp({ create: { width: 200, height: 100, channels: 3, background: "#335577" } }).jpeg().toBuffer() } },
    headers: { Origin: baseURL! },
  });
  expect(bare.ok()).toBe(true);
  await search.getByRole("combobox", { name: "Type" }).selectOption({ label: "All types" });
  await search.getByRole("combobox", { name: "Alt text" }).selectOption({ label: "Images missing alt text" });
  await expect(page).toHaveURL(/alt=missing/);
  const missing = table.getByRole("row").filter({ hasText: `undescribed-${testInfo.workerIndex}.jpg` });
  await expect(missing).toHaveCount(1);
  await expect(missing.getByRole("cell", { name: "None yet" })).toBeVisible();
  await expect(missing.getByText("Not used")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: file.original_name! })).toHaveCount(0);
});

test("alt text written in the library shows on the public product page, and an image in use cannot lose it", async ({ page, adminEmail, db }) => {
  const { product, file, users } = await demoImage(db);
  const alt = `Front of the ${product.name}, screen lit ${Date.now().toString(36)}`;
  await dismissActivePopups(page, db);
  await signIn(page, adminEmail, `/admin/media?q=${encodeURIComponent(file.original_name!)}`);
  await page.getByRole("link", { name: `Edit ${file.original_name}` }).click();
  const details = page.getByRole("dialog", { name: file.original_name! });
  await expect(details.getByRole("link", { name: `Product "${product.name}"` })).toBeVisible();
  await details.getByRole("textbox", { name: "Alt text" }).fill(alt);
  await details.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Alt text saved");
  expect((await db.selectFrom("media_files").select("alt_text").where("id", "=", file.id).executeTakeFirstOrThrow()).alt_text).toBe(alt);
  const entry = await db.selectFrom("audit_log").select(["action", "changes"]).where("target_type", "=", "upload").where("target_id", "=", file.url).orderBy("id", "desc").executeTakeFirstOrThrow();
  expect(entry).toEqual({ action: "update", changes: JSON.stringify({ alt_text: [file.alt_text, alt] }) });

  // Removing it while the product shows the image is refused, at the field.
  await page.getByRole("link", { name: `Edit ${file.original_name}` }).click();
  await details.getByRole("textbox", { name: "Alt text" }).fill("");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText(`${file.original_name} is used by ${describeUsers(users)}, so it needs alt text. Write new alt text instead of removing it.`)).toBeVisible();

  await page.goto(`/product/${product.id}/${product.slug}`);
  await expect(page.getByRole("button", { name: `Open ${product.name} image gallery` }).getByRole("img", { name: alt })).toBeVisible();
  // The demo as it was, for the tests after this one.
  await db.updateTable("media_files").set({ alt_text: file.alt_text }).where("id", "=", file.id).execute();
  await bumpContentVersion(db);
});

test("an image chosen from the library in a product form, by keyboard, is saved and shown on the site; a file of the wrong kind is refused", async ({ page, adminEmail, db }) => {
  test.setTimeout(60_000);
  const { product } = await demoImage(db);
  const stored = await db.selectFrom("products").select("product_images").where("id", "=", product.id).executeTakeFirstOrThrow();
  const count = (JSON.parse(stored.product_images) as string[]).length;
  const chosen = await db.selectFrom("media_files").select(["key", "original_name", "alt_text"]).where("original_name", "like", "scene-%").orderBy("id").executeTakeFirstOrThrow();
  const url = `/media/${chosen.key}`;
  await dismissActivePopups(page, db);
  await signIn(page, adminEmail, `/admin/products?edit=${product.id}`);
  const form = page.getByRole("form", { name: "Edit Product" });
  await form.getByRole("tab", { name: "Media" }).click();
  await form.getByRole("button", { name: "Add product image" }).click();
  const field = `product image ${count + 1}`;
  await form.getByRole("button", { name: `Choose ${field} from the library` }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker.getByRole("searchbox", { name: "Search the library" })).toBeFocused();
  await page.keyboard.type(chosen.original_name!);
  await expect(picker.getByRole("status")).toHaveText("1 image");
  await page.keyboard.press("Tab");
  await expect(picker.getByRole("button", { name: `Choose ${chosen.original_name}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(form.getByRole("button", { name: `Choose ${field} from the library` })).toBeFocused();
  await expect(form.getByRole("textbox", { name: `Product image ${count + 1}` })).toHaveValue(url);
  await expect(form.getByText(chosen.alt_text!, { exact: true })).toBeVisible();
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Product updated successfully");
  try {
    expect(JSON.parse((await db.selectFrom("products").select("product_images").where("id", "=", product.id).executeTakeFirstOrThrow()).product_images)).toContain(url);
    await page.goto(`/product/${product.id}/${product.slug}`);
    await expect(page.getByRole("list", { name: "Product images" }).locator(`img[src="${url}"]`)).toBeVisible();
  } finally {
    // The demo as it was, for the tests after this one.
    await db.updateTable("products").set({ product_images: stored.product_images }).where("id", "=", product.id).execute();
    await bumpContentVersion(db);
  }

  // A catalogue in an image field is refused by the server, named at the field.
  const catalogue = await db.selectFrom("media_files").select(["key", "original_name"]).where("kind", "=", "catalogue").orderBy("id").executeTakeFirstOrThrow();
  await page.goto(`/admin/products?edit=${product.id}`);
  await form.getByRole("tab", { name: "Media" }).click();
  await form.getByRole("textbox", { name: "Main image" }).fill(`/media/${catalogue.key}`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText(`${catalogue.original_name} is a catalogue, not an image. Choose an image.`)).toBeVisible();
  expect((await db.selectFrom("products").select("main_image").where("id", "=", product.id).executeTakeFirstOrThrow()).main_image).toBe(product.main_image);
});

test("a file in use cannot be deleted: the library says what uses it, and the server refuses the post", async ({ page, adminEmail, db, baseURL }) => {
  const { file, users } = await demoImage(db);
  const usedBy = describeUsers(users);
  expect(usedBy).toMatch(/^product "/);
  await signIn(page, adminEmail, `/admin/media?q=${encodeURIComponent(file.original_name!)}`);
  await page.getByRole("link", { name: `Delete ${file.original_name}` }).click();
  await expect(page.getByRole("alert")).toHaveText(`${file.original_name} cannot be deleted: it is used by ${usedBy}. Remove it there and save first.`);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  const refused = await page.request.post("/admin/media", { form: { intent: "delete", id: String(file.id) }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain(`${file.original_name} is used by ${usedBy.replaceAll('"', "&quot;")}. Remove it there and save first.`);
  expect((await page.request.get(file.url)).status()).toBe(200);
  expect(await db.selectFrom("media_files").select("id").where("id", "=", file.id).execute()).toHaveLength(1);
});

test("Remove unused files lists and removes an upload left in a cancelled form, keeping used files and recent uploads; its address then answers 404", async ({ page, adminEmail, db }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const abandoned = await photo(testInfo.outputPath(`abandoned-${tag}.jpg`), "#884422");
  const recent = await photo(testInfo.outputPath(`recent-${tag}.jpg`), "#228844");
  const { file: used } = await demoImage(db);

  // Two uploads in product forms that are then cancelled: nothing saved points at them.
  const uploaded: string[] = [];
  await signIn(page, adminEmail, "/admin/products?new=1");
  for (const file of [abandoned, recent]) {
    await page.goto("/admin/products?new=1");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Add Product" });
    await form.getByRole("tab", { name: "Media" }).click();
    await upload(page, "Upload main image", file);
    uploaded.push(await form.getByRole("textbox", { name: "Main image" }).inputValue());
    await form.getByRole("link", { name: "Cancel" }).click();
    await leaveWithoutSaving(page);
  }
  const [oldUrl, recentUrl] = uploaded;
  const old = await db.selectFrom("media_files").selectAll().where("key", "=", oldUrl.slice("/media/".length)).executeTakeFirstOrThrow();
  // The first was left two days ago; the second just now, as if its form were still open.
  await db.updateTable("media_files").set({ created_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString() }).where("id", "=", old.id).execute();

  await page.goto("/admin/media");
  await page.getByRole("link", { name: "Remove unused files" }).click();
  const preview = page.getByRole("region", { name: "Remove unused files" });
  await expect(preview.getByText(/^1 file, \d+ KB in all, is used by no content, pending draft, trashed item or kept revision/)).toBeVisible();
  await expect(preview.getByText(/^Files uploaded in the last 24 hours are kept, since a form may still be open with them \(\d+ unused files? now\)\.$/)).toBeVisible();
  const listed = preview.getByRole("table", { name: "Files to remove" });
  await expect(listed.getByRole("row")).toHaveCount(2);
  await expect(listed.getByRole("cell", { name: `abandoned-${tag}.jpg` })).toBeVisible();

  await preview.getByRole("button", { name: "Remove 1 file" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove 1 unused file?" });
  await confirm.getByRole("button", { name: "Remove 1 file" }).click();
  await expectToast(page, "Removed 1 unused file");
  await expect(preview).toBeHidden();

  expect((await page.request.get(oldUrl)).status()).toBe(404);
  for (const variant of JSON.parse(old.variants) as Array<{ key: string }>) expect((await page.request.get(`/media/${variant.key}`)).status()).toBe(404);
  expect((await page.request.get(recentUrl)).status()).toBe(200);
  expect((await page.request.get(used.url)).status()).toBe(200);
  expect(await db.selectFrom("audit_log").select("action").where("target_id", "=", oldUrl).where("action", "=", "remove-unused").execute()).toHaveLength(1);

  // The recent one, unused, can still be deleted by hand: Delete asks first, then it is gone for good.
  const recentName = `recent-${tag}.jpg`;
  await page.goto(`/admin/media?q=${encodeURIComponent(recentName)}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: `Delete ${recentName}` }).click();
  const question = page.getByRole("alertdialog", { name: `Delete "${recentName}" permanently?` });
  await expect(question).toContainText("This cannot be undone.");
  await question.getByRole("button", { name: "Delete permanently" }).click();
  await expect(question).toBeHidden();
  expect((await page.request.get(recentUrl)).status()).toBe(404);
  expect(await db.selectFrom("media_files").select("id").where("key", "=", recentUrl.slice("/media/".length)).execute()).toEqual([]);
});

test("the library, its detail view, Remove unused files and the form's library dialogs have no accessibility violations", async ({ page, adminEmail, db }) => {
  test.setTimeout(90_000);
  const { product, file } = await demoImage(db);
  await signIn(page, adminEmail);
  for (const screen of ["/admin/media", `/admin/media?edit=${file.id}`, `/admin/media?delete=${file.id}`, "/admin/media?unused=1", "/admin/media?alt=missing&kind=image"]) {
    await test.step(screen, async () => {
      await page.goto(screen);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
  await page.goto(`/admin/products?edit=${product.id}`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Edit Product" });
  await form.getByRole("tab", { name: "Media" }).click();
  await form.getByRole("button", { name: "Choose main image from the library" }).click();
  await expect(page.getByRole("dialog", { name: "Choose an image" }).getByRole("status")).toHaveText(/^\d+ images/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await form.getByRole("button", { name: "Edit alt text of main image" }).click();
  await expect(page.getByRole("dialog", { name: `Alt text of ${file.original_name}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
