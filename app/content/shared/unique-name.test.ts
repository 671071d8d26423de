import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory, updateCategory } from "../category/repository.server";
import { createProductType, updateProductType } from "../product-type/repository.server";
import { createProduct, updateProduct } from "../product/repository.server";
import { createSubcategory, updateSubcategory } from "../subcategory/repository.server";
import { RuleViolationError } from "./errors";

// Issue 12, item 15: names are unique within their parent, compared without letter case.
describeEachDatabase("unique names within a parent", (getDb) => {
  it("refuses a category name another category has, in any letter case, on create and rename", async () => {
    const db = getDb();
    const first = await createCategory(db, { name: "Unique Panel PCs" });
    await expect(createCategory(db, { name: " unique PANEL pcs " })).rejects.toThrow('A category named "unique PANEL pcs" already exists.');
    const other = await createCategory(db, { name: "Unique Box PCs" });
    await expect(updateCategory(db, other.id, { name: "UNIQUE PANEL PCS" })).rejects.toMatchObject({ field: "name" });
    expect(await updateCategory(db, first.id, { name: "unique panel PCs" })).toMatchObject({ name: "unique panel PCs" });
  });

  it("refuses a subcategory or type name only within the same category or subcategory", async () => {
    const db = getDb();
    const a = await createCategory(db, { name: "Unique Switches" });
    const b = await createCategory(db, { name: "Unique Routers" });
    const managed = await createSubcategory(db, { name: "Managed", category_id: a.id });
    await expect(createSubcategory(db, { name: "MANAGED", category_id: a.id })).rejects.toThrow('A subcategory named "MANAGED" already exists in this category.');
    const elsewhere = await createSubcategory(db, { name: "managed", category_id: b.id });
    await expect(updateSubcategory(db, elsewhere.id, { name: "managed", category_id: a.id })).rejects.toBeInstanceOf(RuleViolationError);

    const type = await createProductType(db, { name: "8 Port", subcategory_id: managed.id });
    await expect(createProductType(db, { name: "8 port", subcategory_id: managed.id })).rejects.toThrow('A type named "8 port" already exists in this subcategory.');
    expect(await createProductType(db, { name: "8 Port", subcategory_id: elsewhere.id })).toMatchObject({ name: "8 Port" });
    expect(await updateProductType(db, type.id, { name: "8 PORT", subcategory_id: managed.id })).toMatchObject({ name: "8 PORT" });
  });

  it("refuses a product name another product in the same category, subcategory and type has", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Unique Trackers" });
    const sub = await createSubcategory(db, { name: "Vehicle", category_id: category.id });
    const first = await createProduct(db, { name: "GT-100 Tracker", category_id: category.id, subcategory_id: sub.id });
    await expect(createProduct(db, { name: "gt-100 TRACKER", category_id: category.id, subcategory_id: sub.id })).rejects.toThrow(
      'A product named "gt-100 TRACKER" already exists in the same category, subcategory and type.',
    );
    // Elsewhere in the catalogue the name is free; moving it next to the first is refused.
    const other = await createProduct(db, { name: "GT-100 Tracker", category_id: category.id });
    await expect(updateProduct(db, other.id, { name: "GT-100 Tracker", category_id: category.id, subcategory_id: sub.id })).rejects.toMatchObject({
      field: "name",
    });
    expect(await updateProduct(db, first.id, { name: "GT-100 tracker", category_id: category.id, subcategory_id: sub.id })).toMatchObject({
      name: "GT-100 tracker",
    });
  });
});
