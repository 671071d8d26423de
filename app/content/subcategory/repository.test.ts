import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { readContentVersion } from "../shared/content-version.server";
import { DeleteBlockedError } from "../shared/errors";
import {
  countSubcategories,
  createSubcategory,
  deleteSubcategory,
  getSubcategory,
  listSubcategories,
  updateSubcategory,
} from "./repository.server";

describeEachDatabase("subcategory repository", (getDb) => {
  it("creates, reads, updates and deletes a subcategory, bumping the content version each time", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Switches" });
    const before = await readContentVersion(db);
    const created = await createSubcategory(db, { name: " Managed ", description: "", category_id: String(category.id) });
    expect(created).toMatchObject({ name: "Managed", description: null, image: null, category_id: category.id });
    expect(await readContentVersion(db)).toBe(before + 1);

    expect(await getSubcategory(db, created.id)).toMatchObject({ name: "Managed" });

    const updated = await updateSubcategory(db, created.id, {
      name: "Managed switches",
      image: "/media/managed.webp",
      category_id: category.id,
    });
    expect(updated).toMatchObject({ name: "Managed switches", image: "/media/managed.webp" });
    expect(await readContentVersion(db)).toBe(before + 2);

    expect(await deleteSubcategory(db, created.id)).toBe(true);
    expect(await getSubcategory(db, created.id)).toBeUndefined();
    expect(await readContentVersion(db)).toBe(before + 3);
    expect(await updateSubcategory(db, created.id, { name: "Gone", category_id: category.id })).toBeUndefined();
  });

  it("lists by name with the category name, and counts", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Embedded Boards" });
    const start = await countSubcategories(db);
    await createSubcategory(db, { name: "Zeta boards", category_id: category.id });
    await createSubcategory(db, { name: "Alpha boards", category_id: category.id });
    const rows = (await listSubcategories(db)).filter((row) => row.category_id === category.id);
    expect(rows.map((row) => [row.name, row.category_name])).toEqual([
      ["Alpha boards", "Embedded Boards"],
      ["Zeta boards", "Embedded Boards"],
    ]);
    expect(await countSubcategories(db)).toBe(start + 2);
  });

  it("refuses a subcategory without a name or category, with the spec's messages", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Kiosks" });
    await expect(createSubcategory(db, { name: "  ", category_id: category.id })).rejects.toThrow("Name is required");
    await expect(createSubcategory(db, { name: "Outdoor", category_id: "" })).rejects.toThrow("Category is required");
    await expect(createSubcategory(db, { name: "Outdoor" } as never)).rejects.toThrow("Category is required");
    await expect(createSubcategory(db, { name: "Outdoor", category_id: 999_999 })).rejects.toThrow("Category not found");
  });

  it("moves its products along when it moves to another category", async () => {
    const db = getDb();
    const first = await createCategory(db, { name: "Rack PCs" });
    const second = await createCategory(db, { name: "Box PCs" });
    const sub = await createSubcategory(db, { name: "Fanless", category_id: first.id });
    const timestamp = new Date().toISOString();
    const product = await db
      .insertInto("products")
      .values({ ...emptyProduct("Fanless 1"), category_id: first.id, subcategory_id: sub.id, created_at: timestamp, updated_at: timestamp })
      .returning("id")
      .executeTakeFirstOrThrow();
    await updateSubcategory(db, sub.id, { name: "Fanless", category_id: second.id });
    const row = await db.selectFrom("products").select("category_id").where("id", "=", product.id).executeTakeFirstOrThrow();
    expect(row.category_id).toBe(second.id);
  });

  it("refuses to delete a subcategory that still has types or products, naming them", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Serial Converters" });
    const sub = await createSubcategory(db, { name: "USB to serial", category_id: category.id });
    const timestamp = new Date().toISOString();
    await db.insertInto("types").values({ name: "RS-485", subcategory_id: sub.id, created_at: timestamp, updated_at: timestamp }).execute();
    for (const name of ["U4", "U1", "U3", "U2"]) {
      await db
        .insertInto("products")
        .values({ ...emptyProduct(name), category_id: category.id, subcategory_id: sub.id, created_at: timestamp, updated_at: timestamp })
        .execute();
    }
    const before = await readContentVersion(db);
    const attempt = deleteSubcategory(db, sub.id);
    await expect(attempt).rejects.toBeInstanceOf(DeleteBlockedError);
    await expect(attempt).rejects.toThrow(
      "This subcategory still has 1 type (RS-485) and 4 products (U1, U2, U3, ...). Move or delete them first.",
    );
    expect(await getSubcategory(db, sub.id)).toBeDefined();
    expect(await readContentVersion(db)).toBe(before);
  });
});

function emptyProduct(name: string) {
  return {
    name,
    slug: name.toLowerCase(),
    product_images: "[]",
    features: "[]",
    product_benefits: "[]",
    specification_groups: "[]",
    applications: "[]",
    application_images: "[]",
    featured: 0,
  };
}
