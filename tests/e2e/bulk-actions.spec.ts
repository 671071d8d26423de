import type { APIRequestContext, Page } from "@playwright/test";
import { createCategory } from "~/content/category/repository.server";
import { createNews, deleteNews } from "~/content/news/repository.server";
import { bumpContentVersion } from "~/content/shared/content-version.server";
import { removeRevisions } from "~/content/shared/revisions.server";
import type { Db } from "~/db/connection.server";
import { expectToast } from "./admin-content-helpers";
import { ADMIN_PASSWORD, expect, expectNoAxeViolations, fillSignIn, signIn, test, waitForHydration } from "./admin-session";

// Issue 17 part 7: bulk select in the lists: Publish, Unpublish and Move to trash for the ticked rows.

const tagged = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** Three news articles of this test, found together by their tag. */
async function threeArticles(db: Db, tag: string) {
  const articles = [];
  for (const n of [1, 2, 3]) articles.push(await createNews(db, { title: `Bulk ${tag} article ${n}`, place: "Pune", date: `2026-03-0${n}`, content: [{ heading: "Body", para: "" }] }));
  await bumpContentVersion(db);
  return articles;
}

async function removeArticles(db: Db, ids: number[]) {
  for (const id of ids) {
    await deleteNews(db, id).catch(() => undefined);
    await removeRevisions(db, "news", id);
  }
  await db.deleteFrom("trash").where("content_type", "=", "news").where("record_id", "in", ids).execute();
  await bumpContentVersion(db);
}

/** What an anonymous visitor gets, through the page cache. */
const visit = async (request: APIRequestContext, path: string) => (await request.get(path, { headers: { cookie: "" }, maxRedirects: 0 })).status();

const statuses = async (db: Db, ids: number[]) =>
  (await db.selectFrom("news").select(["id", "publish_status"]).where("id", "in", ids).orderBy("id").execute()).map((row) => row.publish_status);

const list = (page: Page) => page.getByRole("table", { name: "News" });

test("ticked articles are unpublished and published again in one go, each with its audit entry and revision, and the site follows", async ({ page, db, adminEmail, playwright, baseURL }) => {
  const tag = tagged();
  const articles = await threeArticles(db, tag);
  const ids = articles.map((article) => article.id);
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    await signIn(page, adminEmail, `/admin/news?q=${encodeURIComponent(`Bulk ${tag}`)}`);
    const bar = page.getByRole("form", { name: "Bulk actions on articles" });
    await expect(bar.getByText("0 articles selected")).toBeVisible();
    await expect(bar.getByRole("button", { name: "Unpublish" })).toBeDisabled();

    await list(page).getByRole("checkbox", { name: `Select Bulk ${tag} article 1` }).check();
    await list(page).getByRole("checkbox", { name: `Select Bulk ${tag} article 2` }).check();
    await expect(bar.getByText("2 articles selected")).toBeVisible();
    await expect(list(page).getByRole("checkbox", { name: "Select all articles on this page" })).not.toBeChecked();
    await bar.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(page, "2 articles unpublished");
    expect(await statuses(db, ids)).toEqual(["unpublished", "unpublished", "published"]);
    expect(await visit(anonymous, `/news/${ids[0]}`)).toBe(404);
    expect(await visit(anonymous, `/news/${ids[2]}`)).toBe(200);
    // The list came back with nothing ticked.
    await expect(bar.getByText("0 articles selected")).toBeVisible();

    // Select all ticks the page; an article already published is left as it is.
    await list(page).getByRole("checkbox", { name: "Select all articles on this page" }).check();
    await expect(bar.getByText("3 articles selected")).toBeVisible();
    await bar.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "3 articles published");
    expect(await statuses(db, ids)).toEqual(["published", "published", "published"]);
    expect(await visit(anonymous, `/news/${ids[0]}`)).toBe(200);

    const audit = await db.selectFrom("audit_log").select(["action", "target_id", "changes"]).where("target_type", "=", "news").where("target_id", "in", ids.map(String)).where("action", "=", "update").orderBy("id").execute();
    // Unpublished, then published again: each of the two, in the list's order within each action.
    const changes = audit.map((entry) => `${entry.target_id} ${JSON.parse(entry.changes).publish_status.join(" > ")}`);
    expect(changes.slice(0, 2).sort()).toEqual([`${ids[0]} published > unpublished`, `${ids[1]} published > unpublished`]);
    expect(changes.slice(2).sort()).toEqual([`${ids[0]} unpublished > published`, `${ids[1]} unpublished > published`]);
    const revisions = await db.selectFrom("revisions").select("record_id").where("content_type", "=", "news").where("record_id", "in", ids).execute();
    // The version before the first change (made outside the panel, so it had none), then one per change.
    expect(revisions.filter((revision) => revision.record_id === ids[0])).toHaveLength(3);
    expect(revisions.filter((revision) => revision.record_id === ids[2])).toHaveLength(0);
  } finally {
    await anonymous.dispose();
    await removeArticles(db, ids);
  }
});

