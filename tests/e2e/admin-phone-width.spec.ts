import type { Page } from "@playwright/test";
import { createCategory } from "~/content/category/repository.server";
import { createEnquiry } from "~/content/enquiry/repository.server";
import { expect, signIn, test } from "./admin-session";
import { publishingFilteredLists, withPendingDrafts } from "./pending-drafts";
import { withTrashEntries } from "./trash-entries";
import { withKeptRevisions } from "./kept-revisions";

// Issue 12, item 16: the admin is usable on a 390 px phone: nothing scrolls sideways, and every screen is reachable.

const screens = [
  "/admin/dashboard",
  "/admin/dashboard?range=90",
  "/admin/inbox?reached=closed&from=2026-01-01",
  "/admin/products?sort=completeness",
  "/admin/categories?new=1",
  "/admin/subcategories?new=1",
  "/admin/types",
  "/admin/products?new=1",
  "/admin/solutions?new=1",
  "/admin/news?new=1",
  "/admin/hero-sections?new=1",
  "/admin/drivers?new=1",
  "/admin/drivers?new=category",
  "/admin/popups?new=1",
  "/admin/arrange/categories",
  "/admin/arrange/hero-sections",
  "/admin/media",
  "/admin/media?unused=1",
  "/admin/products/import",
  "/admin/sop",
  "/admin/inbox",
  "/admin/settings",
];

test.use({ viewport: { width: 390, height: 844 } });

