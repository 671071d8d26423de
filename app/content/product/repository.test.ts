import { sql } from "kysely";
import { expect, it } from "vitest";
import { dialectOf } from "~/db/dialect";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { createProductType } from "../product-type/repository.server";
import { readContentVersion } from "../shared/content-version.server";
import { createSubcategory } from "../subcategory/repository.server";
import {
  countProducts,
  createProduct,
  deleteProduct,
  getProduct,
  featuredCards,
  listFeaturedProducts,
  listPopularProducts,
  listProducts,
  productCountsByTaxonomy,
  updateProduct,
} from "./repository.server";

/** A category with one subcategory holding one type, named after `label` so tests sharing a database stay apart. */
async function catalogue(db: Db, label: string) {
  const category = await createCategory(db, { name: `${label} category` });
  const subcategory = await createSubcategory(db, { name: `${label} sub`, category_id: category.id });
  const type = await createProductType(db, { name: `${label} type`, subcategory_id: subcategory.id });
  return { category, subcategory, type };
}

/** Inserts a product row as stored, bypassing validation, to test reads of older or foreign data. */
async function insertRaw(db: Db, values: Record<string, unknown>) {
  const timestamp = new Date().toISOString();
  const row = {
    name: "Raw",
    slug: "raw",
    product_images: "[]",
    features: "[]",
    product_benefits: "[]",
    specification_groups: "[]",
    applications: "[]",
    application_images: "[]",
    featured: 0,
    created_at: timestamp,
    updated_at: timestamp,
    ...values,
  };
  const { id } = await db.insertInto("products").values(row as never).returning("id").executeTakeFirstOrThrow();
  return id;
}

