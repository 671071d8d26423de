import { createAttribute, deleteAttribute } from "~/content/attribute/repository.server";
import { saveProductAttributes } from "~/content/attribute/values.server";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import { expect, signIn, test } from "./admin-session";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";
import { hydrated } from "./public-helpers";

// Issue 16, part 2: typed attributes of a category or type, facet filters with counts on /products
// (also without JavaScript), and the admin screens that define and fill them in.

let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
let extra: Awaited<ReturnType<typeof createProduct>>;
const attributes: Record<"mounting" | "temperature" | "poe", { id: number }> = {} as never;

test.beforeAll(async ({ db }) => {
  branch = await createCatalogueBranch(db, "Facets");
  const { category, subcategory, type } = branch;
  attributes.mounting = await createAttribute(db, { name: "Mounting", kind: "enum", options: ["DIN rail", "Wall", "Rack"], category_id: category.id, sort_order: 1 });
  attributes.temperature = await createAttribute(db, { name: "Max. operating temperature", kind: "number", unit: "°C", category_id: category.id, sort_order: 2 });
  attributes.poe = await createAttribute(db, { name: "PoE", kind: "boolean", type_id: type.id });
  extra = await createProduct(db, { name: "Facets Wall Unit", category_id: category.id, subcategory_id: subcategory.id, type_id: type.id });
  const values = (mounting: string, temperature: string, poe?: string) =>
    new Map([[attributes.mounting.id, mounting], [attributes.temperature.id, temperature], ...(poe ? [[attributes.poe.id, poe] as [number, string]] : [])]);
  await saveProductAttributes(db, branch.typed, values("DIN rail", "75", "yes"));
  await saveProductAttributes(db, branch.untyped, values("DIN rail", "122 °F"));
  await saveProductAttributes(db, extra, values("Wall", "60", "no"));
});
test.afterAll(async ({ db }) => {
  await deleteProduct(db, extra.id);
  for (const attribute of Object.values(attributes)) await deleteAttribute(db, attribute.id);
  await branch.remove();
});

