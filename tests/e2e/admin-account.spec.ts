import type { Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { setTwoFactorRequirement } from "~/auth/security-settings.server";
import type { Db } from "~/db/connection.server";
import { ADMIN_PASSWORD, createTestAdmin, expect, expectNoAxeViolations, fillSignIn, signIn, test, waitForHydration } from "./admin-session";

// Issue 13, parts 3 and 4: two-factor sign-in (TOTP and recovery codes) and every user's Account page
// (password, sessions, idle timeout). Each test has its own account, so the worker's admin keeps a
// password-only sign-in for the other specs.

test.describe.configure({ timeout: 120_000 });

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@showroom.test`;

async function newAccount(db: Db, name: string, role: "administrator" | "editor" | "support" = "administrator"): Promise<string> {
  const email = unique(name);
  await createTestAdmin(db, email);
  await db.updateTable("user").set({ role }).where("email", "=", email).execute();
  return email;
}

/** The code an authenticator app shows for the secret at a given 30-second step. */
const codeAt = (secret: string, step: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });
const currentStep = () => Math.floor(Date.now() / 30_000);

/** Sets up two-factor from the Account page as the user would; returns the key and the recovery codes shown. */
async function enrol(page: Page): Promise<{ secret: string; step: number; recoveryCodes: string[] }> {
  await page.goto("/admin/account");
  await waitForHydration(page);
  const start = page.getByRole("form", { name: "Set up two-factor sign-in" });
  // The password is checked on the server: an empty one is refused in the browser first.
  await start.getByRole("button", { name: "Set Up Two-Factor" }).click();
  await expect(start.getByText("Current password is required")).toBeVisible();
  await start.getByLabel("Current password").fill(ADMIN_PASSWORD);
  await start.getByRole("button", { name: "Set Up Two-Factor" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = ((await page.getByLabel("Or type this key into the app").textContent()) ?? "").trim();
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  const confirm = page.getByRole("form", { name: "Confirm two-factor sign-in" });
  // A wrong code is refused with its message; two-factor stays off.
  const step = currentStep();
  const wrong = ["000000", "999999"].find((candidate) => ![-1, 0, 1, 2].some((drift) => codeAt(secret, step + drift) === candidate))!;
  await confirm.getByLabel("Code from the app").fill(wrong);
  await confirm.getByRole("button", { name: "Turn On Two-Factor" }).click();
  await expect(confirm.getByText("That code is not valid. Check your authenticator app and try again.")).toBeVisible();

  await confirm.getByLabel("Code from the app").fill(codeAt(secret, step));
  await confirm.getByRole("button", { name: "Turn On Two-Factor" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  return { secret, step, recoveryCodes };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await waitForHydration(page);
}

async function codeStep(page: Page, email: string): Promise<void> {
  await fillSignIn(page, email, ADMIN_PASSWORD);
  await expect(page.getByRole("heading", { name: "Two-Factor Sign-In" })).toBeVisible();
  await waitForHydration(page);
}

async function submitCode(page: Page, code: string): Promise<void> {
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("two-factor: enrolment with a QR code and its key, then sign-in with a code from the app or a recovery code; a replayed or wrong code is refused", async ({ page, db }) => {
  const email = await newAccount(db, "totp");
  await signIn(page, email, "/admin/account");
  await expect(page.getByText("Status: Off.")).toBeVisible();
  const { secret, step, recoveryCodes } = await enrol(page);

  // The database holds the secret and the codes encrypted, and the user as enrolled.
  const user = await db.selectFrom("user").select(["id", "twoFactorEnabled"]).where("email", "=", email).executeTakeFirstOrThrow();
  expect(Boolean(user.twoFactorEnabled)).toBe(true);
  const stored = await db.selectFrom("twoFactor").select(["secret", "backupCodes"]).where("userId", "=", user.id).executeTakeFirstOrThrow();
  expect(stored.secret).not.toContain(Secret.fromBase32(secret).utf8);
  expect(stored.backupCodes).not.toContain(recoveryCodes[0]);

  // Shown once: the page loaded again only counts them.
  await page.reload();
  await expect(page.getByText("Status: On.")).toBeVisible();
  await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);

  // Sign-in now asks for a code after the password, and the session only starts with it.
  await signOut(page);
  await codeStep(page, email);
  expect((await page.context().cookies()).some((cookie) => cookie.name.endsWith("session_token"))).toBe(false);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Code is required")).toBeVisible();
  await submitCode(page, "12345");
  await expect(page.getByText("Enter the 6-digit code from your authenticator app, or a recovery code such as abcde-12345.")).toBeVisible();
  // The enrolment's code, still inside its 30-second window: already used.
  await submitCode(page, codeAt(secret, step));
  await expect(page.getByText("This code has already been used. Wait for the next code from your app.").first()).toBeVisible();
  const wrong = ["000000", "999999"].find((candidate) => ![-1, 0, 1, 2, 3].some((drift) => codeAt(secret, step + drift) === candidate))!;
  await submitCode(page, wrong);
  await expect(page.getByText("That code is not valid. Check your authenticator app and try again.").first()).toBeVisible();
  // The next code the app shows signs in.
  const next = codeAt(secret, step + 1);
  await submitCode(page, next);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Welcome back, Test Admin!")).toBeVisible();

  // Again: the code just used is refused; a recovery code works, once.
  await signOut(page);
  await codeStep(page, email);
  await submitCode(page, next);
  await expect(page.getByText("This code has already been used.").first()).toBeVisible();
  await submitCode(page, recoveryCodes[0]);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/account");
  await expect(page.getByText("9 of 10 recovery codes left.")).toBeVisible();
  await signOut(page);
  await codeStep(page, email);
  await submitCode(page, recoveryCodes[0]);
  await expect(page.getByText("That recovery code is not valid or has already been used.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
});

test("required two-factor: an administrator without it is sent to set it up before anything else; the Users screen shows it and resets it", async ({ page, db }) => {
  const email = await newAccount(db, "required");
  try {
    await signIn(page, email, "/admin/settings");
    const security = page.getByRole("form", { name: "Security" });
    await security.getByRole("checkbox", { name: "Require two-factor sign-in for administrators" }).check();
    await security.getByRole("button", { name: "Save security settings" }).click();
    // This administrator has no two-factor yet: every screen now leads to the Account page.
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByText("Administrators must use two-factor sign-in. Set it up here before using the rest of the admin panel.")).toBeVisible();
    const refused = await page.goto("/admin/products");
    expect(refused?.url()).toMatch(/\/admin\/account$/);

    await enrol(page);
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();

    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await waitForHydration(page);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByRole("cell", { name: "On", exact: true })).toBeVisible();
    await row.getByRole("link", { name: /^Edit / }).click();
    await page.getByRole("form", { name: /^Two-factor sign-in of / }).getByRole("button", { name: "Reset Two-Factor" }).click();
    await expect(page.getByText("Two-factor reset", { exact: true })).toBeVisible();
    const user = await db.selectFrom("user").select(["id", "twoFactorEnabled"]).where("email", "=", email).executeTakeFirstOrThrow();
    expect(Boolean(user.twoFactorEnabled)).toBe(false);
    expect(await db.selectFrom("twoFactor").select("id").where("userId", "=", user.id).executeTakeFirst()).toBeUndefined();
    // Still required: without two-factor, the next screen is the Account page again.
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByText("Status: Off.")).toBeVisible();
  } finally {
    await setTwoFactorRequirement(db, false);
  }
});

async function secondBrowser(browser: Browser, baseURL: string, email: string, password = ADMIN_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ baseURL, userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0" });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await waitForHydration(page);
  await fillSignIn(page, email, password);
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  return page;
}

test("sessions: the list shows each device, one is signed out from it; changing the password signs out the others", async ({ page, db, browser, baseURL }) => {
  const email = await newAccount(db, "sessions", "support");
  await signIn(page, email, "/admin/account");
  const other = await secondBrowser(browser, baseURL!, email);

  await page.reload();
  const table = page.getByRole("table", { name: "Active sessions" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").filter({ hasText: "(this device)" })).toContainText("Headless Chrome on Linux");
  const otherRow = table.getByRole("row").filter({ hasText: "Edge on Windows" });
  await expect(otherRow).toContainText("127.0.0.1");
  await otherRow.getByRole("button", { name: /^Sign out Edge on Windows/ }).click();
  await expect(page.getByText("Session signed out", { exact: true })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await other.goto("/admin/dashboard");
  await expect(other).toHaveURL(/\/admin\/login$/);

  // The other browser signs in again; then the password changes here.
  await fillSignIn(other, email, ADMIN_PASSWORD);
  await expect(other).toHaveURL(/\/admin\/dashboard$/);
  await page.reload();
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByText("Current password is required")).toBeVisible();
  await expect(form.getByText("New password is required")).toBeVisible();
  const newPassword = "a fresh password for 2026";
  await form.getByLabel("Current password").fill("not my password at all");
  await form.getByLabel(/^New password/).fill(newPassword);
  await form.getByLabel("Repeat new password").fill("something else entirely");
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByText("The two new passwords differ.")).toBeVisible();
  await form.getByLabel("Repeat new password").fill(newPassword);
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByText("The current password is not correct.")).toBeVisible();
  await form.getByLabel("Current password").fill(ADMIN_PASSWORD);
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your other sessions have been signed out.")).toBeVisible();

  // This browser stays signed in; the other is signed out; the new password is the one that works.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Active sessions" }).getByRole("row")).toHaveCount(2);
  await other.goto("/admin/dashboard");
  await expect(other).toHaveURL(/\/admin\/login$/);
  await waitForHydration(other);
  await fillSignIn(other, email, newPassword);
  await expect(other).toHaveURL(/\/admin\/dashboard$/);
  await other.context().close();
});

test("a session unused for the idle time ends; a used one is kept", async ({ page, db, adminEmail }) => {
  await signIn(page, adminEmail, "/admin/dashboard");
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"))!.value.split(".")[0];
  const moveActivity = (minutesAgo: number) =>
    db
      .updateTable("session")
      .set({ lastActiveAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() })
      .where("token", "=", token)
      .execute();

  // An hour and a half idle is within the two hours: the request goes through and moves the clock.
  await moveActivity(90);
  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  const touched = await db.selectFrom("session").select("lastActiveAt").where("token", "=", token).executeTakeFirstOrThrow();
  expect(Date.now() - new Date(touched.lastActiveAt!).getTime()).toBeLessThan(60_000);

  await moveActivity(121);
  await page.goto("/admin/account");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Faccount$/);
  expect(await db.selectFrom("session").select("id").where("token", "=", token).executeTakeFirst()).toBeUndefined();
});

test.describe("the account page on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const theme of ["light", "dark"] as const) {
    test(`fits the phone and passes the accessibility checks in the ${theme} theme, also while setting up two-factor`, async ({ page, db, baseURL }) => {
      const email = await newAccount(db, `phone-${theme}`, "editor");
      await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      await signIn(page, email, "/admin/account");
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? "dark" : "");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
      const start = page.getByRole("form", { name: "Set up two-factor sign-in" });
      await start.getByLabel("Current password").fill(ADMIN_PASSWORD);
      await start.getByRole("button", { name: "Set Up Two-Factor" }).click();
      await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  }
});
