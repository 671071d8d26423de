import { expectToast } from "./admin-content-helpers";
import { expect, signIn, test } from "./admin-session";

// Issue 12, item 15: a name used by another record with the same parent is refused, with the reason at the field.

test("a category with another category's name in other letter case is refused at the field, and not stored", async ({ page, db, adminEmail }) => {
  const existing = await db.selectFrom("categories").select("name").orderBy("id").executeTakeFirstOrThrow();
  const typed = existing.name.toLowerCase();
  await signIn(page, adminEmail, "/admin/categories?new=1");
  const form = page.getByRole("form", { name: "Add Category" });
  await form.getByRole("textbox", { name: "Name" }).fill(typed);
  await form.getByRole("button", { name: "Save" }).click();
  const message = `A category named "${typed}" already exists.`;
  await expectToast(page, "Error creating category", message);
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(message);
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue(typed);
  const same = await db.selectFrom("categories").select("id").where((eb) => eb(eb.fn("lower", ["name"]), "=", typed)).execute();
  expect(same).toHaveLength(1);
});

test("renaming a product to the name of another in the same category, subcategory and type is refused at the field", async ({ page, db, adminEmail }) => {
  const products = await db.selectFrom("products").select(["id", "name", "category_id", "subcategory_id", "type_id"]).orderBy("id").limit(200).execute();
  const key = (p: (typeof products)[number]) => `${p.category_id}/${p.subcategory_id}/${p.type_id}`;
  const target = products.find((p, i) => products.some((q, j) => j !== i && key(q) === key(p)));
  if (!target) throw new Error("The demo catalogue has no two products with the same category, subcategory and type");
  const sibling = products.find((q) => q.id !== target.id && key(q) === key(target))!;
  const typed = sibling.name.toUpperCase();

  await signIn(page, adminEmail, `/admin/products?edit=${target.id}`);
  const form = page.getByRole("form", { name: "Edit Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(typed);
  await form.getByRole("button", { name: "Save" }).click();
  const message = `A product named "${typed}" already exists in the same category, subcategory and type.`;
  await expectToast(page, "Error updating product", message);
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveAccessibleDescription(message);
  const stored = await db.selectFrom("products").select("name").where("id", "=", target.id).executeTakeFirstOrThrow();
  expect(stored.name).toBe(target.name);
});
