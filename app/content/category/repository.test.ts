import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { DeleteBlockedError } from "../shared/errors";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "./repository.server";

describeEachDatabase("category repository", (getDb) => {
  it("creates, reads, updates and deletes a category", async () => {
    const db = getDb();
    const created = await createCategory(db, { name: "  Panel PCs ", small_content: "Rugged", sort_order: 2 });
    expect(created).toMatchObject({ name: "Panel PCs", small_content: "Rugged", sort_order: 2, description: null });

    expect(await getCategory(db, created.id)).toMatchObject({ name: "Panel PCs" });

    const updated = await updateCategory(db, created.id, { name: "Industrial Panel PCs", sort_order: 1 });
    expect(updated).toMatchObject({ name: "Industrial Panel PCs", small_content: null, sort_order: 1 });

    expect(await deleteCategory(db, created.id)).toBe(true);
    expect(await getCategory(db, created.id)).toBeUndefined();
  });

  it("lists by sort order, then name", async () => {
    const db = getDb();
    await createCategory(db, { name: "Zeta", sort_order: 0 });
    await createCategory(db, { name: "Alpha", sort_order: 5 });
    await createCategory(db, { name: "Beta", sort_order: 0 });
    const names = (await listCategories(db)).map((c) => c.name);
    expect(names.indexOf("Beta")).toBeLessThan(names.indexOf("Zeta"));
    expect(names.indexOf("Zeta")).toBeLessThan(names.indexOf("Alpha"));
  });

  it("refuses a category without a name", async () => {
    await expect(createCategory(getDb(), { name: "   " })).rejects.toThrow("Name is required");
  });

  it("refuses to delete a category that still has subcategories, naming them", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Switches" });
    const timestamp = new Date().toISOString();
    await db
      .insertInto("subcategories")
      .values({ name: "Managed", category_id: category.id, created_at: timestamp, updated_at: timestamp })
      .execute();
    const attempt = deleteCategory(db, category.id);
    await expect(attempt).rejects.toBeInstanceOf(DeleteBlockedError);
    await expect(deleteCategory(db, category.id)).rejects.toThrow("This category still has 1 subcategory (Managed)");
    expect(await getCategory(db, category.id)).toBeDefined();
  });
});
