import type { Page } from "@playwright/test";
import { createDriverCategory, deleteDriverCategory, listDriverCategories } from "~/content/driver-category/repository.server";
import { createNews, deleteNews, getNews } from "~/content/news/repository.server";
import { getSiteSettings, updateSiteSettings } from "~/content/site-settings/repository.server";
import { expectToast, leaveWithoutSaving } from "./admin-content-helpers";
import { expect, signIn, test, waitForHydration } from "./admin-session";

// Issue 17 part 7: a warning before leaving a form with unsaved changes, and Ctrl/Cmd+S to save.

const tag = () => Date.now().toString(36).toUpperCase();

type RouterWindow = { __reactRouterDataRouter: { state: { navigation: { state: string } } } };

/** Whether React Router is between pages in the browser ("loading" while a post's page data reloads). */
const navigationState = (page: Page) => page.evaluate(() => (window as unknown as RouterWindow).__reactRouterDataRouter.state.navigation.state);

test.describe("unsaved changes", () => {
  test("leaving an edited form asks first, in the app and in the browser; Stay keeps the edits, Leave drops them", async ({ page, db, adminEmail }) => {
    const title = `Unsaved ${tag()}`;
    const news = await createNews(db, { title, place: "Chennai", date: "2026-03-02", content: [] });
    try {
      await signIn(page, adminEmail, "/admin/news");
      const open = async () => {
        await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
        await page.getByRole("link", { name: `Edit ${title}` }).click();
        await waitForHydration(page);
        return page.getByRole("form", { name: "Edit News" });
      };
      const sidebar = page.getByRole("navigation").getByRole("link", { name: "Products", exact: true });
      const warning = page.getByRole("alertdialog", { name: "Leave without saving?" });

      // Untouched, or edited and put back by hand: nothing to lose, so no question.
      let form = await open();
      await sidebar.click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      form = await open();
      await form.getByLabel("Place").fill("Madurai");
      await form.getByLabel("Place").fill("Chennai");
      await sidebar.click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await expect(warning).toBeHidden();

      // Edited: a link in the app asks; Stay keeps the page and the edit.
      form = await open();
      await form.getByLabel("Place").fill("Coimbatore");
      await sidebar.click();
      await expect(warning).toBeVisible();
      await expect(warning).toContainText("This form has changes that are not saved. If you leave, they are lost.");
      await warning.getByRole("button", { name: "Stay on this page" }).click();
      await expect(warning).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/news/);
      await expect(form.getByLabel("Place")).toHaveValue("Coimbatore");

      // The form's own Cancel asks too, and Escape stays.
      await form.getByRole("link", { name: "Cancel" }).click();
      await expect(warning).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(warning).toBeHidden();
      await expect(form.getByLabel("Place")).toHaveValue("Coimbatore");

      // Closing the tab or reloading: the browser's own question, which can be declined.
      const question = page.waitForEvent("dialog");
      await page.close({ runBeforeUnload: true });
      const dialog = await question;
      expect(dialog.type()).toBe("beforeunload");
      await dialog.dismiss();
      await expect(form.getByLabel("Place")).toHaveValue("Coimbatore");

      // Leave without saving: gone to the link, nothing saved.
      await sidebar.click();
      await warning.getByRole("button", { name: "Leave without saving" }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await expect(warning).toBeHidden();
      expect((await getNews(db, news.id))?.place).toBe("Chennai");

      // Reordering a list in a form is a change too, though nothing was typed.
      const product = await db.selectFrom("products").select(["id", "features"]).orderBy("id").executeTakeFirstOrThrow();
      await page.goto(`/admin/products?edit=${product.id}`);
      await waitForHydration(page);
      const productForm = page.getByRole("form", { name: "Edit Product" });
      await productForm.getByRole("tab", { name: "Features & Benefits" }).click();
      await productForm.getByRole("button", { name: "Move feature 2 up" }).click();
      await sidebar.click();
      await expect(warning).toBeVisible();
      await leaveWithoutSaving(page);
      await expect(page).toHaveURL(/\/admin\/products$/);
      expect((await db.selectFrom("products").select("features").where("id", "=", product.id).executeTakeFirstOrThrow()).features).toBe(product.features);
    } finally {
      await deleteNews(db, news.id);
    }
  });

  test("Ctrl+S saves the open form; after a save that stays on the page, leaving does not ask", async ({ page, db, adminEmail }) => {
    const title = `Shortcut ${tag()}`;
    const news = await createNews(db, { title, place: "Chennai", date: "2026-03-02", content: [] });
    const settings = await getSiteSettings(db);
    try {
      await signIn(page, adminEmail, `/admin/news?q=${encodeURIComponent(title)}`);
      await page.getByRole("link", { name: `Edit ${title}` }).click();
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Edit News" });
      // A refused save stays open with its message and still counts as unsaved.
      await form.getByLabel("Place").fill("");
      await page.keyboard.press("Control+s");
      await expect(form.getByText("Place is required")).toBeVisible();
      await form.getByLabel("Place").fill("Tiruchirappalli");
      await page.keyboard.press("Control+s");
      await expectToast(page, "News updated successfully");
      await expect.poll(async () => (await getNews(db, news.id))?.place).toBe("Tiruchirappalli");

      // Site settings saves and stays: what was saved is the new starting point.
      await page.goto("/admin/settings");
      await waitForHydration(page);
      const settingsForm = page.getByRole("form", { name: "Site settings" });
      await settingsForm.getByLabel("Company name").fill(`${settings.company_name} ${tag()}`);
      await settingsForm.getByLabel("Company name").press("Control+s");
      await expectToast(page, "Site settings updated successfully");
      await page.getByRole("navigation").getByRole("link", { name: "Products", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    } finally {
      await updateSiteSettings(db, settings);
      await deleteNews(db, news.id);
    }
  });

  test("the question asked while a refused save's page is still reloading stays until it is answered", async ({ page, db, adminEmail }) => {
    const name = `Slow Reload ${tag()}`;
    const category = await createDriverCategory(db, { name });
    try {
      await signIn(page, adminEmail, "/admin/drivers?new=category");
      await waitForHydration(page);
      // The page's data reload after the post is held back, as over a slow connection, until the test
      // lets it go: the refusal shows at once, and the router stays loading meanwhile.
      let held: Promise<void> | null = null;
      let release = () => {};
      await page.route(
        (url) => url.pathname.endsWith(".data"),
        async (route) => {
          if (held && route.request().method() === "GET") await held;
          await route.continue();
        },
      );
      const form = page.getByRole("form", { name: "Add Category" });
      const warning = page.getByRole("alertdialog", { name: "Leave without saving?" });
      const refuse = async (typed: string) => {
        held = new Promise<void>((resolve) => (release = resolve));
        await form.getByLabel("Category Name").fill(typed);
        await form.getByRole("button", { name: "Create Category" }).click();
        await expect(form.getByLabel("Category Name")).toHaveAccessibleDescription(`A driver category named "${typed}" already exists.`);
        expect(await navigationState(page)).toBe("loading");
        // Cancel meanwhile asks, and the question outlasts the reload's end.
        await form.getByRole("link", { name: "Cancel" }).click();
        await expect(warning).toBeVisible();
        held = null;
        release();
        await expect.poll(() => navigationState(page)).toBe("idle");
        await expect(warning).toBeVisible();
      };

      await refuse(name.toUpperCase());
      await leaveWithoutSaving(page);
      await expect(page).toHaveURL(/\/admin\/drivers$/);
      await expect(form).toBeHidden();
      expect((await listDriverCategories(db)).filter((row) => row.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);

      // Stay keeps the form as it was. On a phone the question's two buttons fit the screen.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto("/admin/drivers?new=category");
      await waitForHydration(page);
      await refuse(name.toLowerCase());
      for (const button of ["Stay on this page", "Leave without saving"]) await expect(warning.getByRole("button", { name: button })).toBeInViewport({ ratio: 1 });
      await warning.getByRole("button", { name: "Stay on this page" }).click();
      await expect(warning).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/drivers\?new=category/);
      await expect(form.getByLabel("Category Name")).toHaveValue(name.toLowerCase());
    } finally {
      await deleteDriverCategory(db, category.id);
    }
  });

  test("a form loaded afresh (its address opened, not reached by a link) and clicked in but unchanged leaves without a question", async ({ page, db, adminEmail }) => {
    const title = `Fresh ${tag()}`;
    const news = await createNews(db, { title, place: "Chennai", date: "2026-03-02", content: [] });
    try {
      await signIn(page, adminEmail, "/admin/news");
      // The server's HTML has a blank row in each list for use without JavaScript; the running form has none.
      await page.goto(`/admin/news?edit=${news.id}`);
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Edit News" });
      await form.getByLabel("Place").click();
      await form.getByLabel("Place").press("End");
      await page.getByRole("navigation").getByRole("link", { name: "Products", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    } finally {
      await deleteNews(db, news.id);
    }
  });
});

test("an edit form of a record with a public page links to it with View on site, in a new tab", async ({ page, db, adminEmail }) => {
  const title = `On site ${tag()}`;
  const news = await createNews(db, { title, place: "Chennai", date: "2026-03-02", content: [] });
  try {
    await signIn(page, adminEmail, `/admin/news?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const view = page.getByRole("form", { name: "Edit News" }).getByRole("link", { name: "View on site (opens in a new tab)" });
    await expect(view).toHaveAttribute("href", `/news/${news.id}`);
    const opened = page.waitForEvent("popup");
    await view.click();
    const tab = await opened;
    await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await tab.close();

    // The catalogue's levels open the product list filtered to them; a product, its page.
    const product = await db.selectFrom("products").select(["id", "slug", "name", "category_id", "subcategory_id", "type_id"]).orderBy("id").executeTakeFirstOrThrow();
    await page.goto(`/admin/products?edit=${product.id}`);
    await expect(page.getByRole("form", { name: "Edit Product" }).getByRole("link", { name: /^View on site/ })).toHaveAttribute("href", `/product/${product.id}/${product.slug}`);
    await page.goto(`/admin/categories?edit=${product.category_id}`);
    await expect(page.getByRole("form", { name: "Edit Category" }).getByRole("link", { name: /^View on site/ })).toHaveAttribute("href", `/products?category=${product.category_id}`);
    await page.goto(`/admin/types?edit=${product.type_id}`);
    await expect(page.getByRole("dialog").getByRole("link", { name: /^View on site/ })).toHaveAttribute("href", `/products?category=${product.category_id}&subcategory=${product.subcategory_id}&type=${product.type_id}`);
    // A new record has no page yet.
    await page.goto("/admin/news?new=1");
    await expect(page.getByRole("form", { name: "Add News" }).getByRole("link", { name: /^View on site/ })).toHaveCount(0);
  } finally {
    await deleteNews(db, news.id);
  }
});
