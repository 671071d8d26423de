import type { CompiledQuery } from "kysely";
import { expect, it } from "vitest";
import { dialectOf } from "~/db/dialect";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createAttribute, deleteAttribute } from "../attribute/repository.server";
import { saveProductAttributes } from "../attribute/values.server";
import { createCategory } from "../category/repository.server";
import { createDriver, deleteDriver } from "../driver/repository.server";
import { createMediaFile } from "../media-file/repository.server";
import { createProductType, updateProductType } from "../product-type/repository.server";
import { readSettingValue, writeSettingValue } from "../site-settings/repository.server";
import { createSubcategory } from "../subcategory/repository.server";
import { criteriaSignature, missingFrom } from "./completeness";
import { keepCompletenessScored, readCompletenessFacts } from "./completeness.server";
import { createProduct, deleteProduct, setProductSuccessor, updateProduct } from "./repository.server";

const longText = "A rugged fanless panel computer. ".repeat(10);

async function place(db: Db, label: string) {
  const category = await createCategory(db, { name: `${label} line` });
  const subcategory = await createSubcategory(db, { name: `${label} sub`, category_id: category.id });
  const type = await createProductType(db, { name: `${label} type`, subcategory_id: subcategory.id });
  const ports = await createAttribute(db, { name: "Ports", kind: "number", unit: "ports", options: [], category_id: category.id });
  return { category, subcategory, type, ports };
}

/** Every criterion met: images, a long description, features, specifications, a catalogue; attributes filled by the caller. */
const full = (where: { category_id: number; subcategory_id: number; type_id: number }) => ({
  name: "Complete panel PC",
  description: longText,
  main_image: "/media/images/2026/01/aaaaaaaaaaaaaaaaaaaa.webp",
  product_images: ["/media/images/2026/01/a1.webp", "/media/images/2026/01/a2.webp", "/media/images/2026/01/a3.webp"],
  features: ["Fanless"],
  specification_groups: [{ group_name: "Processor", specifications: { CPU: "Celeron" } }],
  catalog_file: "/media/catalogues/2026/01/bbbbbbbbbbbbbbbbbbbb.pdf",
  ...where,
});

const scoreOf = async (db: Db, id: number) => (await db.selectFrom("products").select("completeness").where("id", "=", id).executeTakeFirstOrThrow()).completeness;

