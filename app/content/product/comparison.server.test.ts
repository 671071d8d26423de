import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createAttribute } from "../attribute/repository.server";
import { saveProductAttributes } from "../attribute/values.server";
import { createCategory } from "../category/repository.server";
import { createProductType } from "../product-type/repository.server";
import { createSubcategory } from "../subcategory/repository.server";
import { differencesOnly } from "./comparison";
import { isComparable, loadComparison } from "./comparison.server";
import { createProduct, deleteProduct } from "./repository.server";

describeEachDatabase("product comparison", (getDb) => {
  it("shows the products asked for, in that order, with key attributes and specification rows lined up", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Compared panels" });
    const subcategory = await createSubcategory(db, { name: "Compared fanless", category_id: category.id });
    const type = await createProductType(db, { name: "Compared Atom", subcategory_id: subcategory.id });
    const temperature = await createAttribute(db, { name: "Max. temperature", kind: "number", unit: "°C", options: [], category_id: category.id, sort_order: 1 });
    const touch = await createAttribute(db, { name: "Touch", kind: "enum", options: ["Resistive", "Projected capacitive"], category_id: category.id, sort_order: 2 });
    const fanless = await createAttribute(db, { name: "Fanless", kind: "boolean", options: [], type_id: type.id });
    const place = { category_id: category.id, subcategory_id: subcategory.id };
    const first = await createProduct(db, {
      name: "Compared panel A",
      model_number: "CMP-A",
      ...place,
      type_id: type.id,
      lifecycle_status: "new",
      specification_groups: [
        { group_name: "Memory", specifications: { RAM: "8 GB DDR4", Storage: "128 GB SSD" } },
        { group_name: "Power", specifications: { Input: "9-36 V DC" } },
      ],
    });
    const second = await createProduct(db, {
      name: "Compared panel B",
      ...place,
      lifecycle_status: "eol",
      last_order_date: "2027-03-31",
      specification_groups: [{ group_name: "memory", specifications: { storage: "256 GB SSD", RAM: "8 GB  ddr4" } }],
    });
    await saveProductAttributes(db, first, new Map([[temperature.id, "70 °C"], [touch.id, "Resistive"], [fanless.id, "yes"]]));
    await saveProductAttributes(db, second, new Map([[temperature.id, "158 °F"], [touch.id, "Projected capacitive"]]));

    const { products, sections } = await loadComparison(db, [second.id, 999_999, first.id]);
    expect(products.map(({ id, name, model_number, lifecycle_status }) => ({ id, name, model_number, lifecycle_status }))).toEqual([
      { id: second.id, name: "Compared panel B", model_number: null, lifecycle_status: "eol" },
      { id: first.id, name: "Compared panel A", model_number: "CMP-A", lifecycle_status: "new" },
    ]);
    expect(sections).toEqual([
      {
        heading: "Key attributes",
        rows: [
          { label: "Max. temperature", cells: ["158 °F", "70 °C"], differs: false },
          { label: "Touch", cells: ["Projected capacitive", "Resistive"], differs: true },
          { label: "Fanless", cells: [null, "Yes"], differs: true },
        ],
      },
      {
        heading: "memory",
        rows: [
          { label: "storage", cells: ["256 GB SSD", "128 GB SSD"], differs: true },
          { label: "RAM", cells: ["8 GB  ddr4", "8 GB DDR4"], differs: false },
        ],
      },
      { heading: "Power", rows: [{ label: "Input", cells: [null, "9-36 V DC"], differs: true }] },
    ]);
    expect(differencesOnly(sections).flatMap((section) => section.rows.map((row) => row.label))).toEqual(["Touch", "Fanless", "storage", "Input"]);
  });

  it("leaves out products that no longer exist, and takes only existing products into the tray", async () => {
    const db = getDb();
    const gone = await createProduct(db, { name: "Compared and deleted" });
    expect(await isComparable(db, gone.id)).toBe(true);
    await deleteProduct(db, gone.id);
    expect(await isComparable(db, gone.id)).toBe(false);
    expect(await loadComparison(db, [gone.id])).toEqual({ products: [], sections: [] });
    expect(await loadComparison(db, [])).toEqual({ products: [], sections: [] });
  });
});
