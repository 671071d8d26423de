import { getProduct } from "~/content/product/repository.server";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";
import { expect, signIn, test, waitForHydration } from "./admin-session";

// Issue 14's example field: a product's subtitle, added through its definition, a migration, the
// pages that show it and the seed.

let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
test.beforeAll(async ({ db }) => {
  branch = await createCatalogueBranch(db, "Subtitle");
});
test.afterAll(async () => {
  await branch.remove();
});

test("a subtitle typed in the admin shows under the name on the product page and its card; cleared, it goes", async ({ page, db, adminEmail, request }) => {
  const subtitle = "Sealed for wash-down lines";
  await signIn(page, adminEmail, `/admin/products?edit=${branch.typed.id}`);
  const form = page.getByRole("form", { name: "Edit Product" });
  await form.getByRole("textbox", { name: "Subtitle" }).fill(subtitle);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
  expect((await getProduct(db, branch.typed.id))?.subtitle).toBe(subtitle);

  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id);
  await page.goto(`/product/${branch.typed.id}/${branch.typed.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Subtitle Typed Product" })).toBeVisible();
  await expect(page.getByText(subtitle, { exact: true })).toBeVisible();
  await page.goto(`/products?category=${branch.category.id}`);
  await expect(page.getByRole("link", { name: /Subtitle Typed Product/ })).toContainText(subtitle);

  // Over its limit it is refused at the field, with the limit the server enforces.
  await page.goto(`/admin/products?edit=${branch.typed.id}`);
  await waitForHydration(page);
  await form.getByRole("textbox", { name: "Subtitle" }).fill("s".repeat(121));
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("textbox", { name: "Subtitle" })).toHaveAccessibleDescription(/Must be at most 120 characters/);
  await form.getByRole("textbox", { name: "Subtitle" }).fill("");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
  expect((await getProduct(db, branch.typed.id))?.subtitle).toBeNull();
});

test("the demo catalogue gives some products a subtitle", async ({ db }) => {
  const rows = await db.selectFrom("products").select(["name", "subtitle"]).where("subtitle", "is not", null).execute();
  expect(rows.length).toBeGreaterThan(0);
});