test("no admin screen or form is wider than a 390 px phone", async ({ page, db, adminEmail }) => {
  test.setTimeout(120_000);
  // A full inbox: its table is wider than the phone and must scroll inside its own box.
  await createEnquiry(db, {
    name: "Bartholomew Featherstonehaugh-Cholmondeley",
    company_name: "Featherstonehaugh Industrial Automation",
    mobile_number: "+44 20 7946 0000",
    email: "bartholomew.featherstonehaugh@industrial-automation.example",
    location: "Manchester",
    looking_for: "Twenty fanless panel PCs with sunlight-readable screens for the packaging line",
    product_id: null,
    product_name: null,
  });
  // A name as long as allowed (120 characters): the selects that offer it must not grow past the phone.
  await createCategory(db, { name: `Fanless ${"industrial ".repeat(10)}panel computers for harsh environments`.slice(0, 120) });
  await signIn(page, adminEmail, "/admin/dashboard");
  const tooWide: string[] = [];
  const measure = async (where: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${where}: ${width} px`);
  };
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator("main[data-hydrated]")).toBeVisible();
    await measure(path);
  }
  // Every tab of the product form.
  await page.goto("/admin/products?new=1");
  await expect(page.locator("main[data-hydrated]")).toBeVisible();
  const form = page.getByRole("form", { name: "Add Product" });
  for (const tab of ["Basic Info", "Media", "Features & Benefits", "Specifications", "Applications"]) {
    await form.getByRole("tab", { name: tab }).click();
    for (const add of await form.getByRole("button", { name: /^Add / }).all()) if (await add.isEnabled()) await add.click();
    await measure(`product form, ${tab}`);
  }
  // The media library's detail view, and Choose from library in the form (decision 040).
  const image = await db.selectFrom("media_files").select("id").where("kind", "=", "image").orderBy("id").executeTakeFirstOrThrow();
  await page.goto(`/admin/media?edit=${image.id}`);
  await expect(page.locator("main[data-hydrated]")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeVisible();
  await measure("media library, detail view");
  await page.goto("/admin/products?new=1");
  await expect(page.locator("main[data-hydrated]")).toBeVisible();
  await form.getByRole("tab", { name: "Media" }).click();
  await form.getByRole("button", { name: "Choose main image from the library" }).click();
  await expect(page.getByRole("dialog", { name: "Choose an image" }).getByRole("status")).toHaveText(/^\d+ images/);
  await measure("Choose from library");
  expect(tooWide).toEqual([]);
});

test("on a phone a list with nothing to show says so in full, not cut off by its table", async ({ page, adminEmail }) => {
  await signIn(page, adminEmail, "/admin/dashboard");
  for (const [path, text] of [
    ["/admin/inbox?q=no-such-sender", "Nothing matches these filters. Clear them to see everything."],
    ["/admin/news?q=no-such-article", "Nothing matches this search. Clear the search or filters to see everything."],
  ]) {
    await page.goto(path);
    const notice = page.getByText(text, { exact: true });
    await expect(notice).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test("on a phone every admin screen is in a menu that shows them all, and it leads there", async ({ page, adminEmail }) => {
  await signIn(page, adminEmail, "/admin/dashboard");
  const menu = page.getByRole("button", { name: /^Menu/ });
  await expect(menu).toBeVisible();
  await menu.click();
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const name of ["Dashboard", "Categories", "Subcategories", "Types", "Products", "Solutions", "News", "Hero Sections", "Drivers", "Popups", "SOP"]) {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeInViewport();
  }
  await expect(nav.getByRole("button", { name: "Logout" })).toBeInViewport();
  await nav.getByRole("link", { name: "Popups", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Popups", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/**
 * Opens each path at each phone width (360, 390 and 414 px), runs `check` on it once React has
 * hydrated, and lists every page that scrolls sideways.
 */
async function pagesWiderThanPhones(page: Page, paths: string[], check: (path: string) => Promise<void>): Promise<string[]> {
  const tooWide: string[] = [];
  for (const width of [360, 390, 414]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("main[data-hydrated]")).toBeVisible();
      await check(path);
      const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrolled > width) tooWide.push(`${width} px, ${path}: ${scrolled} px`);
    }
  }
  return tooWide;
}

/** Signs in with the theme cookie set, so every admin page is drawn in that theme. */
async function signInWithTheme(page: Page, adminEmail: string, baseURL: string | undefined, theme: "light" | "dark"): Promise<void> {
  await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
  await signIn(page, adminEmail, "/admin/dashboard");
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? "dark" : "");
}

test.describe("the publishing states on phones from 360 to 414 px, in both themes (decision 035)", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`lists filtered by publishing and edit forms on a pending draft fit the phone, ${theme} theme`, async ({ page, db, adminEmail, baseURL }) => {
      test.setTimeout(120_000);
      const pending = await withPendingDrafts(db);
      try {
        await signInWithTheme(page, adminEmail, baseURL, theme);
        const tooWide = await pagesWiderThanPhones(page, [...publishingFilteredLists, ...pending.editForms], async (path) => {
          if (!path.includes("?edit=")) return;
          await expect(page.getByRole("region", { name: "Pending draft" })).toBeVisible();
          await expect(page.getByRole("button", { name: "Keep as draft" })).toBeVisible();
        });
        expect(tooWide).toEqual([]);
      } finally {
        await pending.remove();
      }
    });
  }
});

test.describe("the Trash on phones from 360 to 414 px, in both themes (decision 037)", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`the Trash, its questions and a list's delete question fit the phone, ${theme} theme`, async ({ page, db, adminEmail, baseURL }) => {
      test.setTimeout(120_000);
      const trash = await withTrashEntries(db);
      try {
        await signInWithTheme(page, adminEmail, baseURL, theme);
        const tooWide = await pagesWiderThanPhones(page, [...trash.screens, "/admin/types"], async (path) => {
          if (path === "/admin/types") await page.getByRole("table", { name: "Types" }).getByRole("link", { name: /^Delete / }).first().click();
          if (/[?&](purge|empty)=|types/.test(path)) await expect(page.getByRole("alertdialog")).toBeInViewport({ ratio: 1 });
        });
        expect(tooWide).toEqual([]);
      } finally {
        await trash.remove();
      }
    });
  }
});

test.describe("the History on phones from 360 to 414 px, in both themes (decision 038)", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`the History, a revision's changes and the Restore question fit the phone, ${theme} theme`, async ({ page, db, adminEmail, baseURL }) => {
      test.setTimeout(240_000);
      const kept = await withKeptRevisions(db);
      try {
        await signInWithTheme(page, adminEmail, baseURL, theme);
        const tooWide = await pagesWiderThanPhones(page, kept.states, async (path) => {
          if (path.includes("&restore=")) {
            const question = page.getByRole("alertdialog", { name: /^Restore revision \d+\?$/ });
            await expect(question.getByRole("button", { name: /^Restore revision \d+$/ })).toBeInViewport();
            return;
          }
          await expect(page.getByRole("region", { name: "History" })).toBeVisible();
          if (path.includes("&revision=")) await expect(page.getByRole("link", { name: /^Restore revision \d+$/ })).toBeVisible();
        });
        expect(tooWide).toEqual([]);
      } finally {
        await kept.remove();
      }
    });
  }
});
