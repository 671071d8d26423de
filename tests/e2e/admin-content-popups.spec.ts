import { deletePopup, listActivePopups, listPopups, updatePopup } from "~/content/popup/repository.server";
import type { Popup } from "~/content/popup/schema";
import { deleteToTrash, expectToast } from "./admin-content-helpers";
import { expect, signIn, test, waitForHydration } from "./admin-session";

test.describe("admin popups", () => {
  // The demo popup is switched off during the test, so the page shows the one made here.
  let paused: Popup[] = [];
  test.beforeEach(async ({ db }) => {
    paused = await listActivePopups(db);
    for (const popup of paused) await updatePopup(db, popup.id, { ...popup, is_active: false });
  });
  test.afterEach(async ({ db }) => {
    for (const popup of await listPopups(db)) if (popup.title.startsWith("E2E ")) await deletePopup(db, popup.id);
    for (const popup of paused) await updatePopup(db, popup.id, { ...popup, is_active: true });
  });

  test("a popup made in the admin appears on its page; edited, then deleted, it changes and goes", async ({ page, db, adminEmail, browser, baseURL }) => {
    test.setTimeout(90_000);
    await signIn(page, adminEmail, "/admin/login?redirectTo=/admin/popups");
    await page.getByRole("link", { name: "Add Popup" }).click();
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Create New Popup" });
    await expect(form.getByLabel("Content")).toHaveAttribute("rows", "3");
    await expect(form.getByLabel("Active (Display popup)")).toBeChecked();
    await form.getByLabel("Link URL").fill("not a link");
    await form.getByRole("button", { name: "Create Popup" }).click();
    await expect(form.getByText("Title is required")).toBeVisible();
    await expect(form.getByText("Please enter a valid URL")).toBeVisible();

    await form.getByLabel("Title").fill("E2E Service week");
    await form.getByLabel("Content").fill("Free health checks for every panel PC.");
    await form.getByLabel("Link URL").fill("/contact");
    await form.getByLabel("Delay (seconds)").fill("0");
    // Display pages: trimmed, no duplicates, suggestions one click away, custom names allowed.
    const pages = form.getByRole("list", { name: "Chosen pages" });
    await form.getByLabel("Add page", { exact: true }).fill("  about  ");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.getByLabel("Add page", { exact: true }).fill("about");
    await form.getByLabel("Add page", { exact: true }).press("Enter");
    await form.getByLabel("Add page", { exact: true }).fill("   ");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.getByRole("button", { name: "Add page news" }).click();
    await form.getByLabel("Add page", { exact: true }).fill("careers");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await expect(pages.getByRole("listitem")).toHaveText(["about", "news", "careers"]);
    await pages.getByRole("button", { name: "Remove page careers" }).click();
    await form.getByRole("button", { name: "Create Popup" }).click();
    await expectToast(page, "Popup created successfully");

    const created = (await listPopups(db)).find((popup) => popup.title === "E2E Service week");
    // A delay of 0 falls back to the default 3 seconds.
    expect(created).toMatchObject({ delay_seconds: 3, display_pages: ["about", "news"], is_active: true, link: "/contact" });
    const list = page.getByRole("table", { name: "All Popups" });
    const row = list.getByRole("row").filter({ hasText: "E2E Service week" });
    await expect(row).toContainText("ACTIVE");
    await expect(row).toContainText("3 seconds");
    await expect(row).toContainText("about, news");

    // The public page named in display pages shows it after its delay.
    const visitor = await browser.newContext({ baseURL });
    const tab = await visitor.newPage();
    await tab.goto("/about");
    await expect(tab.getByRole("dialog", { name: "E2E Service week" })).toBeVisible({ timeout: 8_000 });
    await expect(tab.getByRole("dialog").getByText("Free health checks for every panel PC.")).toBeVisible();
    await tab.goto("/contact");
    await tab.waitForTimeout(3_500);
    await expect(tab.getByRole("dialog")).toHaveCount(0);
    await visitor.close();

    // Edit: a new title; switched off, it leaves the site.
    await page.getByRole("link", { name: "Edit E2E Service week" }).click();
    await waitForHydration(page);
    const edit = page.getByRole("form", { name: "Edit Popup" });
    await expect(edit.getByRole("list", { name: "Chosen pages" }).getByRole("listitem")).toHaveText(["about", "news"]);
    await edit.getByLabel("Title").fill("E2E Service week, extended");
    await edit.getByLabel("Delay (seconds)").fill("1");
    await edit.getByRole("button", { name: "Update Popup" }).click();
    await expectToast(page, "Popup updated successfully");
    const second = await browser.newContext({ baseURL });
    const again = await second.newPage();
    await again.goto("/news");
    await expect(again.getByRole("dialog", { name: "E2E Service week, extended" })).toBeVisible({ timeout: 6_000 });
    await second.close();

    await deleteToTrash(page, "E2E Service week, extended");
    await expectToast(page, "Popup deleted successfully");
    expect((await listPopups(db)).some((popup) => popup.title.startsWith("E2E "))).toBe(false);
    const third = await browser.newContext({ baseURL });
    const last = await third.newPage();
    await last.goto("/about");
    await last.waitForTimeout(3_500);
    await expect(last.getByRole("dialog")).toHaveCount(0);
    await third.close();
  });
});
