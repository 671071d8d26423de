import { createProduct, deleteProduct, getProduct } from "~/content/product/repository.server";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";
import { expect, signIn, test, waitForHydration } from "./admin-session";
import { hydrated } from "./public-helpers";

// Issue 16, part 1: a product's lifecycle status, last-order date and successor, set in the admin
// and shown on the product page, its card, search and structured data.

let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
let successor: Awaited<ReturnType<typeof createProduct>>;
test.beforeAll(async ({ db }) => {
  branch = await createCatalogueBranch(db, "Lifecycle");
  successor = await createProduct(db, { name: "Lifecycle Successor Unit", model_number: "LCS-2", category_id: branch.category.id, lifecycle_status: "new" });
});
test.afterAll(async ({ db }) => {
  await deleteProduct(db, successor.id);
  await branch.remove();
});

test("an admin marks a product End of life with a last-order date and a successor; the page shows the badge, the notice and the link", async ({ page, db, adminEmail, request }) => {
  await signIn(page, adminEmail, `/admin/products?edit=${branch.typed.id}`);
  const form = page.getByRole("form", { name: "Edit Product" });
  await form.getByRole("combobox", { name: "Lifecycle status" }).selectOption({ label: "End of life" });
  await form.getByRole("button", { name: "Save" }).click();
  // An end-of-life product without its last-order date is refused at that field.
  await expect(form.getByLabel("Last-order date")).toHaveAccessibleDescription(/An end-of-life product needs its last-order date/);
  expect((await getProduct(db, branch.typed.id))?.lifecycle_status).toBe("active");
  // The refused form keeps what was chosen.
  await expect(form.getByRole("combobox", { name: "Lifecycle status" })).toHaveValue("eol");

  await form.getByLabel("Last-order date").fill("2027-03-31");
  // The successor picker filters as one types (model number here) and is used by keyboard.
  const picker = form.getByRole("combobox", { name: "Successor" });
  await picker.fill("LCS-2");
  await expect(page.getByRole("option", { name: /Lifecycle Successor Unit/ })).toBeVisible();
  await picker.press("Enter");
  await expect(picker).toHaveValue("Lifecycle Successor Unit");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
  expect(await getProduct(db, branch.typed.id)).toMatchObject({ lifecycle_status: "eol", last_order_date: "2027-03-31", successor_id: successor.id });

  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id, 3);
  await page.goto(`/product/${branch.typed.id}/${branch.typed.slug}`);
  await expect(page.getByText("End of life", { exact: true })).toBeVisible();
  const notice = page.getByRole("complementary", { name: "Product lifecycle" });
  await expect(notice).toContainText("This product has reached end of life. Last orders are accepted until 31 March 2027.");
  await notice.getByRole("link", { name: "Lifecycle Successor Unit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lifecycle Successor Unit" })).toBeVisible();
  await expect(page.getByText("New", { exact: true })).toBeVisible();

  // The card in the list and the search result carry the badge too.
  await page.goto(`/products?category=${branch.category.id}`);
  await expect(page.getByRole("link", { name: /Lifecycle Typed Product/ })).toContainText("End of life");
  // With JavaScript, ticking "Show discontinued" applies at once.
  await hydrated(page);
  await page.getByRole("checkbox", { name: "Show discontinued" }).check();
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${branch.category.id}&discontinued=1$`));
  await expect(page.getByRole("checkbox", { name: "Show discontinued" })).toBeChecked();
  await page.goto(`/search?q=${encodeURIComponent("Lifecycle Typed")}`);
  await expect(page.getByRole("listitem").filter({ hasText: "Lifecycle Typed Product" })).toContainText("End of life");
});

test("a discontinued product leaves /products, comes back with Show discontinued (also without JavaScript), and keeps its page", async ({ db, request, browser }) => {
  const gone = await createProduct(db, { name: "Lifecycle Gone Unit", category_id: branch.category.id, lifecycle_status: "discontinued", successor_id: successor.id });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await skipPopups(page, db);
    await waitForCategory(request, branch.category.id, 3);
    await page.goto(`/products?category=${branch.category.id}`);
    const products = page.getByRole("list", { name: "Products" });
    await expect(products.getByRole("link", { name: /Lifecycle Successor Unit/ })).toBeVisible();
    await expect(products.getByRole("link", { name: /Lifecycle Gone Unit/ })).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Show discontinued" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?category=${branch.category.id}&discontinued=1$`));
    await expect(page.getByRole("checkbox", { name: "Show discontinued" })).toBeChecked();
    await expect(products.getByRole("link", { name: /Lifecycle Gone Unit/ })).toContainText("Discontinued");
    await expect(page.getByText("4 products", { exact: true })).toBeVisible();
    // The sidebar's links keep the filter on, as its counts include discontinued products.
    const sidebar = page.getByRole("complementary", { name: "Product Categories" });
    await expect(sidebar.getByRole("link", { name: /^All Products/ })).toHaveAttribute("href", "/products?discontinued=1");
    // Unticked, the list hides them again.
    await page.getByRole("checkbox", { name: "Show discontinued" }).uncheck();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?category=${branch.category.id}$`));
    await expect(products.getByRole("link", { name: /Lifecycle Gone Unit/ })).toHaveCount(0);

    // An Active product's page says so, with no notice.
    await page.goto(`/product/${branch.untyped.id}/${branch.untyped.slug}`);
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Product lifecycle" })).toHaveCount(0);

    const response = await page.goto(`/product/${gone.id}/${gone.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("complementary", { name: "Product lifecycle" })).toContainText("This product is discontinued and can no longer be ordered.");
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.some((text) => text.includes('"availability":"https://schema.org/Discontinued"'))).toBe(true);
    await context.close();
  } finally {
    await deleteProduct(db, gone.id);
  }
});

test("the admin product list filters by lifecycle status", async ({ page, adminEmail }) => {
  await signIn(page, adminEmail, "/admin/products");
  await page.getByRole("combobox", { name: "Filter by status" }).selectOption({ label: "New" });
  await expect(page).toHaveURL(/status=new/);
  await waitForHydration(page);
  const table = page.getByRole("table", { name: "Products" });
  await expect(table.getByRole("link", { name: "Lifecycle Successor Unit", exact: true })).toBeVisible();
  await expect(table.getByRole("link", { name: "Lifecycle Untyped Product", exact: true })).toHaveCount(0);
  await expect(table.getByRole("row", { name: /Lifecycle Successor Unit/ })).toContainText("New");
});
