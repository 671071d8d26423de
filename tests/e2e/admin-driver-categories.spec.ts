import { createDriver, deleteDriver } from "~/content/driver/repository.server";
import { deleteToTrash, expectToast, leaveWithoutSaving } from "./admin-content-helpers";
import { expect, signIn, test } from "./admin-session";

// Issue 12, item 12: driver categories can be renamed and deleted, and a name is never used twice.

test("a driver category is refused a second time, renamed, refused deletion while a driver uses it, then deleted", async ({ page, db, adminEmail }) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  const name = `E2E Edge Modules ${tag}`;
  const categoryRows = () => db.selectFrom("driver_categories").select(["id", "name"]).where("name", "like", `%${tag}%`).execute();
  await signIn(page, adminEmail, "/admin/drivers");

  await page.getByRole("link", { name: "Add Category" }).click();
  let form = page.getByRole("form", { name: "Add Category" });
  await form.getByLabel("Category Name").fill(name);
  await form.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Driver category created successfully");
  const table = page.getByRole("table", { name: "Driver Categories" });
  await expect(table.getByRole("cell", { name, exact: true })).toBeVisible();

  // The same name again, in other letter case and with spaces, is refused at the field.
  await page.getByRole("link", { name: "Add Category" }).click();
  form = page.getByRole("form", { name: "Add Category" });
  await form.getByLabel("Category Name").fill(`  ${name.toUpperCase()} `);
  await form.getByRole("button", { name: "Create Category" }).click();
  const refusal = `A driver category named "${name.toUpperCase()}" already exists.`;
  await expectToast(page, "Error creating driver category", refusal);
  await expect(form.getByLabel("Category Name")).toHaveAccessibleDescription(refusal);
  expect(await categoryRows()).toHaveLength(1);
  // The refused name is still unsaved in the form, so Cancel asks first.
  await form.getByRole("link", { name: "Cancel" }).click();
  await leaveWithoutSaving(page);

  // Renamed.
  await table.getByRole("link", { name: `Edit driver category ${name}` }).click();
  form = page.getByRole("form", { name: "Edit Category" });
  await expect(form.getByLabel("Category Name")).toHaveValue(name);
  await form.getByLabel("Category Name").fill(`${name} Renamed`);
  await form.getByRole("button", { name: "Update Category" }).click();
  await expectToast(page, "Driver category updated successfully");
  await expect(table.getByRole("cell", { name: `${name} Renamed`, exact: true })).toBeVisible();
  const [category] = await categoryRows();
  expect(category.name).toBe(`${name} Renamed`);

  // Not deleted while a download belongs to it; the message says why and how many.
  const driver = await createDriver(db, {
    name: `E2E Driver ${tag}`,
    version: "1.0",
    release_date: "2026-01-01",
    driver_category_id: category.id,
    download_link: `https://media.example.com/drivers/${tag}.zip`,
  });
  await page.reload();
  await deleteToTrash(page, `driver category ${name} Renamed`, `${name} Renamed`, table);
  await expectToast(page, "Error deleting driver category", `This driver category cannot be deleted: 1 download uses it (E2E Driver ${tag} 1.0). Move them to another category or delete them first.`);
  expect(await categoryRows()).toHaveLength(1);

  await deleteDriver(db, driver.id);
  await page.reload();
  await deleteToTrash(page, `driver category ${name} Renamed`, `${name} Renamed`, table);
  await expectToast(page, "Driver category deleted successfully");
  await expect(table.getByRole("cell", { name: `${name} Renamed`, exact: true })).toHaveCount(0);
  expect(await categoryRows()).toHaveLength(0);
});
