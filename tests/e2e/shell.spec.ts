import { listCategories } from "~/content/category/repository.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

// The demo content's timed popup is a modal that would hide the page from these checks.
test.beforeEach(async ({ page, db }) => {
  await dismissActivePopups(page, db);
});

test("the home page shows the demo categories under 'Our Product Portfolio'", async ({
  page,
  db,
}) => {
  const categories = await listCategories(db);
  expect(
    categories.length,
    "demo content is seeded into an empty database",
  ).toBeGreaterThan(0);

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const portfolio = page.getByRole("region", { name: "Our Product Portfolio" });
  await expect(portfolio).toBeVisible();
  for (const category of categories) {
    const links = portfolio.getByRole("link", { name: category.name });
    await expect(links.first()).toBeVisible();
    const targets = await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("href")),
    );
    expect(targets).toContain(`/products?category=${category.id}`);
  }
});

test("an unknown path answers 404 with a way back home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Oops! Page not found" }),
  ).toBeVisible();

  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(
    page.getByRole("heading", { name: "Our Product Portfolio" }),
  ).toBeVisible();
});

test("/healthz answers 200 while the database is reachable", async ({
  request,
}) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok", database: true });
});

test("the admin area answers", async ({ page }) => {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the footer links to the company's social pages, each in a new tab", async ({
  page,
}) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Facebook", "https://www.facebook.com/showroom.industrial"],
    ["X (Twitter)", "https://x.com/showroom_ind"],
    [
      "LinkedIn",
      "https://www.linkedin.com/company/showroom-industrial-technologies",
    ],
    ["YouTube", "https://www.youtube.com/@showroom-industrial"],
    ["Instagram", "https://www.instagram.com/showroom.industrial"],
  ]) {
    const link = footer.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
  }
});
