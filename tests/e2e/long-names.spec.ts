import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";

// Issue 12, item 7: a long category, subcategory or type name is shown whole (it wraps), in the
// catalogue sidebar and in the mega-menu, never cut off.

const label = "Programmable Managed Industrial Ethernet-Communication-Infrastructure";

/** Whether each element shows all of its text: nothing clipped sideways or hidden behind an ellipsis. */
async function clipped(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) =>
    elements
      .flatMap((element) => [element, ...element.querySelectorAll("span")])
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.textContent} (${element.scrollWidth} > ${element.clientWidth} px)`),
  );
}

test.describe("long catalogue names", () => {
  let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
  test.beforeAll(async ({ db }) => {
    branch = await createCatalogueBranch(db, label);
  });
  test.afterAll(async () => {
    await branch.remove();
  });
  test.beforeEach(async ({ page, db, request }) => {
    await skipPopups(page, db);
    await waitForCategory(request, branch.category.id);
  });

  test("the mega-menu at 1024 px wraps long names instead of clipping them", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true }).hover();
    const menu = page.getByRole("group", { name: "Products" });
    await menu.getByRole("list", { name: "Categories" }).getByRole("link", { name: `${label} Category` }).hover();
    await menu.getByRole("list", { name: "Sub-categories" }).getByRole("link", { name: `${label} Subcategory` }).hover();
    const type = menu.getByRole("list", { name: "Types" }).getByRole("link", { name: `${label} Type`, exact: true });
    await type.hover();
    await expect(menu.getByRole("list", { name: "Products" }).getByRole("link")).toHaveText([`${label} Typed Product`]);
    expect(await clipped(menu.getByRole("link"))).toEqual([]);
  });

  for (const width of [1280, 390]) {
    test(`the catalogue sidebar shows long names whole at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/products?category=${branch.category.id}&subcategory=${branch.subcategory.id}`);
      let sidebar = page.getByRole("complementary", { name: "Product Categories" });
      if (width < 768) {
        await page.getByRole("button", { name: "Product Categories" }).click();
        sidebar = page.getByRole("dialog", { name: "Product Categories" });
      }
      await expect(sidebar.getByRole("link", { name: new RegExp(`^${label} Subcategory`) })).toBeVisible();
      expect(await clipped(sidebar.getByRole("link"))).toEqual([]);
    });
  }
});

test("the header shows the whole company name beside its buttons on phones", async ({ page, db }) => {
  await skipPopups(page, db);
  for (const width of [320, 360, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    const brand = page.getByRole("banner").getByRole("link", { name: "Showroom Industrial Technologies" });
    await expect(brand).toHaveText("Showroom Industrial Technologies");
    const fit = await brand.evaluate((link) => ({
      clippedDown: link.scrollHeight > link.clientHeight + 1,
      clippedAcross: link.scrollWidth > link.clientWidth + 1,
      bottom: link.getBoundingClientRect().bottom,
      header: link.closest("header")!.getBoundingClientRect().bottom,
    }));
    expect(fit.clippedDown, `${width} px: cut off below`).toBe(false);
    expect(fit.clippedAcross, `${width} px: cut off at the side`).toBe(false);
    expect(fit.bottom, `${width} px: inside the header`).toBeLessThanOrEqual(fit.header);
  }
});
