import { deleteToTrash } from "./admin-content-helpers";
import { ADMIN_PASSWORD, createTestAdmin, expect, expectNoAxeViolations, fillSignIn, signIn, test, waitForHydration } from "./admin-session";

test("/admin and /admin/login both show the sign-in form, which passes an axe scan", async ({ page }) => {
  for (const path of ["/admin", "/admin/login"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
  }
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("email and password are required, with the messages next to the fields", async ({ page }) => {
  await page.goto("/admin/login");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("a wrong password says 'Login Failed' / 'Invalid email or password' and lets nobody in", async ({ page, adminEmail }) => {
  await page.goto("/admin/login");
  await waitForHydration(page);
  await fillSignIn(page, adminEmail, "not the password");
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("sign-in returns to the page first asked for, welcomes the admin, and sets a safe session cookie", async ({ page, adminEmail }) => {
  await page.goto("/admin/types?from=bookmark");
  await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin%2Ftypes%3Ffrom%3Dbookmark");
  await waitForHydration(page);
  await fillSignIn(page, adminEmail, ADMIN_PASSWORD);
  await expect(page).toHaveURL("/admin/types?from=bookmark");
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page.getByText("Welcome back, Test Admin!")).toBeVisible();

  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  const lifetime = (session?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(23.9 * 3600);
  expect(lifetime).toBeLessThanOrEqual(24 * 3600);
});

test("a redirect target outside the admin area is ignored", async ({ page, adminEmail }) => {
  await page.goto("/admin/login?redirectTo=%2F%2Fevil.example%2Fadmin");
  await waitForHydration(page);
  await fillSignIn(page, adminEmail, ADMIN_PASSWORD);
  await expect(page).toHaveURL("/admin/dashboard");
});

test("Logout says 'Logged Out' and the old session cookie no longer opens anything", async ({ page, adminEmail, request }) => {
  await signIn(page, adminEmail);
  const cookie = (await page.context().cookies()).find((each) => each.name.endsWith("session_token"));
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged Out")).toBeVisible();
  await expect(page).toHaveURL("/admin/login");

  const replay = await request.get("/admin/dashboard", { headers: { cookie: `${cookie?.name}=${cookie?.value}` }, maxRedirects: 0 });
  expect(replay.status()).toBe(302);
  expect(replay.headers().location).toBe("/admin/login");
});

test("five wrong passwords lock the account for 15 minutes with a clear message", async ({ page, db }) => {
  // Seven scrypt hashes at OWASP's cost (about a second each on a busy machine).
  test.slow();
  const email = `locked-${Date.now()}@showroom.test`;
  await createTestAdmin(db, email);
  await page.goto("/admin/login");
  await waitForHydration(page);
  for (let attempt = 0; attempt < 5; attempt++) {
    await fillSignIn(page, email, `wrong ${attempt}`);
    await expect(page.getByText("Invalid email or password").last()).toBeVisible();
  }
  await fillSignIn(page, email, ADMIN_PASSWORD);
  await expect(page.getByText("Too many failed sign-in attempts. Please wait 15 minutes and try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  // Give this IP's failures back, so other tests of this worker keep their allowance.
  await db.deleteFrom("rate_limits").where("key", "like", "sign-in:%").execute();
});

test("signing in and managing a category work without JavaScript", async ({ browser, adminEmail, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/admin/categories");
  await fillSignIn(page, adminEmail, ADMIN_PASSWORD);
  await expect(page).toHaveURL("/admin/categories");
  await expect(page.getByRole("status").getByText("Login Successful")).toBeVisible();

  await page.getByRole("link", { name: "Add Category" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Name is required").first()).toBeVisible();
  const name = `No-script category ${Date.now()}`;
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").getByText("Category created successfully")).toBeVisible();
  await deleteToTrash(page, name);
  await expect(page.getByRole("status").getByText("Category deleted successfully")).toBeVisible();
  await expect(page.getByRole("cell", { name, exact: true })).toHaveCount(0);
  await context.close();
});

test("state-changing requests from another site are refused with 403", async ({ request }) => {
  const refused = await request.post("/admin/login", {
    form: { email: "a@b.c", password: "x" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
});