test("Move to trash asks first, naming the ticked rows; a row its type refuses to delete is reported while the others go", async ({ page, db, adminEmail }) => {
  const tag = tagged();
  const articles = await threeArticles(db, tag);
  const ids = articles.map((article) => article.id);
  const empty = await createCategory(db, { name: `Bulk ${tag} empty category` });
  const used = await db.selectFrom("categories").innerJoin("products", "products.category_id", "categories.id").select(["categories.id", "categories.name"]).orderBy("categories.id").executeTakeFirstOrThrow();
  try {
    await signIn(page, adminEmail, `/admin/news?q=${encodeURIComponent(`Bulk ${tag}`)}`);
    await waitForHydration(page);
    for (const n of [1, 3]) await list(page).getByRole("checkbox", { name: `Select Bulk ${tag} article ${n}` }).check();
    await page.getByRole("form", { name: "Bulk actions on articles" }).getByRole("button", { name: "Move to trash" }).click();
    const question = page.getByRole("alertdialog", { name: "Move 2 articles to the trash?" });
    // In the list's order: newest first.
    await expect(question).toContainText(`"Bulk ${tag} article 3" and "Bulk ${tag} article 1". You can restore them for 30 days.`);
    await expectNoAxeViolations(page);
    // Cancel keeps everything, and the ticks.
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeHidden();
    await expect(list(page).getByRole("checkbox", { name: `Select Bulk ${tag} article 1` })).toBeChecked();
    expect(await statuses(db, ids)).toHaveLength(3);

    await page.getByRole("form", { name: "Bulk actions on articles" }).getByRole("button", { name: "Move to trash" }).click();
    await question.getByRole("button", { name: "Move to trash" }).click();
    await expectToast(page, "2 articles moved to the trash", "You can restore them from the Trash for 30 days.");
    await expect(list(page).getByRole("row")).toHaveCount(2);
    await expect(list(page)).toContainText(`Bulk ${tag} article 2`);
    expect(await db.selectFrom("news").select("id").where("id", "in", ids).execute()).toEqual([{ id: ids[1] }]);
    expect((await db.selectFrom("trash").select("record_id").where("content_type", "=", "news").where("record_id", "in", ids).orderBy("record_id").execute()).map((row) => row.record_id)).toEqual([ids[0], ids[2]]);

    // Categories: the empty one goes, the one with products stays and says why.
    await page.goto(`/admin/categories`);
    await waitForHydration(page);
    const categories = page.getByRole("table", { name: "Categories" });
    await categories.getByRole("checkbox", { name: `Select ${empty.name}` }).check();
    await categories.getByRole("checkbox", { name: `Select ${used.name}` }).check();
    await page.getByRole("form", { name: "Bulk actions on categories" }).getByRole("button", { name: "Move to trash" }).click();
    await page.getByRole("alertdialog", { name: "Move 2 categories to the trash?" }).getByRole("button", { name: "Move to trash" }).click();
    await expectToast(page, "1 of 2 categories moved to the trash", `Not moved to the trash: "${used.name}": This category still has`);
    expect(await db.selectFrom("categories").select("id").where("id", "in", [empty.id, used.id]).execute()).toEqual([{ id: used.id }]);
  } finally {
    await removeArticles(db, ids);
    await db.deleteFrom("trash").where("content_type", "=", "category").where("record_id", "=", empty.id).execute();
  }
});

