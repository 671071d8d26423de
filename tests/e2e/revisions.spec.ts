import type { APIRequestContext } from "@playwright/test";
import { createProduct } from "~/content/product/repository.server";
import { createNews, deleteNews } from "~/content/news/repository.server";
import { discardDraft } from "~/content/shared/drafts.server";
import { bumpContentVersion } from "~/content/shared/content-version.server";
import { keepRevision, listRevisions, removeRevisions } from "~/content/shared/revisions.server";
import { productDefinition } from "~/content/product/definition";
import { productRevision } from "~/content/product/revision.server";
import type { Db } from "~/db/connection.server";
import { ADMIN_PASSWORD, createTestAdmin, expect, expectNoAxeViolations, signIn, test, waitForHydration } from "./admin-session";

// Issue 17 part 2 (decision 038): revisions, their History and Restore, on the demo catalogue.

test.describe.configure({ mode: "serial" });

/** A demo product; its subtitle and revisions are put back afterwards. */
async function demoProduct(db: Db) {
  return db.selectFrom("products").select(["id", "slug", "name", "subtitle"]).where("publish_status", "=", "published").orderBy("id").limit(1).offset(5).executeTakeFirstOrThrow();
}

/** What an anonymous visitor gets, and whether the page cache answered. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: "" }, maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()["x-cache"], body: await response.text() };
}

test("a product edited twice shows the change in its History, and restoring the first edit puts it back on the site at once", async ({ page, db, adminEmail, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const product = await demoProduct(db);
  const path = `/product/${product.id}/${product.slug}`;
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    await signIn(page, adminEmail, `/admin/products?edit=${product.id}`);
    for (const subtitle of ["Rugged first edit", "Polished second edit"]) {
      await page.goto(`/admin/products?edit=${product.id}`);
      await waitForHydration(page);
      await page.getByRole("form", { name: "Edit Product" }).getByRole("textbox", { name: "Subtitle" }).fill(subtitle);
      await page.getByRole("form", { name: "Edit Product" }).getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
    }
    // The visitor's page shows the second edit, from the page cache.
    await visit(anonymous, path);
    const cached = await visit(anonymous, path);
    expect(cached.cache).toBe("HIT");
    expect(cached.body).toContain("Polished second edit");

    await page.goto(`/admin/products?edit=${product.id}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Edit Product" });
    // An unsaved change survives opening the History and choosing a revision.
    await form.getByRole("textbox", { name: "Industry" }).fill("Typed, not saved");
    await form.getByRole("link", { name: "History" }).click();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("heading", { name: "History" })).toBeFocused();
    const revisions = history.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
    // The version from before history was kept, then the two edits; the newest is current.
    await expect(revisions).toHaveCount(3);
    await expect(revisions.nth(0)).toContainText("Revision 3");
    await expect(revisions.nth(0)).toContainText("Current");
    await expect(revisions.nth(0)).toContainText("by Test Admin");
    await expect(revisions.nth(0)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    await expect(revisions.nth(2)).toContainText("saved before history was kept");

    await history.getByRole("link", { name: /^Revision 2/ }).click();
    await expect(history.getByRole("link", { name: /^Revision 2/ })).toHaveAttribute("aria-current", "true");
    await expect(history.getByRole("heading", { name: "Revision 2 compared with the current version" })).toBeVisible();
    // The one field that differs, by its label, the revision's value beside the current one.
    await expect(history.getByRole("term").first()).toHaveText("Subtitle");
    const change = history.getByRole("definition").first();
    await expect(change.getByRole("term")).toHaveText(["Revision 2", "Current version"]);
    await expect(change.getByRole("definition")).toHaveText(["Rugged first edit", "Polished second edit"]);
    await expect(form.getByRole("textbox", { name: "Industry" })).toHaveValue("Typed, not saved");

    // Restore asks first; with unsaved changes in the form, the guard asks too.
    await history.getByRole("link", { name: "Restore revision 2" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Restore revision 2?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Restore revision 2" }).click();
    const guard = page.getByRole("alertdialog", { name: "Lose the unsaved changes?" });
    await expect(guard).toBeVisible();
    await guard.getByRole("button", { name: "Restore without them" }).click();
    await expect(page.getByText("Product restored from revision 2", { exact: true })).toBeVisible();

    // The form opens on the restored product, and the History on its new revision.
    await expect(form.getByRole("textbox", { name: "Subtitle" })).toHaveValue("Rugged first edit");
    await expect(form.getByRole("textbox", { name: "Industry" })).not.toHaveValue("Typed, not saved");
    await expect(revisions).toHaveCount(4);
    await expect(revisions.nth(0)).toContainText("Revision 4");
    await expect(revisions.nth(0)).toContainText("Current");
    expect((await db.selectFrom("products").select("subtitle").where("id", "=", product.id).executeTakeFirstOrThrow()).subtitle).toBe("Rugged first edit");
    const entry = await db.selectFrom("audit_log").select(["action", "actor_name"]).where("target_type", "=", "product").where("target_id", "=", String(product.id)).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: "restore-revision", actor_name: "Test Admin" });

    // The site shows it at once, through the page cache.
    const after = await visit(anonymous, path);
    expect(after.body).toContain("Rugged first edit");
    expect(after.body).not.toContain("Polished second edit");
  } finally {
    await anonymous.dispose();
    await db.updateTable("products").set({ subtitle: product.subtitle }).where("id", "=", product.id).execute();
    await removeRevisions(db, "product", product.id);
    await bumpContentVersion(db);
  }
});

test("a restore today's rules refuse says why in its question, by keyboard alone, and nothing changes", async ({ page, db, adminEmail }) => {
  test.setTimeout(60_000);
  const product = await createProduct(db, { name: "Revision Alpha" });
  let namesake: number | null = null;
  try {
    await signIn(page, adminEmail, `/admin/products?edit=${product.id}`);
    const form = page.getByRole("form", { name: "Edit Product" });
    await form.getByRole("textbox", { name: "Name" }).fill("Revision Beta");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
    // Its old name is taken since, by another product in the same place.
    namesake = (await createProduct(db, { name: "Revision Alpha" })).id;

    await page.goto(`/admin/products?edit=${product.id}`);
    await waitForHydration(page);
    await form.getByRole("link", { name: "History" }).focus();
    await page.keyboard.press("Enter");
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("heading", { name: "History" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(history.getByRole("link", { name: "Close history" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const first = history.getByRole("link", { name: /^Revision 1/ });
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-current", "true");
    // The focus moves to the chosen revision's comparison.
    await expect(history.getByRole("heading", { name: "Revision 1 compared with the current version" })).toBeFocused();
    await expect(history.getByRole("term").first()).toHaveText("Name");
    await page.keyboard.press("Tab");
    await expect(history.getByRole("link", { name: "Restore revision 1" })).toBeFocused();
    await page.keyboard.press("Enter");
    const question = page.getByRole("alertdialog", { name: "Restore revision 1?" });
    await expect(question).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(question.getByRole("button", { name: "Restore revision 1" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(question.getByRole("alert")).toHaveText(
      'Revision 1 cannot be restored: A product named "Revision Alpha" already exists in the same category, subcategory and type. Nothing was changed.',
    );
    await page.keyboard.press("Escape");
    await expect(question).toBeHidden();
    await expect(page).not.toHaveURL(/restore=/);

    expect((await db.selectFrom("products").select("name").where("id", "=", product.id).executeTakeFirstOrThrow()).name).toBe("Revision Beta");
    expect((await listRevisions(db, "product", product.id)).map((revision) => revision.number)).toEqual([2, 1]);
    const actions = await db.selectFrom("audit_log").select("action").where("target_type", "=", "product").where("target_id", "=", String(product.id)).execute();
    expect(actions.map((row) => row.action)).toEqual(["update"]);
  } finally {
    for (const id of [product.id, namesake]) {
      if (id === null) continue;
      await db.deleteFrom("products").where("id", "=", id).execute();
      await removeRevisions(db, "product", id);
    }
    await bumpContentVersion(db);
  }
});

test("only staff who may edit content see an item's History or restore it", async ({ db, playwright, baseURL }) => {
  const product = await createProduct(db, { name: "Guarded revisions" });
  const first = await keepRevision(db, productDefinition, product.id, { ...(await productRevision(db, product.id))!, name: "Guarded revisions, first" }, null);
  await keepRevision(db, productDefinition, product.id, (await productRevision(db, product.id))!, null);
  const history = `/admin/products?edit=${product.id}&history=1&revision=${first}`;
  const restore = { intent: "restore-revision", id: String(product.id), revision: String(first) };
  const signedInAs = async (role: "editor" | "support" | null) => {
    const context = await playwright.request.newContext({ baseURL });
    if (role === null) return context;
    const email = `revisions-${role}@showroom.test`;
    await createTestAdmin(db, email);
    await db.updateTable("user").set({ role }).where("email", "=", email).execute();
    const signedIn = await context.post("/admin/login", { form: { email, password: ADMIN_PASSWORD, redirectTo: "" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(signedIn.status()).toBe(302);
    return context;
  };
  const contexts: APIRequestContext[] = [];
  try {
    const [nobody, support, editor] = await Promise.all([signedInAs(null), signedInAs("support"), signedInAs("editor")]);
    contexts.push(nobody, support, editor);

    const signedOut = await nobody.get(history, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toMatch(/^\/admin\/login/);
    expect((await nobody.post(history, { form: restore, headers: { Origin: baseURL! }, maxRedirects: 0 })).status()).toBe(302);

    const refused = await support.get(history, { maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).not.toContain("Guarded revisions, first");
    expect((await support.get(`${history.replace("?", ".data?")}`, { maxRedirects: 0 })).status()).toBe(403);
    expect((await support.post(history, { form: restore, headers: { Origin: baseURL! }, maxRedirects: 0 })).status()).toBe(403);
    expect((await db.selectFrom("products").select("name").where("id", "=", product.id).executeTakeFirstOrThrow()).name).toBe("Guarded revisions");
    expect(await listRevisions(db, "product", product.id)).toHaveLength(2);

    const allowed = await editor.get(history, { maxRedirects: 0 });
    expect(allowed.status()).toBe(200);
    // The revision's name, in its comparison with the current version.
    expect(await allowed.text()).toContain("Guarded revisions, first");
    expect((await editor.post(history, { form: restore, headers: { Origin: baseURL! }, maxRedirects: 0 })).status()).toBe(302);
    expect((await db.selectFrom("products").select("name").where("id", "=", product.id).executeTakeFirstOrThrow()).name).toBe("Guarded revisions, first");
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
    await db.deleteFrom("products").where("id", "=", product.id).execute();
    await removeRevisions(db, "product", product.id);
    await db.deleteFrom("user").where("email", "like", "revisions-%@showroom.test").execute();
    await bumpContentVersion(db);
  }
});

test("a news article opened from its list: a pending draft shows, and a restore reopens the form on the restored article", async ({ page, db, adminEmail, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const title = `Revision news ${Date.now().toString(36)}`;
  const article = await createNews(db, { title, place: "Pune", date: "2026-03-04", content: [{ heading: "First heading", para: "" }] });
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    await signIn(page, adminEmail, `/admin/news?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const form = page.getByRole("form", { name: "Edit News" });
    await form.getByRole("textbox", { name: "Section 1 heading" }).fill("Second heading");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("News updated successfully", { exact: true })).toBeVisible();
    expect((await visit(anonymous, `/news/${article.id}`)).body).toContain("Second heading");

    // A draft kept in between: opened from the list, the form shows it (the loader reads it for that record).
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await form.getByRole("textbox", { name: "Place" }).fill("Nagpur");
    await form.getByRole("button", { name: "Keep as draft" }).click();
    await expect(page.getByRole("region", { name: "Pending draft" })).toBeVisible();
    await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("region", { name: "Pending draft" })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Place" })).toHaveValue("Nagpur");

    await form.getByRole("link", { name: "History" }).click();
    const history = page.getByRole("region", { name: "History" });
    await history.getByRole("link", { name: /^Revision 1/ }).click();
    const change = history.getByRole("definition").first();
    await expect(history.getByRole("term").first()).toHaveText("Content sections");
    await expect(change.getByRole("definition")).toHaveText(["First heading", "Second heading"]);
    await history.getByRole("link", { name: "Restore revision 1" }).click();
    await page.getByRole("alertdialog", { name: "Restore revision 1?" }).getByRole("button", { name: "Restore revision 1" }).click();
    await expect(page.getByText("News restored from revision 1", { exact: true })).toBeVisible();

    // The form shows the restored article, the kept draft is gone, and the site shows it at once.
    await expect(form.getByRole("textbox", { name: "Section 1 heading" })).toHaveValue("First heading");
    await expect(form.getByRole("textbox", { name: "Place" })).toHaveValue("Pune");
    await expect(page.getByRole("region", { name: "Pending draft" })).toBeHidden();
    await expect(history.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem").first()).toContainText("Revision 3");
    const live = await visit(anonymous, `/news/${article.id}`);
    expect(live.body).toContain("First heading");
    expect(live.body).not.toContain("Second heading");
  } finally {
    await anonymous.dispose();
    await deleteNews(db, article.id);
    await removeRevisions(db, "news", article.id);
    await discardDraft(db, "news", article.id);
    await bumpContentVersion(db);
  }
});
