import { VERSION_RECHECK_MS } from "~/content/shared/versioned-cache.server";
import { expect, test } from "./fixtures";
import { type TestServer, startTestServer } from "./test-server";
import { type ThrowawayPostgres, startThrowawayPostgres } from "./throwaway-postgres";

// Issue 15, "Surviving failures": PostgreSQL stops while the site serves, then comes back.
// The server gets a PostgreSQL of its own to stop; the project's database does not matter, so
// playwright.config.ts runs it only in the sqlite project, the one every run has.
test.describe("database down", () => {
  let postgres: ThrowawayPostgres | undefined;
  let site: TestServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    postgres = await startThrowawayPostgres();
    // The server migrates and seeds the empty database itself, as on a first start.
    site = await startTestServer("sqlite", "database-down", { DATABASE_URL: postgres.url });
  });

  test.afterAll(async () => {
    await site?.stop();
    await postgres?.remove();
  });

  test("pages answer a friendly 503 while PostgreSQL is stopped, and the same process recovers when it is back", async ({ page }) => {
    test.setTimeout(120_000);
    const { baseURL, pid } = site!;
    const home = await page.goto(`${baseURL}/`);
    expect(home?.status()).toBe(200);
    const companyHeading = page.getByRole("heading", { level: 1 });
    await expect(companyHeading).toBeVisible();
    const companyName = await companyHeading.textContent();

    // Away from the home page first: its scripts ask for the popups a moment after it loads, and would ask the stopped database.
    await page.goto("about:blank");
    await postgres!.stop();
    // The server's memory caches trust a content-version reading for up to VERSION_RECHECK_MS (by design): one taken
    // while PostgreSQL was shutting down may still serve a page that needs nothing else from it. Past that, every page
    // must ask the database.
    await expect.poll(async () => (await fetch(`${baseURL}/healthz`)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, VERSION_RECHECK_MS + 100));

    for (const path of ["/", "/products", "/news", "/contact"]) {
      const started = Date.now();
      const response = await page.goto(`${baseURL}${path}`);
      expect(Date.now() - started, `${path} answers within a few seconds`).toBeLessThan(5_000);
      expect(response?.status(), path).toBe(503);
      expect(response?.headers()["retry-after"], path).toBe("30");
      await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" }), path).toBeVisible();
      await expect(page.getByText("Please try again in a moment."), path).toBeVisible();
      // The site's own page, styled by its stylesheet, with no trace of the error's insides.
      const returnHome = page.getByRole("link", { name: "Return to Home" });
      await expect(returnHome).toHaveAttribute("href", "/");
      expect(await returnHome.evaluate((link) => getComputedStyle(link).backgroundColor), "the site's stylesheet").not.toMatch(/^rgba\(0, 0, 0, 0\)$/);
      const text = await page.locator("body").innerText();
      expect(text, path).not.toMatch(/ECONNREFUSED|postgres|stack|at \w+ \(|Error:/i);
    }

    const started = Date.now();
    const health = await fetch(`${baseURL}/healthz`);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable", database: false });

    await postgres!.start();

    // The same process, with no restart: its pool connects afresh.
    await expect.poll(async () => (await fetch(`${baseURL}/healthz`)).status, { timeout: 15_000 }).toBe(200);
    expect(() => process.kill(pid!, 0), "the server process still runs").not.toThrow();
    for (const path of ["/", "/products"]) {
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status(), path).toBe(200);
    }
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(companyName!);
  });
});
