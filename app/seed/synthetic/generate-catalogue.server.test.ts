import { expect, it } from "vitest";
import { createCategory } from "~/content/category/repository.server";
import { createDriver } from "~/content/driver/repository.server";
import { createProduct } from "~/content/product/repository.server";
import { createProductType } from "~/content/product-type/repository.server";
import { readContentVersion } from "~/content/shared/content-version.server";
import { createSubcategory } from "~/content/subcategory/repository.server";
import type { Db } from "~/db/connection.server";
import { searchContent } from "~/search/repository.server";
import type { Storage } from "~/storage/storage";
import { sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { PRODUCTS_MAX } from "~/content/driver/definition";
import { evenSpread, generateCatalogue } from "./generate-catalogue.server";

/** Eight categories like the demo's: some with subcategories and types, one template product each (names and model numbers from the prefixes). */
async function smallTaxonomy(db: Db, { prefix = "Line", model = "TPL" } = {}) {
  const categories = [];
  for (let c = 1; c <= 8; c++) {
    const category = await createCategory(db, { name: `${prefix} ${c}`, sort_order: c });
    categories.push(category);
    if (c % 2 === 0) continue;
    const sub = await createSubcategory(db, { name: `${prefix} ${c} Sub`, category_id: category.id });
    if (c === 1) await createProductType(db, { name: `${prefix} 1 Type`, subcategory_id: sub.id });
    await createProduct(db, {
      name: `Template ${c}`,
      model_number: `${model}${c}-100`,
      description: "A template product. It has a second sentence.",
      main_image: "uploads/shared.webp",
      features: ["Fanless"],
      specification_groups: [{ group_name: "Memory", specifications: { RAM: "8 GB" } }],
      category_id: category.id,
      subcategory_id: sub.id,
    });
  }
  return categories;
}

const noStorage = {} as Storage;

describeEachDatabase("synthetic catalogue", (getDb) => {
  it("tops the catalogue up to the target, spread over every category, searchable, with the content version bumped", async () => {
    const db = getDb();
    const categories = await smallTaxonomy(db);
    // A download of the first line's template: generated products of its subcategory serve it too.
    const template = await db.selectFrom("products").select(["id", "subcategory_id"]).where("model_number", "=", "TPL1-100").executeTakeFirstOrThrow();
    const download = await createDriver(db, { name: "Line 1 driver", version: "1.0", release_date: "2026-01-01", download_link: "https://files.example.com/l1.zip", product_ids: [template.id] });
    const versionBefore = await readContentVersion(db);

    const result = await generateCatalogue({ db, storage: noStorage }, 404);
    expect(result).toMatchObject({ before: 4, created: 400, total: 404 });

    const perCategory = await db
      .selectFrom("products")
      .select(["category_id", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("category_id")
      .execute();
    expect(perCategory).toHaveLength(8);
    for (const row of perCategory) expect(Number(row.count)).toBeGreaterThanOrEqual(50);
    expect(new Set(perCategory.map((row) => row.category_id))).toEqual(new Set(categories.map((c) => c.id)));

    const rows = await db.selectFrom("products").select(["name", "slug", "model_number", "main_image", "type_id", "specification_groups"]).execute();
    expect(new Set(rows.map((row) => row.name)).size).toBe(404);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(404);
    expect(new Set(rows.map((row) => row.model_number)).size).toBe(404);
    // Generated products share the templates' pictures and carry specifications.
    expect(rows.every((row) => row.main_image === "uploads/shared.webp")).toBe(true);
    expect(rows.some((row) => row.type_id !== null)).toBe(true);
    expect(rows.every((row) => JSON.parse(row.specification_groups).length >= 1)).toBe(true);

    expect(await readContentVersion(db)).toBeGreaterThan(versionBefore);
    if (dialectOf(db) === "postgres") {
      // The planner was told the new sizes inside the transaction, before the scores were read (seconds a batch at 100k
      // otherwise): every table it filled has been analyzed (-1 is "never"), whatever ran after the commit.
      const sizes = await sql<{ relname: string; reltuples: number }>`select relname, reltuples from pg_class where relname in ('driver_products', 'product_attribute_values', 'products') order by relname`.execute(db);
      expect(sizes.rows.map((row) => [row.relname, row.reltuples >= 0])).toEqual([["driver_products", true], ["product_attribute_values", true], ["products", true]]);
    }

    const generated = rows.find((row) => /^TPL\d-\d{7}[A-Z]$/.test(row.model_number ?? ""))!;
    const byModel = await searchContent(db, generated.model_number!.toLowerCase());
    expect(byModel.groups[0].hits[0].title).toBe(generated.name);
    const indexed = await db
      .selectFrom("search_index" as never)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("kind" as never, "=", "product" as never)
      .executeTakeFirstOrThrow();
    expect(Number((indexed as { count: number | string }).count)).toBe(404);

    const linked = await db.selectFrom("driver_products").innerJoin("products", "products.id", "driver_products.product_id").select(["products.subcategory_id", "driver_products.driver_id"]).execute();
    const inLine = await db.selectFrom("products").select((eb) => eb.fn.countAll<number | string>().as("count")).where("subcategory_id", "=", template.subcategory_id).executeTakeFirstOrThrow();
    expect(linked.length).toBe(Number(inLine.count));
    expect(linked.every((row) => row.subcategory_id === template.subcategory_id && row.driver_id === download.id)).toBe(true);

    // Running again with the same target adds nothing.
    expect(await generateCatalogue({ db, storage: noStorage }, 404)).toMatchObject({ created: 0, total: 404 });
  });
  it("links a download to at most as many products as its form allows, spread over its line", async () => {
    const db = getDb();
    await smallTaxonomy(db, { prefix: "Capped", model: "CAP" });
    const template = await db.selectFrom("products").select(["id", "category_id", "subcategory_id"]).where("model_number", "=", "CAP1-100").executeTakeFirstOrThrow();
    // The line's download already serves all but ten of the products it may.
    const t = new Date().toISOString();
    const lists = { product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]", featured: 0 };
    const rows = Array.from({ length: PRODUCTS_MAX - 11 }, (_, n) => ({ name: `Capped extra ${n}`, slug: "e", category_id: template.category_id, subcategory_id: template.subcategory_id, ...lists, created_at: t, updated_at: t }));
    const extra = await db.insertInto("products").values(rows).returning("id").execute();
    const download = await createDriver(db, { name: "Capped driver", version: "1.0", release_date: "2026-01-01", download_link: "https://files.example.com/c1.zip", product_ids: [template.id, ...extra.map((row) => row.id)] });
    const before = (await db.selectFrom("products").select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow()).id as number;

    const count = Number((await db.selectFrom("products").select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow()).count);
    await generateCatalogue({ db, storage: noStorage }, count + 400);
    const line = (await db.selectFrom("products").select("id").where("subcategory_id", "=", template.subcategory_id).where("id", ">", before).orderBy("id").execute()).map((row) => row.id);
    expect(line.length).toBeGreaterThan(10);
    const served = (await db.selectFrom("driver_products").select("product_id").where("driver_id", "=", download.id).where("product_id", ">", before).orderBy("product_id").execute()).map((row) => row.product_id);
    expect(served).toEqual(evenSpread(line, 10));
    expect(served[0]).toBe(line[0]);
    const total = await db.selectFrom("driver_products").select((eb) => eb.fn.countAll<number | string>().as("count")).where("driver_id", "=", download.id).executeTakeFirstOrThrow();
    expect(Number(total.count)).toBe(PRODUCTS_MAX);
  });

  it("spreads a pick evenly from the first item, and takes all when there is room", () => {
    expect(evenSpread([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5)).toEqual([1, 3, 5, 7, 9]);
    expect(evenSpread([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(evenSpread([1, 2, 3], 0)).toEqual([]);
    expect(evenSpread([1, 2, 3], -4)).toEqual([]);
  });
});
