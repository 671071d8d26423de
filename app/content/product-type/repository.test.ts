import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { readContentVersion } from "../shared/content-version.server";
import { DeleteBlockedError } from "../shared/errors";
import { createSubcategory } from "../subcategory/repository.server";
import {
  countProductTypes,
  createProductType,
  deleteProductType,
  getProductType,
  listProductTypes,
  updateProductType,
} from "./repository.server";

describeEachDatabase("product type repository", (getDb) => {
  async function taxonomy(categoryName: string, subcategoryName: string) {
    const db = getDb();
    const category = await createCategory(db, { name: categoryName });
    const subcategory = await createSubcategory(db, { name: subcategoryName, category_id: category.id });
    return { category, subcategory };
  }

  it("creates, reads, updates and deletes a type, bumping the content version each time", async () => {
    const db = getDb();
    const { subcategory } = await taxonomy("Panel PCs", "Stainless");
    const before = await readContentVersion(db);
    const created = await createProductType(db, { name: " IP69K ", description: "Washdown", subcategory_id: String(subcategory.id) });
    expect(created).toMatchObject({ name: "IP69K", description: "Washdown", image: null, subcategory_id: subcategory.id });
    expect(await getProductType(db, created.id)).toMatchObject({ name: "IP69K" });

    const updated = await updateProductType(db, created.id, { name: "IP69K washdown", subcategory_id: subcategory.id });
    expect(updated).toMatchObject({ name: "IP69K washdown", description: null });

    expect(await deleteProductType(db, created.id)).toBe(true);
    expect(await getProductType(db, created.id)).toBeUndefined();
    expect(await readContentVersion(db)).toBe(before + 3);
  });

  it("lists by name with subcategory and category names, and counts", async () => {
    const db = getDb();
    const { category, subcategory } = await taxonomy("Motherboards", "Mini-ITX");
    const start = await countProductTypes(db);
    await createProductType(db, { name: "Thin", subcategory_id: subcategory.id });
    await createProductType(db, { name: "Dual LAN", subcategory_id: subcategory.id });
    const rows = (await listProductTypes(db)).filter((row) => row.subcategory_id === subcategory.id);
    expect(rows.map((row) => [row.name, row.subcategory_name, row.category_id, row.category_name])).toEqual([
      ["Dual LAN", "Mini-ITX", category.id, "Motherboards"],
      ["Thin", "Mini-ITX", category.id, "Motherboards"],
    ]);
    expect(await countProductTypes(db)).toBe(start + 2);
  });

  it("refuses a type without a name or subcategory, with the spec's messages", async () => {
    const db = getDb();
    const { subcategory } = await taxonomy("GPS", "Vehicle");
    await expect(createProductType(db, { name: "", subcategory_id: subcategory.id })).rejects.toThrow("Name is required");
    await expect(createProductType(db, { name: "4G", subcategory_id: "" })).rejects.toThrow("Subcategory is required");
    await expect(createProductType(db, { name: "4G", subcategory_id: 999_999 })).rejects.toThrow("Subcategory not found");
  });

  it("moves its products along when it moves to another subcategory", async () => {
    const db = getDb();
    const from = await taxonomy("Kiosks A", "Indoor");
    const to = await taxonomy("Kiosks B", "Outdoor");
    const type = await createProductType(db, { name: "Totem", subcategory_id: from.subcategory.id });
    const timestamp = new Date().toISOString();
    const product = await db
      .insertInto("products")
      .values({
        name: "Totem 55",
        slug: "totem-55",
        category_id: from.category.id,
        subcategory_id: from.subcategory.id,
        type_id: type.id,
        created_at: timestamp,
        updated_at: timestamp,
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    await updateProductType(db, type.id, { name: "Totem", subcategory_id: to.subcategory.id });
    const row = await db
      .selectFrom("products")
      .select(["category_id", "subcategory_id", "type_id"])
      .where("id", "=", product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ category_id: to.category.id, subcategory_id: to.subcategory.id, type_id: type.id });
  });

  it("refuses to delete a type that still has products, naming them", async () => {
    const db = getDb();
    const { category, subcategory } = await taxonomy("Trackers", "Asset");
    const type = await createProductType(db, { name: "Battery", subcategory_id: subcategory.id });
    const timestamp = new Date().toISOString();
    await db
      .insertInto("products")
      .values({
        name: "AT-1",
        slug: "at-1",
        category_id: category.id,
        subcategory_id: subcategory.id,
        type_id: type.id,
        created_at: timestamp,
        updated_at: timestamp,
      } as never)
      .execute();
    const attempt = deleteProductType(db, type.id);
    await expect(attempt).rejects.toBeInstanceOf(DeleteBlockedError);
    await expect(attempt).rejects.toThrow("This type still has 1 product (AT-1). Move or delete them first.");
    expect(await getProductType(db, type.id)).toBeDefined();
  });
});