test("without JavaScript the ticked rows still publish, and Move to trash asks on its page", async ({ browser, db, adminEmail, baseURL }) => {
  const tag = tagged();
  const articles = await threeArticles(db, tag);
  const ids = articles.map((article) => article.id);
  await db.updateTable("news").set({ publish_status: "draft" }).where("id", "in", ids).execute();
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/admin/login");
    await fillSignIn(page, adminEmail, ADMIN_PASSWORD);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

    await page.goto(`/admin/news?q=${encodeURIComponent(`Bulk ${tag}`)}`);
    const bar = page.getByRole("form", { name: "Bulk actions on articles" });
    await expect(bar.getByText("With the ticked articles:")).toBeVisible();
    await list(page).getByRole("checkbox", { name: `Select Bulk ${tag} article 2` }).check();
    await bar.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("1 article published")).toBeVisible();
    expect(await statuses(db, ids)).toEqual(["draft", "published", "draft"]);
    // Back on the list as it was searched.
    expect(new URL(page.url()).searchParams.get("q")).toBe(`Bulk ${tag}`);

    await list(page).getByRole("checkbox", { name: `Select Bulk ${tag} article 1` }).check();
    await page.getByRole("form", { name: "Bulk actions on articles" }).getByRole("button", { name: "Move to trash" }).click();
    const question = page.getByRole("alertdialog", { name: "Move 1 article to the trash?" });
    await expect(question).toContainText(`"Bulk ${tag} article 1". You can restore it for 30 days.`);
    await question.getByRole("button", { name: "Move to trash" }).click();
    await expect(page.getByText("1 article moved to the trash")).toBeVisible();
    expect(await db.selectFrom("news").select("id").where("id", "in", ids).orderBy("id").execute()).toEqual([{ id: ids[1] }, { id: ids[2] }]);
  } finally {
    await context.close();
    await removeArticles(db, ids);
  }
});

test("the server refuses a bulk post with no rows, a bad id, or too many rows, and a bulk publish on a type without publishing", async ({ page, db, adminEmail, baseURL }) => {
  await signIn(page, adminEmail, "/admin/news");
  const post = async (path: string, form: Record<string, string>) => {
    const response = await page.request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    await page.goto(response.headers().location);
    await waitForHydration(page);
  };
  await post("/admin/news?q=x", { intent: "bulk-publish" });
  await expectToast(page, "Bulk action not done", "Choose at least one article: tick it in the list.");
  expect(new URL(page.url()).search).toBe("?q=x");
  await post("/admin/news", { intent: "bulk-unpublish", ids: "1,abc" });
  await expectToast(page, "Bulk action not done", "Choose articles from the list.");
  await post("/admin/news", { intent: "bulk-trash", ids: Array.from({ length: 201 }, (_, n) => n + 1).join(",") });
  await expectToast(page, "Bulk action not done", "Choose at most 200 articles at a time.");
  const category = await db.selectFrom("categories").select("id").executeTakeFirstOrThrow();
  await post("/admin/categories", { intent: "bulk-publish", ids: String(category.id) });
  await expectToast(page, "Bulk action not done", "Category items have no publishing status.");
});

test("the bulk bar and its question fit a 390 px phone and pass axe in the dark theme", async ({ page, db, adminEmail, baseURL }) => {
  const tag = tagged();
  const articles = await threeArticles(db, tag);
  const ids = articles.map((article) => article.id);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
    await signIn(page, adminEmail, `/admin/news?q=${encodeURIComponent(`Bulk ${tag}`)}`);
    await list(page).getByRole("checkbox", { name: "Select all articles on this page" }).check();
    const bar = page.getByRole("form", { name: "Bulk actions on articles" });
    await expect(bar.getByText("3 articles selected")).toBeVisible();
    const box = await bar.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await bar.getByRole("button", { name: "Move to trash" }).click();
    await expect(page.getByRole("alertdialog", { name: "Move 3 articles to the trash?" })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await removeArticles(db, ids);
  }
});

test("a product unpublished and published from the Products list keeps its attribute values, and its page follows", async ({ page, db, adminEmail, playwright, baseURL }) => {
  const product = await db
    .selectFrom("products")
    .innerJoin("product_attribute_values", "product_attribute_values.product_id", "products.id")
    .select(["products.id", "products.name", "products.slug"])
    .where("products.publish_status", "=", "published")
    .orderBy("products.id")
    .executeTakeFirstOrThrow();
  const values = () => db.selectFrom("product_attribute_values").select(["attribute_id", "shown"]).where("product_id", "=", product.id).orderBy("attribute_id").execute();
  const before = await values();
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    await signIn(page, adminEmail, `/admin/products?q=${encodeURIComponent(product.name)}`);
    const bar = page.getByRole("form", { name: "Bulk actions on products" });
    await page.getByRole("table", { name: "Products" }).getByRole("checkbox", { name: `Select ${product.name}` }).check();
    await bar.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(page, "1 product unpublished");
    expect(await visit(anonymous, `/product/${product.id}/${product.slug}`)).toBe(404);
    await page.getByRole("table", { name: "Products" }).getByRole("checkbox", { name: `Select ${product.name}` }).check();
    await bar.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "1 product published");
    expect(await visit(anonymous, `/product/${product.id}/${product.slug}`)).toBe(200);
    expect(await values()).toEqual(before);
  } finally {
    await anonymous.dispose();
    await db.updateTable("products").set({ publish_status: "published" }).where("id", "=", product.id).execute();
    await bumpContentVersion(db);
  }
});
