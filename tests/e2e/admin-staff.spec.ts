import { createHash } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { createInvite } from "~/auth/staff-repository.server";
import type { Db } from "~/db/connection.server";
import { ADMIN_PASSWORD, createTestAdmin, expect, expectNoAxeViolations, fillSignIn, signIn, test, waitForHydration } from "./admin-session";

// Issue 13, parts 1 and 2: the Users screen, invitations, roles in the sidebar and on every screen,
// and the guard rails around administrators.

// Each test signs several people in, and every sign-in hashes at OWASP's scrypt cost (~0.3 s, more on a busy machine).
test.describe.configure({ timeout: 120_000 });

const NEW_PASSWORD = "invited staff password 2026";
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@showroom.test`;

/** A staff member with the role, made as admin:create does and then given the role in the database. */
async function createStaff(db: Db, role: "administrator" | "editor" | "support", name: string = role): Promise<string> {
  const email = unique(name);
  await createTestAdmin(db, email);
  await db.updateTable("user").set({ role, name: `${role[0].toUpperCase()}${role.slice(1)} ${name}` }).where("email", "=", email).execute();
  return email;
}

/** A second browser, signed in as someone else. */
async function otherBrowser(browser: Browser, baseURL: string, email: string, password = ADMIN_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await waitForHydration(page);
  await fillSignIn(page, email, password);
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await waitForHydration(page);
  return page;
}

const sidebarLinks = (page: Page) => page.getByRole("navigation", { name: "Admin" }).getByRole("link").allTextContents();

async function openUserForm(page: Page, email: string) {
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await waitForHydration(page);
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("link", { name: /^Edit / }).click();
  const form = page.getByRole("form", { name: /^Edit User: / });
  await expect(form).toBeVisible();
  return form;
}

test("an administrator invites an editor without SMTP: the page shows the link, the invitee chooses a password and is signed in as an editor", async ({
  page,
  db,
  adminEmail,
  browser,
  baseURL,
}) => {
  const email = unique("invitee");
  await signIn(page, adminEmail, "/admin/users");
  await page.getByRole("link", { name: "Invite User" }).click();
  const form = page.getByRole("form", { name: "Invite User" });
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Editor" });
  await form.getByRole("button", { name: "Send Invitation" }).click();

  await expect(page.getByRole("heading", { name: "Invitation created" })).toBeVisible();
  await expect(page.getByText("No e-mail was sent: SMTP is not configured.")).toBeVisible();
  const link = await page.getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link.startsWith(`${baseURL}/admin/invite?token=`)).toBe(true);
  expect(new URL(link).searchParams.get("token")).toMatch(/^[\w-]{43}$/);
  await expect(page.getByRole("table", { name: "Open Invitations" }).getByRole("row").filter({ hasText: email })).toContainText("Editor");

  // Only the token's hash is stored.
  const token = new URL(link).searchParams.get("token") ?? "";
  const stored = await db.selectFrom("staff_invites").select(["token_hash", "role"]).where("email", "=", email).executeTakeFirstOrThrow();
  expect(stored).toEqual({ token_hash: createHash("sha256").update(token).digest("hex"), role: "editor" });

  const invitee = await (await browser.newContext({ baseURL })).newPage();
  await invitee.goto(link);
  await waitForHydration(invitee);
  await expect(invitee.getByText("You are invited to the admin panel as Editor.")).toBeVisible();
  await expect(invitee.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  // The app's password rules apply.
  await invitee.getByRole("textbox", { name: "Name" }).fill("Ines Invited");
  await invitee.getByLabel(/^Password/).fill("qwertyuiop123");
  await invitee.getByLabel("Repeat password").fill("qwertyuiop123");
  await invitee.getByRole("button", { name: "Create Account" }).click();
  await expect(invitee.getByText("This password is on a list of commonly used passwords").first()).toBeVisible();
  await invitee.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await invitee.getByLabel("Repeat password").fill(NEW_PASSWORD);
  await invitee.getByRole("button", { name: "Create Account" }).click();

  await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
  await expect(invitee.getByText("Welcome, Ines Invited!")).toBeVisible();
  await expect(invitee.getByText("Role: Editor")).toBeVisible();
  const links = await sidebarLinks(invitee);
  expect(links).toContain("Products");
  expect(links).toContain("Inbox");
  expect(links).not.toContain("Users");
  expect(links).not.toContain("Settings");
  await invitee.context().close();

  // The new account signs in with its own password later, and the list shows it.
  const again = await otherBrowser(browser, baseURL!, email, NEW_PASSWORD);
  await expect(again.getByText("Signed in as Ines Invited")).toBeVisible();
  await again.context().close();
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Ines Invited");
  await expect(row).toContainText("Editor");
  await expect(row).toContainText("Active");
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await expect(page.getByRole("table", { name: "Open Invitations" }).getByText(email)).toHaveCount(0);
});

test("a used, an expired and an unknown invitation link each say why they do not work", async ({ page, db, adminEmail }) => {
  const inviter = await db.selectFrom("user").select("id").where("email", "=", adminEmail).executeTakeFirstOrThrow();
  const used = await createInvite(db, { email: unique("reuse"), role: "support", invitedBy: inviter.id });
  await page.goto(`/admin/invite?token=${used.token}`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Name" }).fill("Once Only");
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Role: Support")).toBeVisible();
  await page.context().clearCookies();

  const reused = await page.goto(`/admin/invite?token=${used.token}`);
  expect(reused?.status()).toBe(410);
  await expect(page.getByRole("alert")).toHaveText(/This invitation link has already been used\./);
  await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);

  const expired = await createInvite(db, { email: unique("late"), role: "editor", invitedBy: inviter.id }, new Date(Date.now() - 49 * 3_600_000));
  const late = await page.goto(`/admin/invite?token=${expired.token}`);
  expect(late?.status()).toBe(410);
  await expect(page.getByRole("alert")).toHaveText(/This invitation link has expired \(links work for 48 hours\)\./);

  const unknown = await page.goto("/admin/invite?token=no-such-token");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText(/This invitation link is not valid\./);
});

test("each role sees only its screens in the sidebar, and a refused screen is a 403 page inside the admin frame", async ({ db, browser, baseURL }) => {
  const expected = {
    editor: {
      sidebar: ["Dashboard", "Categories", "Subcategories", "Types", "Products", "Solutions", "News", "Hero Sections", "Drivers", "Popups", "SOP", "Attributes", "Media Library", "Trash", "Inbox", "Account"],
      allowed: ["/admin/products", "/admin/drivers", "/admin/inbox", "/admin/popups"],
      refused: ["/admin/settings", "/admin/users", "/admin/audit"],
    },
    support: {
      sidebar: ["Dashboard", "Drivers", "SOP", "Trash", "Inbox", "Account"],
      allowed: ["/admin/drivers", "/admin/inbox", "/admin/sop"],
      refused: ["/admin/products", "/admin/categories", "/admin/news", "/admin/settings", "/admin/users", "/admin/audit"],
    },
    administrator: {
      sidebar: ["Dashboard", "Categories", "Subcategories", "Types", "Products", "Solutions", "News", "Hero Sections", "Drivers", "Popups", "SOP", "Attributes", "Media Library", "Trash", "Inbox", "Settings", "Users", "Audit Log", "Account"],
      allowed: ["/admin/settings", "/admin/users", "/admin/products", "/admin/audit"],
      refused: [],
    },
  } as const;
  for (const [role, { sidebar, allowed, refused }] of Object.entries(expected)) {
    const email = await createStaff(db, role as keyof typeof expected, "screens");
    const page = await otherBrowser(browser, baseURL!, email);
    expect(await sidebarLinks(page), `${role}'s sidebar`).toEqual(sidebar);
    for (const path of allowed) {
      const response = await page.goto(path);
      expect(response?.status(), `${role} ${path}`).toBe(200);
      await expect(page.getByRole("heading", { name: "No access" })).toHaveCount(0);
    }
    for (const path of refused) {
      const response = await page.goto(path);
      expect(response?.status(), `${role} ${path}`).toBe(403);
      await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
      await expect(page.getByText(`You are signed in as ${role[0].toUpperCase()}${role.slice(1)}`)).toBeVisible();
      await expect(page).toHaveTitle("No Access | Admin");
      // Still inside the admin frame, with the role's own sidebar.
      expect(await sidebarLinks(page)).toEqual(sidebar);
    }
    await page.context().close();
  }
});

