import type { APIRequestContext } from "@playwright/test";
import { bumpContentVersion } from "~/content/shared/content-version.server";
import type { Db } from "~/db/connection.server";
import { expect, signIn, test } from "./admin-session";

// Issue 17 part 1 (decision 035): drafts and scheduling, on the demo catalogue.

/** A demo product, put back as it was (Published, no times) after each test. */
async function demoProduct(db: Db) {
  return db.selectFrom("products").select(["id", "slug", "name"]).where("publish_status", "=", "published").orderBy("id").limit(1).offset(3).executeTakeFirstOrThrow();
}

async function restore(db: Db, id: number) {
  await db.updateTable("products").set({ publish_status: "published", publish_at: null, unpublish_at: null }).where("id", "=", id).execute();
  await bumpContentVersion(db);
}

/** A UTC time as the datetime-local box takes it, `seconds` from now. */
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19);

/** What an anonymous visitor gets: the status and whether the page cache answered. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: "" }, maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()["x-cache"], body: await response.text() };
}

test.describe.configure({ mode: "serial" });

test("a product scheduled in the admin is not on the site before its time and appears at it, through the page cache", async ({ page, db, adminEmail, playwright, baseURL }) => {
  const product = await demoProduct(db);
  const path = `/product/${product.id}/${product.slug}`;
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    // Published: the visitor's copy is cached.
    await visit(anonymous, path);
    expect((await visit(anonymous, path)).cache).toBe("HIT");

    await signIn(page, adminEmail, `/admin/products?edit=${product.id}`);
    const form = page.getByRole("form", { name: "Edit Product" });
    await form.getByRole("combobox", { name: "Publishing status" }).selectOption({ label: "Scheduled" });
    // A scheduled item needs its time: the server says so at the field.
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("textbox", { name: "Publish at (UTC)", exact: true })).toHaveAccessibleDescription(/A scheduled item needs a publish time/);
    const publishAt = inSeconds(12);
    await form.getByRole("textbox", { name: "Publish at (UTC)", exact: true }).fill(publishAt);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
    expect(await db.selectFrom("products").select(["publish_status", "publish_at"]).where("id", "=", product.id).executeTakeFirst()).toEqual({ publish_status: "scheduled", publish_at: publishAt });
    // The admin list names the status and its time.
    await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByRole("row").filter({ hasText: product.name }).first()).toContainText(`Scheduled ${publishAt.slice(0, 16).replace("T", " ")} UTC`);

    // Before its time: the page is the 404 page, and the product is in no list or search.
    const before = await visit(anonymous, path);
    expect(before.status).toBe(404);
    expect((await visit(anonymous, `/api/search?q=${encodeURIComponent(product.name)}`)).body).not.toContain(`"href":"/product/${product.id}"`);
    expect((await visit(anonymous, "/sitemaps/products-1.xml")).body).not.toContain(path);
    expect((await visit(anonymous, path)).status).toBe(404);

    // At its time, without any write: the cached 404 gives way to the page.
    await expect.poll(async () => (await visit(anonymous, path)).status, { timeout: 30_000, intervals: [1000] }).toBe(200);
    expect((await visit(anonymous, `/api/search?q=${encodeURIComponent(product.name)}`)).body).toContain(`"href":"/product/${product.id}"`);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  } finally {
    await anonymous.dispose();
    await restore(db, product.id);
  }
});

test("a draft edit of a published product leaves the live page as it is until the draft is published", async ({ page, db, adminEmail, playwright, baseURL }) => {
  const product = await demoProduct(db);
  const path = `/product/${product.id}/${product.slug}`;
  const before = (await db.selectFrom("products").select("description").where("id", "=", product.id).executeTakeFirstOrThrow()).description ?? "";
  const drafted = "Draft description: a reworded introduction for the spring catalogue.";
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    await signIn(page, adminEmail, `/admin/products?edit=${product.id}`);
    const form = page.getByRole("form", { name: "Edit Product" });
    await form.getByRole("textbox", { name: "Description" }).fill(drafted);
    await form.getByRole("button", { name: "Keep as draft" }).click();
    await expect(page.getByText("Draft saved. The live page is unchanged until you publish it.", { exact: true })).toBeVisible();
    // The live row is untouched; the form shows the draft and says so.
    expect((await db.selectFrom("products").select("description").where("id", "=", product.id).executeTakeFirstOrThrow()).description).toBe(before);
    await expect(page.getByRole("region", { name: "Pending draft" })).toContainText("You are editing a draft");
    await expect(form.getByRole("textbox", { name: "Description" })).toHaveValue(drafted);

    // Visitors still get the live page.
    const live = await anonymous.get(path);
    expect(live.status()).toBe(200);
    expect(await live.text()).not.toContain(drafted);
    await page.goto(path);
    await expect(page.getByText(drafted)).toHaveCount(0);

    // Published, the draft becomes the page, and no draft is pending.
    await page.goto(`/admin/products?edit=${product.id}`);
    await page.getByRole("region", { name: "Pending draft" }).getByRole("button", { name: "Publish draft" }).click();
    await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
    expect((await db.selectFrom("products").select("description").where("id", "=", product.id).executeTakeFirstOrThrow()).description).toBe(drafted);
    expect(await db.selectFrom("drafts").select("record_id").where("content_type", "=", "product").where("record_id", "=", product.id).executeTakeFirst()).toBeUndefined();
    expect(await (await anonymous.get(path)).text()).toContain(drafted);
  } finally {
    await anonymous.dispose();
    await db.updateTable("products").set({ description: before }).where("id", "=", product.id).execute();
    await db.deleteFrom("drafts").where("content_type", "=", "product").where("record_id", "=", product.id).execute();
    await restore(db, product.id);
  }
});

test("the preview shows a draft to signed-in staff, marked and never cached, and is refused when signed out", async ({ page, db, adminEmail, playwright, baseURL }) => {
  const product = await demoProduct(db);
  const drafted = "Preview only: a subtitle not yet on the site";
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    await signIn(page, adminEmail, `/admin/products?edit=${product.id}`);
    const form = page.getByRole("form", { name: "Edit Product" });
    await form.getByRole("textbox", { name: "Subtitle" }).fill(drafted);
    await form.getByRole("button", { name: "Keep as draft" }).click();
    await expect(page.getByText("Draft saved. The live page is unchanged until you publish it.", { exact: true })).toBeVisible();
    const previewLink = page.getByRole("region", { name: "Pending draft" }).getByRole("link", { name: "Preview" });
    const href = await previewLink.getAttribute("href");
    expect(href).toBe(`/product/${product.id}/${product.slug}?preview`);

    const response = await page.goto(href!);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(response?.headers()["x-cache"]).not.toBe("HIT");
    await expect(page.getByRole("status").filter({ hasText: "Preview of the pending draft" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(drafted, { exact: true })).toBeVisible();

    // Signed out: the sign-in page, never the draft.
    const refused = await anonymous.get(href!, { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toContain("/admin/login");
    expect(await refused.text()).not.toContain(drafted);
    const followed = await anonymous.get(href!);
    expect(await followed.text()).not.toContain(drafted);
  } finally {
    await anonymous.dispose();
    await db.deleteFrom("drafts").where("content_type", "=", "product").where("record_id", "=", product.id).execute();
  }
});

test("solutions, news and hero sections have the staff-only preview too: marked, never cached, refused when signed out", async ({ page, db, adminEmail, playwright, baseURL }) => {
  const solution = await db.selectFrom("solutions").select(["id", "title"]).orderBy("id").executeTakeFirstOrThrow();
  const article = await db.selectFrom("news").select(["id", "title"]).orderBy("id").executeTakeFirstOrThrow();
  const hero = await db.selectFrom("hero_sections").select(["id", "h1_text"]).orderBy("id").executeTakeFirstOrThrow();
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    // A solution taken off the site: visitors get 404, staff preview it as saved from its form's Preview link.
    await db.updateTable("solutions").set({ publish_status: "draft" }).where("id", "=", solution.id).execute();
    await bumpContentVersion(db);
    expect((await visit(anonymous, `/solution/${solution.id}`)).status).toBe(404);
    await signIn(page, adminEmail, `/admin/solutions?edit=${solution.id}`);
    const solutionForm = page.getByRole("form", { name: "Edit Solution" });
    expect(await solutionForm.getByRole("link", { name: /^Preview/ }).getAttribute("href")).toBe(`/solution/${solution.id}?preview`);
    const seen = await page.goto(`/solution/${solution.id}?preview`);
    expect(seen?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("status").filter({ hasText: "Preview of the saved solution" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: solution.title })).toBeVisible();

    // An article's draft: the live page keeps its title, the preview shows the draft's.
    const drafted = `${article.title} (reworded draft)`;
    await page.goto(`/admin/news?edit=${article.id}`);
    const newsForm = page.getByRole("form", { name: "Edit News" });
    await newsForm.getByRole("textbox", { name: /^Title/ }).fill(drafted);
    await newsForm.getByRole("button", { name: "Keep as draft" }).click();
    await expect(page.getByText("Draft saved. The live page is unchanged until you publish it.", { exact: true })).toBeVisible();
    expect((await visit(anonymous, `/news/${article.id}`)).body).not.toContain("(reworded draft)");
    await page.goto(`/news/${article.id}?preview`);
    await expect(page.getByRole("status").filter({ hasText: "Preview of the pending draft" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: drafted })).toBeVisible();

    // A hero's draft heading, first on the home page's preview.
    const heading = "Preview hero: a draft heading";
    await page.goto(`/admin/hero-sections?edit=${hero.id}`);
    const heroForm = page.getByRole("form", { name: "Edit Hero Section" });
    expect(await heroForm.getByRole("link", { name: /^Preview/ }).getAttribute("href")).toBe(`/?preview=hero-${hero.id}`);
    await heroForm.getByRole("textbox", { name: /^H1 Text/ }).fill(heading);
    await heroForm.getByRole("button", { name: "Keep as draft" }).click();
    await expect(page.getByText("Draft saved. The live page is unchanged until you publish it.", { exact: true })).toBeVisible();
    const home = await page.goto(`/?preview=hero-${hero.id}`);
    expect(home?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("status").filter({ hasText: "Preview of the pending draft" })).toBeVisible();
    await expect(page.getByText(heading).first()).toBeVisible();
    expect((await visit(anonymous, "/")).body).not.toContain(heading);

    // Signed out, each preview is the sign-in redirect, never the content.
    for (const path of [`/solution/${solution.id}?preview`, `/news/${article.id}?preview`, `/?preview=hero-${hero.id}`]) {
      const refused = await visit(anonymous, path);
      expect(refused.status, path).toBe(302);
      expect(refused.body).not.toContain("(reworded draft)");
      expect(refused.body).not.toContain(heading);
    }
  } finally {
    await anonymous.dispose();
    await db.updateTable("solutions").set({ publish_status: "published" }).where("id", "=", solution.id).execute();
    await db.deleteFrom("drafts").where("content_type", "in", ["news", "hero-section"]).where("record_id", "in", [article.id, hero.id]).execute();
    await bumpContentVersion(db);
  }
});

test("after Keep as draft the form leaves without asking; Publish draft asks while the form has unsaved changes, and publishes the kept draft", async ({ page, db, adminEmail }) => {
  const article = await db.selectFrom("news").select(["id", "title", "place"]).where("publish_status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
  const drafted = `${article.title} (kept draft)`;
  try {
    await signIn(page, adminEmail, `/admin/news?edit=${article.id}`);
    const form = page.getByRole("form", { name: "Edit News" });
    await form.getByRole("textbox", { name: /^Title/ }).fill(drafted);
    await form.getByRole("button", { name: "Keep as draft" }).click();
    await expect(page.getByRole("region", { name: "Pending draft" })).toBeVisible();
    // Kept: nothing is unsaved, so Cancel leaves at once.
    await form.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(/edit=/);

    // A change after the draft, then Publish draft: asked first; going ahead publishes the draft as kept.
    await page.goto(`/admin/news?edit=${article.id}`);
    await form.getByRole("textbox", { name: /^Place/ }).fill("Not in the draft");
    await page.getByRole("region", { name: "Pending draft" }).getByRole("button", { name: "Publish draft" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Lose the unsaved changes?" });
    await expect(dialog).toContainText("without them");
    await dialog.getByRole("button", { name: "Publish the kept draft" }).click();
    await expect(page.getByText("News updated successfully", { exact: true })).toBeVisible();
    const saved = await db.selectFrom("news").select(["title", "place"]).where("id", "=", article.id).executeTakeFirstOrThrow();
    expect(saved).toEqual({ title: drafted, place: article.place });
  } finally {
    await db.updateTable("news").set({ title: article.title, place: article.place }).where("id", "=", article.id).execute();
    await db.deleteFrom("drafts").where("content_type", "=", "news").where("record_id", "=", article.id).execute();
    await bumpContentVersion(db);
  }
});

test("an admin list filters by publishing, kept in the address", async ({ page, db, adminEmail }) => {
  const article = await db.selectFrom("news").select(["id", "title"]).where("publish_status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
  try {
    await db.updateTable("news").set({ publish_status: "draft" }).where("id", "=", article.id).execute();
    await signIn(page, adminEmail, "/admin/news");
    await page.getByRole("combobox", { name: "Filter by publishing" }).selectOption({ label: "Draft" });
    await expect(page).toHaveURL(/publishing=draft/);
    const table = page.getByRole("table", { name: "News articles" });
    await expect(table).toContainText(article.title);
    await page.getByRole("combobox", { name: "Filter by publishing" }).selectOption({ label: "Live now" });
    await expect(page).toHaveURL(/publishing=live/);
    await expect(table).not.toContainText(article.title);
  } finally {
    await db.updateTable("news").set({ publish_status: "published" }).where("id", "=", article.id).execute();
    await bumpContentVersion(db);
  }
});