describeEachDatabase("product repository", (getDb) => {
  it("creates a product with every field, reads it back parsed, updates and deletes it", async () => {
    const db = getDb();
    const { category, subcategory, type } = await catalogue(db, "Panel");
    const before = await readContentVersion(db);
    const created = await createProduct(db, {
      name: "Panel PC 15.6\" Fanless",
      model_number: "PPC-156",
      description: "Rugged panel PC",
      industry: "Food",
      main_image: "ppc-156.webp",
      product_images: ["https://cdn.example.com/a.jpg", "/media/b.jpg"],
      features: ["IP65 front", "Fanless"],
      product_benefits: [{ name: "Durable", icon: "shield" }, { name: "Silent" }],
      specification_groups: [{ group_name: "Display", specifications: { Size: "15.6 in", Touch: "PCAP" } }],
      applications: ["Factory HMI"],
      application_images: ["hmi.jpg"],
      catalog_file: "ppc-156.pdf",
      youtube_link: "https://www.youtube.com/watch?v=abc",
      category_id: String(category.id),
      subcategory_id: subcategory.id,
      type_id: type.id,
      featured: "on",
    });
    expect(created).toMatchObject({
      name: "Panel PC 15.6\" Fanless",
      slug: "panel-pc-15-6-fanless",
      model_number: "PPC-156",
      product_images: ["https://cdn.example.com/a.jpg", "/media/b.jpg"],
      features: ["IP65 front", "Fanless"],
      product_benefits: [{ name: "Durable", icon: "shield" }, { name: "Silent" }],
      specification_groups: [{ group_name: "Display", specifications: { Size: "15.6 in", Touch: "PCAP" } }],
      applications: ["Factory HMI"],
      application_images: ["hmi.jpg"],
      catalog_file: "ppc-156.pdf",
      featured: true,
      category_id: category.id,
      category_name: "Panel category",
      subcategory_id: subcategory.id,
      subcategory_name: "Panel sub",
      type_id: type.id,
      type_name: "Panel type",
    });
    expect(await readContentVersion(db)).toBe(before + 1);
    expect(await getProduct(db, created.id)).toEqual(created);

    const updated = await updateProduct(db, created.id, { name: "Panel PC 21", category_id: category.id });
    expect(updated).toMatchObject({
      name: "Panel PC 21",
      slug: "panel-pc-21",
      features: [],
      product_benefits: [],
      featured: false,
      category_name: "Panel category",
      subcategory_id: null,
      type_name: null,
    });
    const stored = await db.selectFrom("products").select(["slug", "features"]).where("id", "=", created.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ slug: "panel-pc-21", features: "[]" });
    expect(await readContentVersion(db)).toBe(before + 2);

    expect(await deleteProduct(db, created.id)).toBe(true);
    expect(await getProduct(db, created.id)).toBeUndefined();
    expect(await readContentVersion(db)).toBe(before + 3);
    expect(await deleteProduct(db, created.id)).toBe(false);
    expect(await updateProduct(db, created.id, { name: "Gone" })).toBeUndefined();
  });

  it("refuses over-limit lists and a bad video link, storing nothing", async () => {
    const db = getDb();
    const count = await countProducts(db);
    await expect(
      createProduct(db, { name: "Too many", product_images: ["1.jpg", "2.jpg", "3.jpg", "4.jpg", "5.jpg", "6.jpg", "7.jpg"] }),
    ).rejects.toThrow("At most 6 product images");
    await expect(createProduct(db, { name: "Video", youtube_link: "youtube" })).rejects.toThrow("Please enter a valid URL");
    await expect(createProduct(db, { name: "" })).rejects.toThrow("Name is required");
    expect(await countProducts(db)).toBe(count);
  });

  it("accepts benefits and specification groups sent as JSON text", async () => {
    const db = getDb();
    const product = await createProduct(db, {
      name: "Serial server",
      product_benefits: '[{"name":"Isolated","icon":"zap"}]',
      specification_groups: '[{"group_name":"Ports","specifications":{"RS-485":"2"}}]',
    });
    expect(product.product_benefits).toEqual([{ name: "Isolated", icon: "zap" }]);
    expect(product.specification_groups).toEqual([{ group_name: "Ports", specifications: { "RS-485": "2" } }]);
  });

  it("checks that the type belongs to the subcategory and the subcategory to the category", async () => {
    const db = getDb();
    const a = await catalogue(db, "Chain A");
    const b = await catalogue(db, "Chain B");
    await expect(
      createProduct(db, { name: "Mixed", category_id: a.category.id, subcategory_id: b.subcategory.id }),
    ).rejects.toThrow("The subcategory does not belong to the chosen category");
    await expect(
      createProduct(db, { name: "Mixed", category_id: a.category.id, subcategory_id: a.subcategory.id, type_id: b.type.id }),
    ).rejects.toThrow("The type does not belong to the chosen subcategory");
    await expect(createProduct(db, { name: "Lost", type_id: 999_999 })).rejects.toThrow("Type not found");
    await expect(createProduct(db, { name: "Lost", category_id: 999_999 })).rejects.toThrow("Category not found");

    // Choosing only the type places the product under its subcategory and category too.
    const filled = await createProduct(db, { name: "Typed", type_id: b.type.id });
    expect(filled).toMatchObject({ category_id: b.category.id, subcategory_id: b.subcategory.id, type_id: b.type.id });
  });

  it("reads malformed stored lists as empty lists and keeps the valid items", async () => {
    const db = getDb();
    const id = await insertRaw(db, {
      name: "Legacy",
      product_benefits: "{not json",
      specification_groups: "not json at all",
      features: '{"a":1}',
      product_images: '["ok.jpg", 5, "", "javascript:alert(1)"]',
      applications: JSON.stringify(JSON.stringify(["Double encoded"])),
      application_images: "",
    });
    expect(await getProduct(db, id)).toMatchObject({
      product_benefits: [],
      specification_groups: [],
      features: [],
      product_images: ["ok.jpg"],
      applications: ["Double encoded"],
      application_images: [],
      featured: false,
    });

    const stringValues = await insertRaw(db, {
      name: "JSON strings",
      product_benefits: JSON.stringify(JSON.stringify([{ name: "Rugged", icon: "shield" }, { icon: "no name" }])),
      specification_groups: JSON.stringify([
        { group_name: "CPU", specifications: { Cores: 4, Model: "Atom" } },
        { group_name: "", specifications: {} },
        "junk",
      ]),
    });
    expect(await getProduct(db, stringValues)).toMatchObject({
      product_benefits: [{ name: "Rugged", icon: "shield" }],
      specification_groups: [{ group_name: "CPU", specifications: { Cores: "4", Model: "Atom" } }],
    });
  });

  it("lists product cards newest first, filtered in SQL by category, subcategory or type", async () => {
    const db = getDb();
    const { category, subcategory, type } = await catalogue(db, "Filter");
    const other = await createSubcategory(db, { name: "Filter other sub", category_id: category.id });
    const day = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
    const typed = await insertRaw(db, { name: "Typed", category_id: category.id, subcategory_id: subcategory.id, type_id: type.id, created_at: day(3) });
    const direct = await insertRaw(db, { name: "Direct", category_id: category.id, subcategory_id: subcategory.id, created_at: day(2) });
    const elsewhere = await insertRaw(db, { name: "Elsewhere", category_id: category.id, subcategory_id: other.id, created_at: day(2) });
    const top = await insertRaw(db, { name: "Top", category_id: category.id, created_at: day(1), description: "x".repeat(500) });

    const ids = async (filter: Parameters<typeof listProducts>[1]) => (await listProducts(db, filter)).map((card) => card.id);
    // Same created_at: the later id comes first.
    expect(await ids({ categoryId: category.id })).toEqual([typed, elsewhere, direct, top]);
    expect(await ids({ subcategoryId: subcategory.id })).toEqual([typed, direct]);
    expect(await ids({ typeId: type.id })).toEqual([typed]);
    expect(await ids({ subcategoryId: other.id })).toEqual([elsewhere]);

    const cards = await listProducts(db, { categoryId: category.id });
    expect(cards[0]).toEqual({
      id: typed,
      name: "Typed",
      slug: "raw",
      subtitle: null,
      model_number: null,
      main_image: null,
      lifecycle_status: "active",
      description: null,
      category_id: category.id,
      category_name: "Filter category",
      subcategory_id: subcategory.id,
      subcategory_name: "Filter sub",
      type_id: type.id,
      type_name: "Filter type",
    });
    expect(cards[3].description).toHaveLength(300);
    expect((await listProducts(db)).map((card) => card.id)).toEqual(expect.arrayContaining([typed, direct, elsewhere, top]));
  });

  it("lists featured and popular products newest first, with a limit", async () => {
    const db = getDb();
    const { category, subcategory } = await catalogue(db, "Home");
    const made: number[] = [];
    for (let i = 0; i < 8; i++) {
      made.push(
        await insertRaw(db, {
          name: `Home ${i}`,
          featured: i % 2,
          category_id: category.id,
          subcategory_id: subcategory.id,
          created_at: `2099-01-0${i + 1}T00:00:00.000Z`,
        }),
      );
    }
    const featured = await listFeaturedProducts(db);
    expect(featured.map((card) => card.name)).toEqual(["Home 7", "Home 5", "Home 3", "Home 1"]);
    expect(featured[0]).toMatchObject({ category_name: "Home category", subcategory_name: "Home sub" });
    expect((await listFeaturedProducts(db, 2)).map((card) => card.name)).toEqual(["Home 7", "Home 5"]);

    const popular = await listPopularProducts(db);
    expect(popular.map((card) => card.name)).toEqual(["Home 7", "Home 6", "Home 5", "Home 4", "Home 3", "Home 2"]);
    expect(popular[0].category_name).toBe("Home category");
  });

  it("reads the featured products from their own index, not by walking every product, also in a generic plan", async () => {
    const db = getDb();
    const query = featuredCards(db).limit(6).compile();
    const lines = (rows: Array<Record<string, string>>) => rows.map((row) => Object.values(row).join(" ")).join("\n");
    if (dialectOf(db) === "sqlite") {
      const { rows } = await db.executeQuery<Record<string, string>>({ ...query, sql: `explain query plan ${query.sql}` });
      expect(lines(rows)).toContain("products_featured");
      return;
    }
    const plans = await db.connection().execute(async (connection) => {
      // Sequential scans off, so the plan shows whether the index can serve the query at all (a test database is small).
      await sql`set enable_seqscan = off`.execute(connection);
      const custom = await connection.executeQuery<Record<string, string>>({ ...query, sql: `explain ${query.sql}` });
      // A prepared statement's generic plan knows no parameter's value: only a literal test of
      // `featured` lets it use the partial index.
      await sql.raw(`prepare featured_cards as ${query.sql}`).execute(connection);
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      const generic = await sql<Record<string, string>>`explain execute featured_cards(${sql.join(query.parameters.map((value) => sql.lit(value)))})`.execute(connection);
      await sql`deallocate featured_cards`.execute(connection);
      await sql`reset plan_cache_mode`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
      return [lines(custom.rows), lines(generic.rows)];
    });
    for (const plan of plans) expect(plan).toContain("products_featured");
  });

  it("counts products per category, subcategory and type", async () => {
    const db = getDb();
    const { category, subcategory, type } = await catalogue(db, "Count");
    await createProduct(db, { name: "C1", type_id: type.id });
    await createProduct(db, { name: "C2", type_id: type.id });
    await createProduct(db, { name: "C3", subcategory_id: subcategory.id });
    await createProduct(db, { name: "C4", category_id: category.id });
    const counts = await productCountsByTaxonomy(db);
    expect(counts.categories[category.id]).toBe(4);
    expect(counts.subcategories[subcategory.id]).toBe(3);
    expect(counts.types[type.id]).toBe(2);
    expect(counts.total).toBe(await countProducts(db));
  });
});