test("a role change applies at the next request, and disabling signs the user out at once and keeps them out until enabled", async ({
  page,
  db,
  adminEmail,
  browser,
  baseURL,
}) => {
  const email = await createStaff(db, "editor", "changed");
  const staff = await otherBrowser(browser, baseURL!, email);
  await staff.goto("/admin/products");
  await expect(staff.getByRole("heading", { name: "Products", exact: true })).toBeVisible();

  await signIn(page, adminEmail, "/admin/users");
  let form = await openUserForm(page, email);
  await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Support" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Support");

  // The editor's open page: the next request already has the new role.
  const refused = await staff.goto("/admin/products");
  expect(refused?.status()).toBe(403);
  await expect(staff.getByText("Role: Support")).toBeVisible();
  expect(await sidebarLinks(staff)).toEqual(["Dashboard", "Drivers", "SOP", "Trash", "Inbox", "Account"]);

  form = await openUserForm(page, email);
  await form.getByRole("combobox", { name: "Status" }).selectOption({ label: "Disabled (cannot sign in)" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The account is disabled and signed out everywhere.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Disabled");
  const userId = (await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  expect(await db.selectFrom("session").select("id").where("userId", "=", userId).execute()).toEqual([]);

  // The disabled user's open session is gone at the next request, and signing in again is refused.
  await staff.goto("/admin/inbox");
  await expect(staff).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Finbox$/);
  await waitForHydration(staff);
  await fillSignIn(staff, email, ADMIN_PASSWORD);
  await expect(staff.getByText("This account is disabled. Ask an administrator to enable it again.")).toBeVisible();
  expect(await db.selectFrom("session").select("id").where("userId", "=", userId).execute()).toEqual([]);

  form = await openUserForm(page, email);
  await form.getByRole("combobox", { name: "Status" }).selectOption({ label: "Active" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
  await fillSignIn(staff, email, ADMIN_PASSWORD);
  await expect(staff.getByText("Role: Support")).toBeVisible();
  await staff.context().close();
});

test("the last active administrator cannot be demoted or disabled, and nobody disables themselves", async ({ page, db, browser, baseURL }) => {
  const email = await createStaff(db, "administrator", "last");
  // For this test this administrator is the only active one: the others are disabled, and restored afterwards.
  const others = await db.selectFrom("user").select("id").where("role", "=", "administrator").where("disabledAt", "is", null).where("email", "!=", email).execute();
  const ids = others.map((other) => other.id);
  try {
    if (ids.length > 0) await db.updateTable("user").set({ disabledAt: new Date().toISOString() }).where("id", "in", ids).execute();
    const admin = await otherBrowser(browser, baseURL!, email);
    let form = await openUserForm(admin, email);
    await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Editor" });
    await form.getByRole("button", { name: "Save" }).click();
    const lastAdmin = "This is the last active administrator. Make another user an administrator first, so someone can still manage users and settings.";
    await expect(form.getByText(lastAdmin)).toBeVisible();
    expect((await db.selectFrom("user").select("role").where("email", "=", email).executeTakeFirstOrThrow()).role).toBe("administrator");

    form = await openUserForm(admin, email);
    await form.getByRole("combobox", { name: "Status" }).selectOption({ label: "Disabled (cannot sign in)" });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("You cannot disable your own account. Ask another administrator if it must be disabled.")).toBeVisible();
    expect((await db.selectFrom("user").select("disabledAt").where("email", "=", email).executeTakeFirstOrThrow()).disabledAt).toBeNull();

    // With a second active administrator, this one may step down; the second may then not.
    const second = await createStaff(db, "administrator", "second");
    form = await openUserForm(admin, email);
    await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Editor" });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByRole("heading", { name: "No access" })).toBeVisible();
    await admin.context().close();

    const secondPage = await otherBrowser(browser, baseURL!, second);
    form = await openUserForm(secondPage, second);
    await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Support" });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText(lastAdmin)).toBeVisible();
    await secondPage.context().close();
    await db.updateTable("user").set({ role: "support" }).where("email", "=", second).execute();
  } finally {
    if (ids.length > 0) await db.updateTable("user").set({ disabledAt: null }).where("id", "in", ids).execute();
    await db.updateTable("user").set({ role: "support" }).where("email", "=", email).execute();
  }
  void page;
});

test.describe("the users screen on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const theme of ["light", "dark"] as const) {
    test(`fits the phone and passes the accessibility checks in the ${theme} theme, list and forms`, async ({ page, adminEmail, baseURL }) => {
      await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      await signIn(page, adminEmail, "/admin/users");
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? "dark" : "");
      for (const path of ["/admin/users", "/admin/users?new=1"]) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
        await expectNoAxeViolations(page);
      }
      const form = page.getByRole("form", { name: "Invite User" });
      await form.getByRole("textbox", { name: "Email" }).fill(unique(`phone-${theme}`));
      await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Support" });
      await form.getByRole("button", { name: "Send Invitation" }).click();
      await expect(page.getByRole("textbox", { name: "Invitation link" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
      await openUserForm(page, adminEmail);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  }
});

test("the users list pages, searches and sorts with the shared list controls", async ({ page, db, adminEmail }) => {
  const tag = `sortcheck${Date.now()}`;
  for (const name of ["b", "a", "c"]) {
    const email = `${tag}-${name}@showroom.test`;
    await createTestAdmin(db, email);
    await db.updateTable("user").set({ name: `${tag} ${name}`, role: "support" }).where("email", "=", email).execute();
  }
  await signIn(page, adminEmail, `/admin/users?q=${tag}`);
  await expect(page.getByText("3 users")).toBeVisible();
  const names = () => page.getByRole("table", { name: "All Users" }).getByRole("row").locator("td:first-child .font-medium").allTextContents();
  await expect.poll(names).toEqual([`${tag} a`, `${tag} b`, `${tag} c`]);
  await page.getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/dir=desc/);
  // The list is fetched again after the URL changes.
  await expect.poll(names).toEqual([`${tag} c`, `${tag} b`, `${tag} a`]);
});