describeEachDatabase("stored product completeness", (getDb) => {
  it("stores each product's score as it is saved, from its own gaps", async () => {
    const db = getDb();
    const { category, subcategory, type, ports } = await place(db, "Scores");
    const where = { category_id: category.id, subcategory_id: subcategory.id, type_id: type.id };
    const complete = await createProduct(db, full(where));
    // Saved before its attribute value: 7 of 8 criteria.
    expect(await scoreOf(db, complete.id)).toBe(88);
    await saveProductAttributes(db, complete, new Map([[ports.id, "8"]]));
    expect(await scoreOf(db, complete.id)).toBe(100);

    const sparse = await createProduct(db, { name: "Sparse", description: "Short.", product_images: ["/media/images/2026/01/x.webp"], ...where });
    // Met: none of main image, gallery, description, features, specifications, attributes, catalogue; lifecycle (Active) only.
    expect(await scoreOf(db, sparse.id)).toBe(13);
    const facts = (await readCompletenessFacts(db, [sparse.id])).get(sparse.id)!;
    expect(missingFrom(facts).map((gap) => gap.text)).toEqual([
      "No main image",
      "Only 1 gallery image",
      "Description of only 6 characters",
      "No features",
      "No specifications",
      "1 of 1 attribute empty",
      "No catalogue file or manual download",
    ]);

    await updateProduct(db, sparse.id, { ...full(where), name: "Sparse" });
    expect(await scoreOf(db, sparse.id)).toBe(88);
  });

  it("rescores a category's products when an attribute is added to it or deleted, and a type's when it moves", async () => {
    const db = getDb();
    const { category, subcategory, type, ports } = await place(db, "Attributes");
    const where = { category_id: category.id, subcategory_id: subcategory.id, type_id: type.id };
    const product = await createProduct(db, full(where));
    await saveProductAttributes(db, product, new Map([[ports.id, "8"]]));
    expect(await scoreOf(db, product.id)).toBe(100);

    const poe = await createAttribute(db, { name: "PoE", kind: "boolean", options: [], type_id: type.id });
    expect(await scoreOf(db, product.id)).toBe(88);
    await deleteAttribute(db, poe.id);
    expect(await scoreOf(db, product.id)).toBe(100);

    // The type moves to a category without attributes: the Ports value no longer applies, nor does the criterion.
    const other = await createCategory(db, { name: "Attributes other line" });
    const otherSub = await createSubcategory(db, { name: "Attributes other sub", category_id: other.id });
    await createAttribute(db, { name: "Slots", kind: "number", unit: "slots", options: [], category_id: other.id });
    await updateProductType(db, type.id, { name: type.name, subcategory_id: otherSub.id });
    expect(await scoreOf(db, product.id)).toBe(88);
  });

  it("counts a manual download serving the product as its datasheet, and a successor until it is deleted", async () => {
    const db = getDb();
    const { category, subcategory, type, ports } = await place(db, "Links");
    const where = { category_id: category.id, subcategory_id: subcategory.id, type_id: type.id };
    const product = await createProduct(db, { ...full(where), catalog_file: null });
    await saveProductAttributes(db, product, new Map([[ports.id, "4"]]));
    expect(await scoreOf(db, product.id)).toBe(88);
    const manual = await createDriver(db, { name: "User manual", kind: "manual", version: "1.0", release_date: "2026-01-01", download_link: "https://example.com/manual.pdf", product_ids: [product.id] });
    expect(await scoreOf(db, product.id)).toBe(100);
    await deleteDriver(db, manual.id);
    expect(await scoreOf(db, product.id)).toBe(88);

    const successor = await createProduct(db, { ...full(where), name: "Successor" });
    const old = await createProduct(db, { ...full(where), name: "Old", lifecycle_status: "discontinued" });
    await saveProductAttributes(db, old, new Map([[ports.id, "4"]]));
    expect(await scoreOf(db, old.id)).toBe(88);
    await setProductSuccessor(db, old.id, successor.id);
    expect(await scoreOf(db, old.id)).toBe(100);
    await deleteProduct(db, successor.id);
    expect(await scoreOf(db, old.id)).toBe(88);
  });

  it("at start scores products stored without a score, and every product when the criteria changed", async () => {
    const db = getDb();
    const { category, subcategory, type } = await place(db, "Start");
    const product = await createProduct(db, { ...full({ category_id: category.id, subcategory_id: subcategory.id, type_id: type.id }), name: "Unscored" });
    await db.updateTable("products").set({ completeness: null }).execute();
    const first = await keepCompletenessScored(db);
    expect(first.all).toBe(false);
    expect(first.scored).toBeGreaterThanOrEqual(1);
    expect(await scoreOf(db, product.id)).toBe(88);
    expect(await readSettingValue(db, "completeness-criteria")).toBe(JSON.stringify("main-image,gallery,alt-text,description,features,specifications,attributes,catalogue,lifecycle"));
    expect((await db.selectFrom("products").select("id").where("completeness", "is", null).execute()).length).toBe(0);

    // Nothing to do the next time.
    expect(await keepCompletenessScored(db)).toEqual({ scored: 0, all: false });
    // Scores made under another list are all made again, stale ones corrected.
    await writeSettingValue(db, "completeness-criteria", JSON.stringify("main-image"));
    await db.updateTable("products").set({ completeness: 5 }).where("id", "=", product.id).execute();
    const again = await keepCompletenessScored(db);
    expect(again.all).toBe(true);
    expect(await scoreOf(db, product.id)).toBe(88);
  });

  it("counts the library images a product shows without alt text, each once, for several products at a time", async () => {
    const db = getDb();
    const { category, subcategory, type, ports } = await place(db, "Alt text");
    const where = { category_id: category.id, subcategory_id: subcategory.id, type_id: type.id };
    const image = async (name: string, alt: string | null) =>
      `/media/${(await createMediaFile(db, { key: `images/at/${name}.webp`, kind: "image", mime: "image/webp", size: 100, original_name: `${name}.webp`, alt_text: alt, variants: [] })).key}`;
    const front = await image("front", "Front of the panel PC");
    const side = await image("side", null);
    const back = await image("back", null);
    const plant = await image("plant", null);
    const sheet = `/media/${(await createMediaFile(db, { key: "catalogues/at/sheet.pdf", kind: "catalogue", mime: "application/pdf", size: 100, original_name: "sheet.pdf", variants: [] })).key}`;

    // Main, gallery and application images; the side view twice; an image from elsewhere and a /media/ address the library lacks are not its files.
    const lacking = await createProduct(db, {
      ...full(where),
      name: "Undescribed panel PC",
      main_image: front,
      product_images: [side, back, side, "https://cdn.example.com/elsewhere.jpg", "/media/images/at/not-in-library.webp"],
      application_images: [plant],
      catalog_file: sheet,
    });
    const described = await createProduct(db, { ...full(where), name: "Described panel PC", main_image: front, product_images: [front, front, front] });
    // Only an application image lacks alt text: the gap is fixed from the Applications tab.
    const applications = await createProduct(db, { ...full(where), name: "Panel PC in a plant", main_image: front, product_images: [front, front, front], application_images: [plant] });
    const outside = await createProduct(db, { ...full(where), name: "Panel PC shown from elsewhere" });
    const none = await createProduct(db, { name: "Panel PC without images", ...where });
    for (const product of [lacking, described, outside, applications]) await saveProductAttributes(db, product, new Map([[ports.id, "8"]]));

    const facts = await readCompletenessFacts(db, [lacking.id, described.id, outside.id, none.id, applications.id]);
    expect([facts.get(lacking.id)!.libraryImages, facts.get(lacking.id)!.imagesWithoutAltText]).toEqual([4, 3]);
    expect(missingFrom(facts.get(lacking.id)!)).toEqual([{ id: "alt-text", text: "3 images without alt text", tab: "media" }]);
    // 8 of 9 criteria.
    expect(await scoreOf(db, lacking.id)).toBe(89);
    expect([facts.get(described.id)!.libraryImages, facts.get(described.id)!.imagesWithoutAltText]).toEqual([1, 0]);
    expect(await scoreOf(db, described.id)).toBe(100);
    expect(missingFrom(facts.get(applications.id)!)).toEqual([{ id: "alt-text", text: "1 image without alt text", tab: "applications" }]);
    // No library image: the criterion does not apply.
    expect(facts.get(outside.id)!.libraryImages).toBe(0);
    expect(await scoreOf(db, outside.id)).toBe(100);
    expect(missingFrom(facts.get(none.id)!).map((gap) => gap.id)).not.toContain("alt-text");

    // A product saved without the images drops the criterion.
    await updateProduct(db, lacking.id, { ...full(where), name: "Undescribed panel PC" });
    expect(await scoreOf(db, lacking.id)).toBe(100);
  });

  it("rescores every product at start after alt text joined the criteria", async () => {
    const db = getDb();
    const { category, subcategory, type, ports } = await place(db, "New criterion");
    const bare = await createMediaFile(db, { key: "images/nc/bare.webp", kind: "image", mime: "image/webp", size: 100, original_name: "bare.webp", variants: [] });
    const product = await createProduct(db, { ...full({ category_id: category.id, subcategory_id: subcategory.id, type_id: type.id }), name: "Scored before", main_image: `/media/${bare.key}` });
    await saveProductAttributes(db, product, new Map([[ports.id, "8"]]));
    expect(await scoreOf(db, product.id)).toBe(89);
    // As stored before: the list without alt text, and its score under it (8 of 8).
    await writeSettingValue(db, "completeness-criteria", JSON.stringify("main-image,gallery,description,features,specifications,attributes,catalogue,lifecycle"));
    await db.updateTable("products").set({ completeness: 100 }).where("id", "=", product.id).execute();
    const start = await keepCompletenessScored(db);
    expect(start.all).toBe(true);
    expect(await scoreOf(db, product.id)).toBe(89);
    expect(await readSettingValue(db, "completeness-criteria")).toBe(JSON.stringify(criteriaSignature()));
  });

  it("sorts the admin list by score, lists the least complete and averages per category from indexes alone on SQLite", async () => {
    const db = getDb();
    if (dialectOf(db) !== "sqlite") return;
    const plan = async (query: { compile: () => CompiledQuery }) => {
      const { sql: text, parameters } = query.compile();
      const rows = await db.executeQuery<{ detail: string }>({ ...query.compile(), sql: `explain query plan ${text}`, parameters });
      return rows.rows.map((row) => row.detail).join("\n");
    };
    // The page's ids as pageAdminProducts asks for them, all products and one category's.
    const ids = db.selectFrom("products").select("products.id");
    const all = await plan(ids.orderBy("products.completeness").orderBy("products.id").limit(25).offset(50));
    expect(all).toContain("USING COVERING INDEX products_by_completeness");
    expect(all).not.toContain("TEMP B-TREE");
    const category = await plan(ids.where("products.category_id", "=", 1).orderBy("products.completeness").orderBy("products.id").limit(25));
    expect(category).toContain("USING COVERING INDEX products_category_by_completeness");
    expect(category).not.toContain("TEMP B-TREE");
    const averages = await plan(db.selectFrom("products").select(["category_id", (eb) => eb.fn.avg("completeness").as("average")]).where("completeness", "is not", null).groupBy("category_id"));
    expect(averages).toContain("USING COVERING INDEX products_category_by_completeness");
  });
});
