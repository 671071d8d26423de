import type { Locator, Page } from "@playwright/test";
import type { Db } from "~/db/connection.server";
import { ADMIN_PASSWORD, expect, fillSignIn, signIn, test, waitForHydration } from "./admin-session";
import { skipPopups } from "./catalogue-data";

// Issue 17 part 4: staff arrange the demo catalogue by drag and drop and by keyboard, and the site shows it.

type Table = "categories" | "subcategories";

/** The stored order of a table's rows (of one parent), and a way to put it back after the test. */
async function storedOrder(db: Db, table: Table, parent?: number) {
  let query = db.selectFrom(table as "subcategories").select(["id", "name", "sort_order"]);
  if (parent !== undefined) query = query.where("category_id", "=", parent);
  const rows = await query.orderBy("sort_order").orderBy("name").orderBy("id").execute();
  return {
    names: rows.map((row) => row.name),
    restore: async () => {
      for (const row of rows) await db.updateTable(table as "subcategories").set({ sort_order: row.sort_order }).where("id", "=", row.id).execute();
      await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
    },
  };
}

/** Drags one row's handle onto another row with pointer moves in steps, as a person does. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function menuCategories(page: Page) {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true }).hover();
  return page.getByRole("group", { name: "Products" });
}

test("dragging a category to the top of Arrange saves it and the site's menu shows it first", async ({ page, db, adminEmail }) => {
  const before = await storedOrder(db, "categories");
  expect(before.names.length).toBeGreaterThan(2);
  const moved = before.names[2]!;
  try {
    await signIn(page, adminEmail, "/admin/categories");
    await page.getByRole("link", { name: "Arrange categories" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Arrange categories" })).toBeVisible();
    await waitForHydration(page);
    const list = page.getByRole("list", { name: "Categories" });
    await expect(list.getByRole("listitem")).toHaveCount(before.names.length);
    await drag(page, list.getByRole("button", { name: `Drag ${moved}` }), list.getByRole("listitem").first());
    await expect(page.getByText("Order saved", { exact: true })).toBeVisible();
    await expect(list.getByRole("listitem").first()).toContainText(moved);
    expect((await storedOrder(db, "categories")).names).toEqual([moved, before.names[0], before.names[1], ...before.names.slice(3)]);

    await skipPopups(page, db);
    const menu = await menuCategories(page);
    await expect(menu.getByRole("list", { name: "Categories" }).getByRole("link").first()).toHaveText(moved);
  } finally {
    await before.restore();
  }
});

test("the same reorder by keyboard: a subcategory lifted with Space and moved with the arrows, then Move down; the menu follows", async ({ page, db, adminEmail }) => {
  const [category] = await db
    .selectFrom("categories")
    .innerJoin("subcategories", "subcategories.category_id", "categories.id")
    .select(["categories.id", "categories.name"])
    .groupBy(["categories.id", "categories.name"])
    .having((eb) => eb.fn.count("subcategories.id"), ">=", 3)
    .orderBy("categories.id")
    .execute();
  const before = await storedOrder(db, "subcategories", category!.id);
  const [first, second, third] = before.names as [string, string, string];
  try {
    await signIn(page, adminEmail, `/admin/subcategories?category=${category!.id}`);
    await page.getByRole("link", { name: "Arrange subcategories" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/arrange/subcategories\\?parent=${category!.id}$`));
    await waitForHydration(page);
    const list = page.getByRole("list", { name: `Subcategories of ${category!.name}` });
    await expect(list.getByRole("listitem").first()).toContainText(first);

    // dnd-kit's keyboard sensor: Space lifts, the arrow moves, Space drops.
    await list.getByRole("button", { name: `Drag ${second}` }).focus();
    // Each step waits for what a screen reader hears (dnd-kit's live region) before the next key.
    await page.keyboard.press("Space");
    await expect(page.getByText(`${second} is over position 2 of`)).toBeAttached();
    // The sensor measures the rows once a drag starts; an arrow pressed before that moves nothing, as
    // a person sees, and presses it again (one more press at the top moves nothing either).
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(page.getByText(`${second} is over position 1 of`)).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Space");
    await expect(page.getByText(`${second} dropped at position 1 of`)).toBeAttached();
    await expect.poll(async () => (await storedOrder(db, "subcategories", category!.id)).names.slice(0, 3)).toEqual([second, first, third]);

    // Move down, pressed from the keyboard, keeps the focus on the row that moved (on Move up once it is last).
    await list.getByRole("button", { name: `Move ${first} down` }).focus();
    await page.keyboard.press("Enter");
    const focusedName = escapeRegExp(first);
    await expect(page.locator(":focus")).toHaveAccessibleName(new RegExp(`^Move ${focusedName} (up|down)$`));
    await expect(list.getByRole("listitem").nth(2)).toContainText(first);
    await expect.poll(async () => (await storedOrder(db, "subcategories", category!.id)).names.slice(0, 3)).toEqual([second, third, first]);

    await skipPopups(page, db);
    const menu = await menuCategories(page);
    await menu.getByRole("list", { name: "Categories" }).getByRole("link", { name: category!.name, exact: true }).hover();
    const shown = menu.getByRole("list", { name: "Sub-categories" }).getByRole("link");
    await expect(shown.nth(0)).toHaveText(second);
    await expect(shown.nth(1)).toHaveText(third);
    await expect(shown.nth(2)).toHaveText(first);
  } finally {
    await before.restore();
  }
});

test("without JavaScript, Move down is a plain post: the hero carousel's order is saved and shown on the home page", async ({ browser, baseURL, db, adminEmail }) => {
  const rows = await db.selectFrom("hero_sections").select(["id", "h1_text", "sort_order", "is_active"]).orderBy("sort_order").orderBy("h1_text").orderBy("id").execute();
  const active = rows.filter((row) => row.is_active === 1);
  expect(active.length).toBeGreaterThan(1);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/admin/login");
    await fillSignIn(page, adminEmail, ADMIN_PASSWORD);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await page.goto("/admin/arrange/hero-sections");
    const list = page.getByRole("list", { name: "Hero Sections" });
    await list.getByRole("button", { name: `Move ${rows[0]!.h1_text} down` }).click();
    await expect(page.getByRole("status").getByText("Order saved")).toBeVisible();
    await expect(list.getByRole("listitem").nth(1)).toContainText(rows[0]!.h1_text);
    const after = await db.selectFrom("hero_sections").select("id").orderBy("sort_order").orderBy("h1_text").orderBy("id").execute();
    expect(after.map((row) => row.id)).toEqual([rows[1]!.id, rows[0]!.id, ...rows.slice(2).map((row) => row.id)]);

    const shownFirst = [rows[1]!, rows[0]!, ...rows.slice(2)].find((row) => row.is_active === 1)!;
    await skipPopups(page, db);
    await page.goto("/");
    const slide = page.getByRole("region", { name: "Highlights" }).getByRole("group", { name: `1 of ${active.length}` });
    await expect(slide.getByRole("heading", { name: shownFirst.h1_text })).toBeVisible();
  } finally {
    await context.close();
    for (const row of rows) await db.updateTable("hero_sections").set({ sort_order: row.sort_order }).where("id", "=", row.id).execute();
    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
  }
});

test("a save whose ids are no longer that parent's children is refused and nothing changes", async ({ page, db, adminEmail, baseURL }) => {
  const before = await storedOrder(db, "categories");
  await signIn(page, adminEmail, "/admin/arrange/categories");
  const ids = (await db.selectFrom("categories").select("id").execute()).map((row) => String(row.id));
  const refused = await page.request.post("/admin/arrange/categories", {
    headers: { Origin: baseURL! },
    multipart: undefined,
    form: { _js: "1", ids: ids[0]! },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("Nothing was saved");
  expect((await storedOrder(db, "categories")).names).toEqual(before.names);
});

test("a product's features and gallery images are reordered in the editor and shown in that order on its page", async ({ page, db, adminEmail }) => {
  const rows = await db.selectFrom("products").select(["id", "name", "slug", "features", "product_images"]).orderBy("id").execute();
  const product = rows.find((row) => JSON.parse(row.features).length >= 2 && JSON.parse(row.product_images).length >= 2)!;
  const features = JSON.parse(product.features) as string[];
  const images = JSON.parse(product.product_images) as string[];
  try {
    await signIn(page, adminEmail, `/admin/products?edit=${product.id}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Edit Product" });
    await form.getByRole("tab", { name: "Features & Benefits" }).click();
    await form.getByRole("button", { name: "Move feature 2 up" }).click();
    await expect(form.getByRole("textbox", { name: "Feature 1" })).toHaveValue(features[1]!);
    await form.getByRole("tab", { name: "Media" }).click();
    const gallery = form.getByRole("list", { name: /Product images/i });
    await drag(page, gallery.getByRole("button", { name: /^Drag .* 2$/ }), gallery.getByRole("listitem").first());
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
    const saved = await db.selectFrom("products").select(["features", "product_images"]).where("id", "=", product.id).executeTakeFirstOrThrow();
    expect(JSON.parse(saved.features)).toEqual([features[1], features[0], ...features.slice(2)]);
    expect(JSON.parse(saved.product_images)).toEqual([images[1], images[0], ...images.slice(2)]);

    await skipPopups(page, db);
    await page.goto(`/product/${product.id}/${product.slug}`);
    await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toContainText(features[1]!);
    const stem = (file: string) => file.split("/").pop()!.replace(/\.[a-z]+$/i, "");
    await expect(page.getByRole("list", { name: "Product images" }).locator("img").first()).toHaveAttribute("src", new RegExp(stem(images[1]!)));
  } finally {
    await db.updateTable("products").set({ features: product.features, product_images: product.product_images }).where("id", "=", product.id).execute();
    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
  }
});
