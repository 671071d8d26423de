import { createPopup, deletePopup, listActivePopups, updatePopup } from "~/content/popup/repository.server";
import type { Popup } from "~/content/popup/schema";
import { expect, test } from "./fixtures";

test.describe("timed popup", () => {
  // Other active popups (the demo one) are switched off during each test and back on after it.
  let paused: Popup[] = [];
  test.beforeEach(async ({ db }) => {
    paused = await listActivePopups(db);
    for (const popup of paused) await updatePopup(db, popup.id, { ...popup, is_active: false });
  });
  test.afterEach(async ({ db }) => {
    for (const popup of paused) await updatePopup(db, popup.id, { ...popup, is_active: true });
  });

  test("appears after its delay on a matching page and stays dismissed for the session", async ({ page, db, browser, baseURL }) => {
    const popup = await createPopup(db, {
      title: "Spring service week",
      content: "Free health checks for panel PCs.",
      delay_seconds: 2,
      display_pages: ["about"],
      is_active: true,
    });
    try {
      await page.goto("/news");
      await page.waitForTimeout(2_600);
      await expect(page.getByRole("dialog")).toHaveCount(0);

      const openedAt = Date.now();
      await page.goto("/about");
      const dialog = page.getByRole("dialog", { name: "Spring service week" });
      await expect(dialog).toBeVisible({ timeout: 6_000 });
      expect(Date.now() - openedAt).toBeGreaterThanOrEqual(1_900);
      await expect(dialog.getByText("Free health checks for panel PCs.")).toBeVisible();
      // Focus moves into the dialog; Escape closes it.
      await expect(dialog.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      await page.reload();
      await page.waitForTimeout(2_600);
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // Another session (a fresh browser context) shows it again.
      const other = await browser.newContext({ baseURL });
      const second = await other.newPage();
      await second.goto("/about");
      await expect(second.getByRole("dialog", { name: "Spring service week" })).toBeVisible({ timeout: 6_000 });
      await other.close();
    } finally {
      await deletePopup(db, popup.id);
    }
  });

  test("a popup for all pages opens its http link in a new tab, which dismisses it", async ({ page, db }) => {
    const popup = await createPopup(db, {
      title: "Visit our partner portal",
      delay_seconds: 1,
      display_pages: ["all"],
      link: "https://partners.example/portal",
      is_active: true,
    });
    try {
      await page.goto("/contact");
      const dialog = page.getByRole("dialog", { name: "Visit our partner portal" });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
      const link = dialog.getByRole("link", { name: /Learn More/ });
      await expect(link).toHaveAttribute("href", "https://partners.example/portal");
      await expect(link).toHaveAttribute("target", "_blank");
      await page.context().route("https://partners.example/**", (route) => route.fulfill({ body: "Partner portal" }));
      const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
      await expect(tab).toHaveURL("https://partners.example/portal");
      await tab.close();
      await expect(dialog).toHaveCount(0);
      await page.goto("/solutions");
      await page.waitForTimeout(1_600);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    } finally {
      await deletePopup(db, popup.id);
    }
  });
});
