import { expect, signIn, test } from "./admin-session";

// Issue 12, item 13: between admin screens, "Loading..." shows while the next screen's data is fetched.

test("choosing another screen in the sidebar shows 'Loading...' in place of the old screen until the new one arrives", async ({ page, adminEmail }) => {
  await signIn(page, adminEmail, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // A slow network: the Categories screen's data is held back until the test lets it go.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/categories\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Categories", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toHaveCount(0);

  release();
  await expect(page.getByRole("heading", { name: "Categories", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
});
