import { listProducts } from "~/content/product/repository.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

// Public icons are <svg><use href="/assets/sprite-HASH.svg#name"></svg>: an icon missing from the
// sprite, or a sprite the page cannot load, shows nothing at all and no error anywhere.
test.beforeEach(async ({ page, db }) => {
  await dismissActivePopups(page, db);
});

test("every icon on the public pages names a drawing in the sprite, which is served for a year", async ({
  page,
  request,
  db,
}) => {
  const [product] = await listProducts(db);
  const pages = [
    "/",
    "/products",
    `/product/${product.id}/${product.slug}`,
    "/news",
    "/solutions",
    "/about",
    "/support",
    "/contact",
  ];
  const sprites = new Map<string, string>();
  for (const path of pages) {
    await page.goto(path);
    const references = await page
      .locator("svg use")
      .evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
    expect(
      references.length,
      `${path} draws its icons from the sprite`,
    ).toBeGreaterThan(0);
    for (const reference of references) {
      const [file, name] = reference.split("#");
      if (!sprites.has(file)) {
        const response = await request.get(file);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("image/svg+xml");
        expect(response.headers()["cache-control"]).toContain("immutable");
        sprites.set(file, await response.text());
      }
      expect(sprites.get(file), `${path}: icon "${name}"`).toContain(
        `<symbol id="${name}"`,
      );
    }
  }
  expect(sprites.size, "one sprite for the whole site").toBe(1);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the header's icons are drawn in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/");
    const search = page
      .getByRole("banner")
      .getByRole("button", { name: "Search" });
    const icon = search.locator("svg");
    await expect(icon).toBeVisible();
    const drawn = await search.screenshot();
    // The same button with the icon's reference removed: if nothing changes, the icon drew nothing.
    await icon.locator("use").evaluate((use) => use.removeAttribute("href"));
    expect(drawn.equals(await search.screenshot())).toBe(false);
  });
}
