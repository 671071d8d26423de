import {
  createPopup,
  deletePopup,
  listActivePopups,
  updatePopup,
} from "~/content/popup/repository.server";
import type { Popup } from "~/content/popup/schema";
import { expect, test } from "./fixtures";

test.describe("timed popup", () => {
  // Other active popups (the demo one) are switched off during each test and back on after it.
  let paused: Popup[] = [];
  test.beforeEach(async ({ db }) => {
    paused = await listActivePopups(db);
    for (const popup of paused)
      await updatePopup(db, popup.id, { ...popup, is_active: false });
  });
  test.afterEach(async ({ db }) => {
    for (const popup of paused)
      await updatePopup(db, popup.id, { ...popup, is_active: true });
  });

  test("appears after its delay on a matching page and stays dismissed for the session", async ({
    page,
    db,
    browser,
    baseURL,
  }) => {
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
      await expect(
        dialog.getByText("Free health checks for panel PCs."),
      ).toBeVisible();
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
      await expect(
        second.getByRole("dialog", { name: "Spring service week" }),
      ).toBeVisible({ timeout: 6_000 });
      await other.close();
    } finally {
      await deletePopup(db, popup.id);
    }
  });

  test("a popup for all pages opens its http link in a new tab, which dismisses it", async ({
    page,
    db,
  }) => {
    const popup = await createPopup(db, {
      title: "Visit our partner portal",
      delay_seconds: 1,
      display_pages: ["all"],
      link: "https://partners.example/portal",
      is_active: true,
    });
    try {
      await page.goto("/contact");
      const dialog = page.getByRole("dialog", {
        name: "Visit our partner portal",
      });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
      const link = dialog.getByRole("link", { name: /Learn More/ });
      await expect(link).toHaveAttribute(
        "href",
        "https://partners.example/portal",
      );
      await expect(link).toHaveAttribute("target", "_blank");
      await page
        .context()
        .route("https://partners.example/**", (route) =>
          route.fulfill({ body: "Partner portal" }),
        );
      const [tab] = await Promise.all([
        page.context().waitForEvent("page"),
        link.click(),
      ]);
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

  test("pages fetch popups after loading instead of carrying them; an admin change shows on the next fetch", async ({
    page,
    request,
    db,
  }) => {
    const popup = await createPopup(db, {
      title: "Trade fair invitation",
      content: "Meet our engineers in Hall 3.",
      delay_seconds: 0,
      display_pages: ["all"],
      is_active: true,
    });
    try {
      // The page's HTML and data hold no popup: only the endpoint does.
      const html = await (await request.get("/news")).text();
      expect(html).not.toContain("Trade fair invitation");
      const first = await request.get("/api/popups");
      expect(first.status()).toBe(200);
      expect(first.headers()["cache-control"]).toBe(
        "public, max-age=0, must-revalidate",
      );
      expect(
        (await first.json()).map((shown: { title: string }) => shown.title),
      ).toEqual(["Trade fair invitation"]);
      const etag = first.headers().etag;
      const unchanged = await request.get("/api/popups", {
        headers: { "If-None-Match": etag },
      });
      expect(unchanged.status()).toBe(304);

      await page.goto("/news");
      await expect(
        page.getByRole("dialog", { name: "Trade fair invitation" }),
      ).toBeVisible({ timeout: 5_000 });

      await updatePopup(db, popup.id, {
        ...popup,
        title: "Trade fair: new dates",
      });
      await expect
        .poll(
          async () =>
            (
              await (
                await request.get("/api/popups", {
                  headers: { "If-None-Match": etag },
                })
              ).json()
            ).map((shown: { title: string }) => shown.title),
          { timeout: 5_000 },
        )
        .toEqual(["Trade fair: new dates"]);
    } finally {
      await deletePopup(db, popup.id);
    }
  });
});