test("a facet filter narrows a category with counts, keeps its state in the URL, and works without JavaScript", async ({ db, request, browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id, 3);
  await page.goto(`/products?category=${branch.category.id}`);
  const filters = page.getByRole("region", { name: "Filter by specification" });
  const mounting = filters.getByRole("group", { name: "Mounting" });
  const products = page.getByRole("list", { name: "Products" });
  await expect(page.getByText("3 products", { exact: true })).toBeVisible();
  // Each option with its count; the type's own PoE is not a filter of the whole category.
  await expect(mounting.getByRole("checkbox")).toHaveCount(3);
  await expect(mounting.getByText("DIN rail").locator("..")).toContainText("2");
  await expect(mounting.getByText("Wall").locator("..")).toContainText("1");
  await expect(filters.getByRole("group", { name: "PoE" })).toHaveCount(0);

  await mounting.getByRole("checkbox", { name: /DIN rail/ }).check();
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]a${attributes.mounting.id}=DIN\\+rail`));
  await expect(page.getByText("2 products", { exact: true })).toBeVisible();
  await expect(products.getByRole("link", { name: /Facets Wall Unit/ })).toHaveCount(0);
  await expect(products.getByRole("link", { name: /Facets Typed Product/ })).toBeVisible();
  await expect(mounting.getByRole("checkbox", { name: /DIN rail/ })).toBeChecked();
  // The temperature range among DIN rail products: 50 °C (entered as 122 °F) to 75 °C.
  const temperature = filters.getByRole("group", { name: "Max. operating temperature (°C)" });
  await expect(temperature).toContainText("50 to 75 °C; 2 products");

  await temperature.getByLabel("From").fill("70");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`a${attributes.temperature.id}_min=70`));
  await expect(page.getByText("1 product", { exact: true })).toBeVisible();
  await expect(products.getByRole("link", { name: /Facets Untyped Product/ })).toHaveCount(0);
  await expect(temperature).toContainText("1 product in range");
  await expect(temperature.getByLabel("From")).toHaveValue("70");

  // The address alone gives the same page (shared or bookmarked), and the sort keeps the filters.
  const address = page.url();
  await page.goto(address);
  await expect(page.getByText("1 product", { exact: true })).toBeVisible();
  await page.getByLabel("Sort by").selectOption("name");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`a${attributes.mounting.id}=DIN\\+rail.*sort=name`));
  await expect(page.getByText("1 product", { exact: true })).toBeVisible();

  await filters.getByRole("link", { name: "Clear filters" }).click();
  await expect(page.getByText("3 products", { exact: true })).toBeVisible();
  await context.close();
});

test("with JavaScript, ticking an option applies at once; a type's list adds the type's own attributes", async ({ page, db, request }) => {
  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id, 3);
  const { category, subcategory, type } = branch;
  await page.goto(`/products?category=${category.id}&subcategory=${subcategory.id}&type=${type.id}`);
  await hydrated(page);
  const filters = page.getByRole("region", { name: "Filter by specification" });
  const poe = filters.getByRole("group", { name: "PoE" });
  await expect(poe.getByText("Yes").locator("..")).toContainText("1");
  await poe.getByRole("checkbox", { name: /Yes/ }).check();
  await expect(page).toHaveURL(new RegExp(`a${attributes.poe.id}=yes`));
  await expect(page.getByText("1 product", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Products" }).getByRole("link", { name: /Facets Typed Product/ })).toBeVisible();
  // Shown as entered on the product page, in its Key attributes table.
  await page.goto(`/product/${branch.untyped.id}/${branch.untyped.slug}`);
  await page.getByRole("tab", { name: "Specifications" }).click();
  const keyTable = page.getByRole("table").filter({ has: page.getByRole("rowheader", { name: "Mounting" }) });
  await expect(keyTable.getByRole("row", { name: /Max. operating temperature/ })).toContainText("122 °F");
});

test("an admin defines an attribute on a type and fills it in on a product; a bad value is refused at its field", async ({ page, db, adminEmail }) => {
  await signIn(page, adminEmail, "/admin/attributes?new=1");
  const form = page.getByRole("form", { name: "Add Attribute" });
  await form.getByLabel("Name").fill("Ports");
  await form.getByLabel("Kind").selectOption({ label: "Options" });
  await form.getByLabel("Type").selectOption({ label: branch.type.name });
  await form.getByRole("button", { name: "Save" }).click();
  // Options need two or more: refused at that field, nothing stored.
  await expect(page.getByText("Options need at least two options").first()).toBeVisible();
  expect(await db.selectFrom("attributes").select("id").where("name", "=", "Ports").where("type_id", "=", branch.type.id).execute()).toEqual([]);
  await form.getByLabel("Kind").selectOption({ label: "Number" });
  await form.getByLabel("Unit").fill("ports");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Attribute created successfully", { exact: true })).toBeVisible();
  const created = await db.selectFrom("attributes").select(["id", "kind", "unit"]).where("name", "=", "Ports").where("type_id", "=", branch.type.id).executeTakeFirstOrThrow();
  expect(created).toMatchObject({ kind: "number", unit: "ports" });
  try {
    await page.goto(`/admin/products?edit=${branch.typed.id}`);
    const productForm = page.getByRole("form", { name: "Edit Product" });
    await productForm.getByRole("tab", { name: "Specifications" }).click();
    const ports = productForm.getByLabel("Ports (ports)");
    await ports.fill("eight");
    await productForm.getByRole("button", { name: "Save" }).click();
    await expect(ports).toHaveAccessibleDescription(/Ports must be a number, in ports/);
    await ports.fill("8");
    await productForm.getByLabel("Max. operating temperature (°C)").fill("-40 °F");
    await productForm.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
    const stored = await db
      .selectFrom("product_attribute_values")
      .select(["attribute_id", "number_value", "shown"])
      .where("product_id", "=", branch.typed.id)
      .where("attribute_id", "in", [created.id, attributes.temperature.id])
      .orderBy("attribute_id")
      .execute();
    expect(stored).toEqual([
      { attribute_id: attributes.temperature.id, number_value: -40, shown: "-40 °F" },
      { attribute_id: created.id, number_value: 8, shown: "8 ports" },
    ]);
  } finally {
    await deleteAttribute(db, created.id);
  }
});

test("the Types and Categories lists lead to the attributes of each, filtered to it", async ({ page, adminEmail }) => {
  await signIn(page, adminEmail, `/admin/types?q=${encodeURIComponent(branch.type.name)}`);
  const typeRow = page.getByRole("row").filter({ hasText: branch.type.name });
  await typeRow.getByRole("link", { name: "Attributes" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/attributes\\?type=${branch.type.id}$`));
  const attributeTable = page.getByRole("table", { name: "Attributes" });
  await expect(attributeTable.getByRole("row").filter({ hasText: "PoE" })).toHaveCount(1);
  await expect(attributeTable.getByRole("row").filter({ hasText: "Mounting" })).toHaveCount(0);

  await page.goto(`/admin/categories?q=${encodeURIComponent(branch.category.name)}`);
  await page.getByRole("row").filter({ hasText: branch.category.name }).getByRole("link", { name: "Attributes" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/attributes\\?category=${branch.category.id}$`));
  await expect(attributeTable.getByRole("row").filter({ hasText: "Mounting" })).toHaveCount(1);
  await expect(attributeTable.getByRole("row").filter({ hasText: "Max. operating temperature" })).toHaveCount(1);
});
