import { expect, signIn, test } from "./admin-session";

// Issue 12, items 11 and 17: a refused list entry shows the spec's message at its own field.

test("a specification row with an empty detail shows the spec's message at the detail, which gets the focus", async ({ page, adminEmail, db }) => {
  const name = `E2E spec row ${Date.now().toString(36)}`;
  await signIn(page, adminEmail, "/admin/products?new=1");
  const form = page.getByRole("form", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("tab", { name: "Specifications" }).click();
  await form.getByRole("button", { name: "Add specification group" }).click();
  await form.getByRole("textbox", { name: "Group 1 name" }).fill("Power");
  await form.getByRole("button", { name: "Add specification to group 1" }).click();
  await form.getByRole("textbox", { name: "Specification 1 name" }).fill("Input voltage");
  await form.getByRole("button", { name: "Save" }).click();

  const detail = form.getByRole("textbox", { name: "Specification 1 detail" });
  await expect(detail).toBeFocused();
  await expect(detail).toHaveAttribute("aria-invalid", "true");
  await expect(detail).toHaveAccessibleDescription("A specification needs non-empty group name, spec name and detail");

  // An empty name is caught at the name, and nothing was stored either time.
  await detail.fill("12-24 V DC");
  await form.getByRole("textbox", { name: "Specification 1 name" }).fill(" ");
  await form.getByRole("button", { name: "Save" }).click();
  const specName = form.getByRole("textbox", { name: "Specification 1 name" });
  await expect(specName).toBeFocused();
  await expect(specName).toHaveAccessibleDescription("A specification needs non-empty group name, spec name and detail");
  expect(await db.selectFrom("products").select("id").where("name", "=", name).execute()).toEqual([]);

  await specName.fill("Input voltage");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product created successfully", { exact: true })).toBeVisible();
  const saved = await db.selectFrom("products").select("specification_groups").where("name", "=", name).executeTakeFirstOrThrow();
  expect(JSON.parse(saved.specification_groups as string)).toEqual([{ group_name: "Power", specifications: { "Input voltage": "12-24 V DC" } }]);
  await db.deleteFrom("products").where("name", "=", name).execute();
});
