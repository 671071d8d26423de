import AxeBuilder from "@axe-core/playwright";
import { listCategories } from "~/content/category/repository.server";
import { expect, test } from "./fixtures";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";

test.describe("products mega-menu", () => {
  let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
  test.beforeAll(async ({ db }) => {
    branch = await createCatalogueBranch(db, "Menu");
  });
  test.afterAll(async () => {
    await branch.remove();
  });
  test.beforeEach(async ({ page, db, request }) => {
    await skipPopups(page, db);
    await waitForCategory(request, branch.category.id);
  });

  test("hovering down category, subcategory and type to a product opens it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true }).hover();
    const menu = page.getByRole("group", { name: "Products" });
    await expect(menu).toBeVisible();

    await menu.getByRole("list", { name: "Categories" }).getByRole("link", { name: "Menu Category" }).hover();
    const subcategories = menu.getByRole("list", { name: "Sub-categories" });
    await expect(subcategories.getByRole("link")).toHaveText(["Menu Subcategory"]);

    await subcategories.getByRole("link", { name: "Menu Subcategory" }).hover();
    await expect(menu.getByRole("list", { name: "Types" }).getByRole("link")).toHaveText(["Menu Empty Type", "Menu Type"]);
    // A subcategory shows its products that have no type.
    await expect(menu.getByRole("list", { name: "Products" }).getByRole("link")).toHaveText(["Menu Untyped Product"]);
    await expect(menu.getByText("No Image")).toBeVisible();

    await menu.getByRole("list", { name: "Types" }).getByRole("link", { name: "Menu Type", exact: true }).hover();
    const products = menu.getByRole("list", { name: "Products" });
    await expect(products.getByRole("link")).toHaveText(["Menu Typed Product"]);
    const scan = await new AxeBuilder({ page }).include("header").analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await products.getByRole("link", { name: "Menu Typed Product" }).click();
    await expect(page).toHaveURL(`/product/${branch.typed.id}/${branch.typed.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Menu Typed Product" })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("the preview shows the hovered item's image as a small WebP variant", async ({ page, db }) => {
    const withImage = (await listCategories(db)).find((category) => category.image);
    expect(withImage, "the demo content has category images").toBeDefined();
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true }).hover();
    const menu = page.getByRole("group", { name: "Products" });
    await menu.getByRole("list", { name: "Categories" }).getByRole("link", { name: withImage!.name, exact: true }).hover();
    const preview = menu.getByRole("img", { name: withImage!.name });
    await expect(preview).toHaveAttribute("src", /-\d+w\.webp$/);
    await expect.poll(() => preview.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  });

  test("closes 500 ms after the pointer leaves, and re-entering cancels the close", async ({ page }) => {
    await page.goto("/about");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true });
    const menu = page.getByRole("group", { name: "Products" });
    await trigger.hover();
    await expect(menu).toBeVisible();

    await page.mouse.move(5, 600);
    await trigger.hover();
    await page.waitForTimeout(800);
    await expect(menu, "re-entering within 500 ms keeps the menu open").toBeVisible();

    await page.mouse.move(5, 600);
    const leftAt = Date.now();
    await expect(menu).toBeHidden();
    expect(Date.now() - leftAt, "the menu waits about 500 ms before closing").toBeGreaterThanOrEqual(400);
  });

  test("opens from the keyboard, moves with the arrow keys and closes with Escape", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Products menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("group", { name: "Products" });
    // The panel's code arrives on demand: wait for the first column before tabbing into it.
    await expect(menu.getByRole("list", { name: "Categories", exact: true })).toBeVisible();

    // Tab enters the first column; focusing a category selects it like hovering does.
    await page.keyboard.press("Tab");
    const first = menu.getByRole("list", { name: "Categories" }).getByRole("link").first();
    await expect(first).toBeFocused();
    await expect(first).toHaveText("Menu Category");
    await expect(first).toHaveAttribute("aria-current", "true");
    // Focusing the category fetched its columns from the server; they are there before ArrowRight moves into them.
    await expect(menu.getByRole("list", { name: "Sub-categories" }).getByRole("link", { name: "Menu Subcategory" })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    const subcategory = menu.getByRole("list", { name: "Sub-categories" }).getByRole("link", { name: "Menu Subcategory" });
    await expect(subcategory).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(menu.getByRole("list", { name: "Types" }).getByRole("link", { name: "Menu Empty Type" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("list", { name: "Types" }).getByRole("link", { name: "Menu Type", exact: true })).toBeFocused();
    await expect(menu.getByRole("list", { name: "Products" }).getByRole("link")).toHaveText(["Menu Typed Product"]);
    await page.keyboard.press("ArrowLeft");
    await expect(subcategory).toBeFocused();

    // The focused item shows the focus ring.
    const outline = await subcategory.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // ArrowDown on the Products link opens the menu and moves into it.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("list", { name: "Categories" }).getByRole("link").first()).toBeFocused();
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });
  let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
  test.beforeAll(async ({ db }) => {
    branch = await createCatalogueBranch(db, "Touch");
  });
  test.afterAll(async () => {
    await branch.remove();
  });

  test("the first tap opens a level, the next follows the link", async ({ page, db, request }) => {
    await skipPopups(page, db);
    await waitForCategory(request, branch.category.id);
    await page.goto("/about");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true });
    await trigger.tap();
    const menu = page.getByRole("group", { name: "Products" });
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL("/about");

    await menu.getByRole("link", { name: "Touch Category" }).tap();
    await expect(page).toHaveURL("/about");
    await menu.getByRole("link", { name: "Touch Subcategory" }).tap();
    await menu.getByRole("link", { name: "Touch Untyped Product" }).tap();
    await expect(page).toHaveURL(`/product/${branch.untyped.id}/${branch.untyped.slug}`);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a collapsible menu lists the pages and the product categories; search stays visible", async ({ page, db }) => {
    await skipPopups(page, db);
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible();

    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeHidden();
    await page.getByLabel("Menu", { exact: true }).click();
    await expect(mobile).toBeVisible();
    for (const name of ["Home", "About Us", "Products", "Solutions", "Support", "News", "Contact"]) {
      await expect(mobile.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const category = mobile.getByRole("link").filter({ hasNotText: /^(Home|About Us|Products|Solutions|Support|News|Contact)$/ }).first();
    const href = await category.getAttribute("href");
    expect(href).toMatch(/^\/products\?category=\d+$/);
    await category.click();
    await expect(page).toHaveURL(href!);
    await expect(mobile).toBeHidden();
  });
});
