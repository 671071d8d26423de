import { createEnquiry } from "~/content/enquiry/repository.server";
import { listDrivers } from "~/content/driver/repository.server";
import { listHeroSections } from "~/content/hero-section/repository.server";
import { listNews } from "~/content/news/repository.server";
import { listPopups } from "~/content/popup/repository.server";
import { listSolutions } from "~/content/solution/repository.server";
import { expect, expectNoAxeViolations, signIn, test, waitForHydration } from "./admin-session";
import { publishingFilteredLists, withPendingDrafts } from "./pending-drafts";
import { withTrashEntries } from "./trash-entries";
import { withKeptRevisions } from "./kept-revisions";

/** Each screen of the second admin part: its list, and its form open for a new and for a stored record. */
test("the admin content screens have no accessibility violations (axe, WCAG 2.1 A and AA)", async ({ page, db, adminEmail }) => {
  test.setTimeout(180_000);
  const enquiry = await createEnquiry(db, {
    name: "Axe Tester",
    company_name: "Accessible Co",
    mobile_number: "+91 90000 00000",
    email: "axe@example.com",
    location: "Chennai",
    looking_for: "An accessible inbox",
  });
  const [solution] = await listSolutions(db);
  const [article] = await listNews(db);
  const [hero] = await listHeroSections(db);
  const [driver] = await listDrivers(db);
  const [popup] = await listPopups(db);

  const screens = [
    "/admin/solutions",
    "/admin/solutions?new=1",
    `/admin/solutions?edit=${solution.id}`,
    "/admin/news",
    `/admin/news?edit=${article.id}`,
    "/admin/hero-sections",
    `/admin/hero-sections?edit=${hero.id}`,
    "/admin/drivers",
    "/admin/drivers?new=category",
    "/admin/drivers?new=1",
    `/admin/drivers?edit=${driver.id}`,
    "/admin/popups",
    `/admin/popups?edit=${popup.id}`,
    "/admin/sop",
    "/admin/inbox",
    `/admin/inbox/enquiry/${enquiry.id}`,
    "/admin/settings",
    "/admin/arrange/hero-sections",
    "/admin/arrange/popups",
    "/admin/arrange/driver-categories",
    "/admin/arrange/subcategories",
    "/admin/media",
    "/admin/media?unused=1",
    "/admin/products/import",
  ];
  await signIn(page, adminEmail);
  for (const screen of screens) {
    await test.step(screen, async () => {
      const response = await page.goto(screen);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

/**
 * Decision 035's admin states: the lists filtered by publishing, each edit form open on a pending draft
 * (its notice, Publish draft, Discard draft, Preview, the publishing fields), and the question Publish
 * draft asks while the form has unsaved changes.
 */
for (const theme of ["light", "dark"] as const) test(`the publishing states of the admin screens have no accessibility violations, ${theme} theme`, async ({ page, db, adminEmail, baseURL }) => {
  test.setTimeout(120_000);
  const pending = await withPendingDrafts(db);
  try {
    await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
    await signIn(page, adminEmail);
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? "dark" : "");
    for (const screen of [...publishingFilteredLists, ...pending.editForms]) {
      await test.step(screen, async () => {
        const response = await page.goto(screen);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (screen.includes("?edit=")) await expect(page.getByRole("region", { name: "Pending draft" })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
    await test.step("Publish draft asks first while the form has unsaved changes", async () => {
      const news = pending.drafts.find((draft) => draft.type === "news")!;
      await page.goto(news.edit);
      await waitForHydration(page);
      await page.getByRole("textbox", { name: /^Place/ }).fill("Changed, not kept");
      await page.getByRole("region", { name: "Pending draft" }).getByRole("button", { name: "Publish draft" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Lose the unsaved changes?" });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Keep editing" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("textbox", { name: /^Place/ })).toHaveValue("Changed, not kept");
    });
  } finally {
    await pending.remove();
  }
});

/**
 * Decision 037: the Trash screen with items, filtered and searched to nothing, each question it asks,
 * and a list's delete question, in both themes.
 */
for (const theme of ["light", "dark"] as const) test(`the Trash and the delete question have no accessibility violations, ${theme} theme`, async ({ page, db, adminEmail, baseURL }) => {
  test.setTimeout(120_000);
  const trash = await withTrashEntries(db);
  try {
    await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
    await signIn(page, adminEmail);
    for (const screen of trash.screens) {
      await test.step(screen, async () => {
        const response = await page.goto(screen);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        // A question open is modal: the page behind it leaves the accessibility tree meanwhile.
        if (/[?&](purge|empty)=/.test(screen)) await expect(page.getByRole("alertdialog")).toBeVisible();
        else await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
    await test.step("a refused restore", async () => {
      await page.goto("/admin/trash");
      await waitForHydration(page);
      await page.getByRole("button", { name: /^Restore Checker trashed category/ }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error restoring category" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step("a list's delete question", async () => {
      await page.goto("/admin/news");
      await waitForHydration(page);
      await page.getByRole("table", { name: "News" }).getByRole("link", { name: /^Delete / }).first().click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  } finally {
    await trash.remove();
  }
});

/**
 * Decision 038's History, in both themes: open on each type's edit form, a revision compared with the
 * current version (thumbnails, lists), and the Restore question; then a refused restore's message.
 */
for (const theme of ["light", "dark"] as const) {
  test(`the History states of the admin screens have no accessibility violations, ${theme} theme`, async ({ page, db, adminEmail, baseURL }) => {
    test.setTimeout(240_000);
    const kept = await withKeptRevisions(db);
    try {
      await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      await signIn(page, adminEmail);
      for (const state of kept.states) {
        await test.step(state, async () => {
          const response = await page.goto(state);
          expect(response?.status()).toBe(200);
          await waitForHydration(page);
          // The Restore question is modal: the page behind it is hidden from assistive technology.
          if (state.includes("&restore=")) await expect(page.getByRole("alertdialog", { name: /^Restore revision \d+\?$/ })).toBeVisible();
          else await expect(page.getByRole("region", { name: "History" })).toBeVisible();
          if (state.endsWith("&history=1")) await expect(page.getByText("Choose a revision to see how it differs from the current version.")).toBeVisible();
          else if (!state.includes("&restore=")) await expect(page.getByRole("heading", { name: /compared with the current version$/ })).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
      await test.step("a refused restore", async () => {
        await page.goto(kept.refused.path);
        await waitForHydration(page);
        const question = page.getByRole("alertdialog", { name: `Restore revision ${kept.refused.number}?` });
        await question.getByRole("button", { name: `Restore revision ${kept.refused.number}` }).click();
        await expect(question.getByRole("alert")).toHaveText(`Revision ${kept.refused.number} cannot be restored: Category not found. Nothing was changed.`);
        await expectNoAxeViolations(page);
      });
    } finally {
      await kept.remove();
    }
  });
}
