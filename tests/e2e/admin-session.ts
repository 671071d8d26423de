import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import pino from "pino";
import { createAdminUser } from "~/auth/admin-users.server";
import { createAdminAuth } from "~/auth/auth.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { expect, test as base } from "./fixtures";

export const ADMIN_PASSWORD = "e2e admin password 2026";

/** Creates an admin account in the server's database, as `npm run admin:create` does. */
export async function createTestAdmin(db: Db, email: string, password = ADMIN_PASSWORD): Promise<void> {
  // Hashing needs no secret shared with the server; sessions are made by the server itself.
  const auth = createAdminAuth({ db, dialect: dialectOf(db), secret: randomBytes(32).toString("hex"), baseURL: "http://localhost", logger: pino({ level: "silent" }) });
  const existing = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  if (!existing) await createAdminUser(auth, { email, password, name: "Test Admin" });
}

/** Browser tests of the admin area: `adminEmail` is an admin account of this worker's server. */
export const test = base.extend<object, { adminEmail: string }>({
  adminEmail: [
    async ({ db }, use, workerInfo) => {
      const email = `admin-${workerInfo.workerIndex}@showroom.test`;
      await createTestAdmin(db, email);
      await use(email);
    },
    { scope: "worker" },
  ],
});
export { expect };

/** Waits until the page's scripts run, so clicks reach React rather than the plain HTML form. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("main[data-hydrated]").waitFor();
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in through the form and waits for the admin page it leads to. */
export async function signIn(page: Page, email: string, path = "/admin/login"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await fillSignIn(page, email, ADMIN_PASSWORD);
  // On a phone the admin navigation is folded behind its Menu button.
  await expect(page.getByRole("navigation", { name: "Admin" }).or(page.getByRole("button", { name: "Menu" }))).toBeVisible();
  await waitForHydration(page);
}

/** An axe scan of the page against WCAG 2.1 A and AA; reports each violation with where it is. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Toasts fade in and out; contrast is judged on what stays on screen, not on a frame mid-fade.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; animation: none !important; }" });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const found = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(found).toEqual([]);
}
