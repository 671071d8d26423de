import { expect, test } from "./fixtures";
import { dismissActivePopups, hydrated } from "./public-helpers";

/** Records the <html> class at the moment <body> starts, i.e. before anything can be painted. */
async function recordClassBeforeBody(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}
const classAtBody = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { classAtBody?: string }).classAtBody ?? "");

test.describe("dark mode", () => {
  test.beforeEach(async ({ page, db }) => {
    await dismissActivePopups(page, db);
  });

  test("the footer switch turns the site dark, and it stays dark after a reload with no light flash", async ({ page, request }) => {
    await recordClassBeforeBody(page);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/news");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    const switchGroup = page.getByRole("group", { name: "Dark Mode" });
    await expect(switchGroup.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");

    await switchGroup.getByRole("button", { name: "Dark" }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(switchGroup.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
    // The page turns dark at once; the cookie arrives with the answer to the background save.
    const themeCookie = async () => (await page.context().cookies()).find((candidate) => candidate.name === "theme")?.value;
    await expect.poll(themeCookie).toBe("dark");

    await page.reload();
    expect(await classAtBody(page)).toBe("dark");
    await expect(html).toHaveClass("dark");
    await expect(page.getByRole("group", { name: "Dark Mode" }).getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");

    // The server itself sends the dark class, so no script is needed to get it right.
    const response = await request.get("/news", { headers: { Cookie: "theme=dark" } });
    expect(await response.text()).toMatch(/<html[^>]*class="dark"/);

    await page.getByRole("group", { name: "Dark Mode" }).getByRole("button", { name: "Light" }).click();
    await expect(html).not.toHaveClass(/dark/);
    await expect.poll(themeCookie).toBe("light");
    await page.reload();
    expect(await classAtBody(page)).toBe("");
  });

  test("'system' follows the operating system before the first paint", async ({ page }) => {
    await recordClassBeforeBody(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/about");
    expect(await classAtBody(page)).toBe("dark");
    await expect(page.locator("html")).toHaveClass("dark");
    // A change of the system setting after that is followed by the page's script, once it runs.
    await hydrated(page);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("without JavaScript the switch is a form that saves the choice and comes back", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/solutions?from=test");
    await page.getByRole("group", { name: "Dark Mode" }).getByRole("button", { name: "Dark" }).click();
    await expect(page).toHaveURL(/\/solutions\?from=test$/);
    await expect(page.locator("html")).toHaveClass("dark");
    await context.close();
  });
});
