import { type CompiledQuery, sql } from "kysely";
import { expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { createProductType } from "../product-type/repository.server";
import { createSubcategory } from "../subcategory/repository.server";
import { bumpContentVersion, notifyLocalContentWrite } from "../shared/content-version.server";
import { isLive } from "../shared/publishing.server";
import { listProductPageAnchored, PAGE_ANCHOR_EVERY } from "./page-anchors.server";
import { createProduct, listProductPage, productCountsByTaxonomy, readProductCounts } from "./repository.server";

async function branch(db: Db, label: string) {
  const category = await createCategory(db, { name: `${label} category` });
  const subcategory = await createSubcategory(db, { name: `${label} sub`, category_id: category.id });
  const type = await createProductType(db, { name: `${label} type`, subcategory_id: subcategory.id });
  return { category, subcategory, type };
}

let minute = 0;

/** Inserts products with increasing created_at, like the admin would one after another. */
async function addProducts(db: Db, names: string[], ids: { category_id?: number; subcategory_id?: number; type_id?: number }) {
  const made: number[] = [];
  for (const name of names) {
    const created_at = new Date(Date.UTC(2030, 0, 1, 0, (minute += 1))).toISOString();
    const lists = { product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]" };
    const taxonomy = { category_id: null, subcategory_id: null, type_id: null, ...ids };
    const values = { name, slug: "p", ...lists, ...taxonomy, featured: 0, created_at, updated_at: created_at };
    made.push((await db.insertInto("products").values(values).returning("id").executeTakeFirstOrThrow()).id);
  }
  return made;
}

describeEachDatabase("product list pages", (getDb) => {
  it("pages through one level, newest first, with the deepest level given deciding", async () => {
    const db = getDb();
    const { category, subcategory, type } = await branch(db, "Paging");
    const typed = await addProducts(db, ["T1", "T2", "T3", "T4", "T5"], { category_id: category.id, subcategory_id: subcategory.id, type_id: type.id });
    const direct = await addProducts(db, ["D1", "D2"], { category_id: category.id, subcategory_id: subcategory.id });
    const names = async (query: Parameters<typeof listProductPage>[1]) => (await listProductPage(db, query)).map((card) => card.name);

    expect(await names({ categoryId: category.id, sort: "newest", limit: 3, offset: 0 })).toEqual(["D2", "D1", "T5"]);
    expect(await names({ categoryId: category.id, sort: "newest", limit: 3, offset: 3 })).toEqual(["T4", "T3", "T2"]);
    expect(await names({ categoryId: category.id, sort: "newest", limit: 3, offset: 6 })).toEqual(["T1"]);
    expect(await names({ categoryId: category.id, sort: "newest", limit: 3, offset: 9 })).toEqual([]);
    expect(await names({ categoryId: category.id, subcategoryId: subcategory.id, typeId: type.id, sort: "newest", limit: 10, offset: 0 })).toEqual([
      "T5", "T4", "T3", "T2", "T1",
    ]);
    const cards = await listProductPage(db, { typeId: type.id, sort: "newest", limit: 1, offset: 0 });
    expect(cards[0]).toMatchObject({ id: typed[4], category_name: "Paging category", subcategory_name: "Paging sub", type_name: "Paging type" });
    expect(direct).toHaveLength(2);
  });

  it("sorts by name without regard to case, ties by id, across pages", async () => {
    const db = getDb();
    const { category } = await branch(db, "Names");
    await addProducts(db, ["charlie", "Bravo", "alpha", "Delta", "bravo"], { category_id: category.id });
    const page = async (offset: number) =>
      (await listProductPage(db, { categoryId: category.id, sort: "name", limit: 2, offset })).map((card) => card.name);
    expect([...(await page(0)), ...(await page(2)), ...(await page(4))]).toEqual(["alpha", "Bravo", "bravo", "charlie", "Delta"]);
  });

  it("counts every level in one grouped read, the same as the per-level counts", async () => {
    const db = getDb();
    const { category, subcategory, type } = await branch(db, "Counted");
    await createProduct(db, { name: "C1", type_id: type.id });
    await createProduct(db, { name: "C2", type_id: type.id });
    await createProduct(db, { name: "C3", subcategory_id: subcategory.id });
    await createProduct(db, { name: "C4", category_id: category.id });
    await createProduct(db, { name: "Loose" });
    const counts = await readProductCounts(db);
    expect(counts.categories[category.id]).toBe(4);
    expect(counts.subcategories[subcategory.id]).toBe(3);
    expect(counts.types[type.id]).toBe(2);
    expect(counts).toEqual(await productCountsByTaxonomy(db));
  });

  it("reads a page and the counts of live products from indexes alone on SQLite", async () => {
    const db = getDb();
    if (dialectOf(db) !== "sqlite") return;
    const plan = async (query: { compile: () => CompiledQuery }) => {
      const { sql: text, parameters } = query.compile();
      const rows = await db.executeQuery<{ detail: string }>({ ...query.compile(), sql: `explain query plan ${text}`, parameters });
      return rows.rows.map((row) => row.detail).join("\n");
    };
    // The ids subquery listProductPage builds, per level and sort: live now, discontinued left out.
    const live = db.selectFrom("products").select("products.id").where(isLive("products")).where("products.lifecycle_status", "<>", "discontinued");
    for (const [column, level] of [["category_id", "category"], ["subcategory_id", "subcategory"], ["type_id", "type"]] as const) {
      const ids = live.where(`products.${column}`, "=", 1);
      const newest = await plan(ids.orderBy("products.created_at", "desc").orderBy("products.id", "desc").limit(24).offset(48));
      expect(newest).toContain(`USING COVERING INDEX products_${level}_by_newest`);
      // Not the schedule indexes and a sort of every live product (decision 035's 2026-11-28T0002 migration).
      expect(newest).not.toContain("TEMP B-TREE");
      const byName = await plan(ids.orderBy(sql`lower(${sql.ref("products.name")})`).orderBy("products.id").limit(24).offset(48));
      expect(byName).toContain(`USING COVERING INDEX products_${level}_by_name`);
      expect(byName).not.toContain("TEMP B-TREE");
    }
    const grouped = await plan(
      db.selectFrom("products").select(["category_id", "subcategory_id", "type_id"]).where(isLive()).where("lifecycle_status", "<>", "discontinued").groupBy(["category_id", "subcategory_id", "type_id"]),
    );
    expect(grouped).toContain("USING COVERING INDEX products_taxonomy");
  });
});

describeEachDatabase("deep product list pages", (getDb) => {
  it("start from page anchors and show the same products as skipping every row, also after a write", async () => {
    const db = getDb();
    const { category } = await branch(db, "Deep");
    const lists = { product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]" };
    const count = PAGE_ANCHOR_EVERY * 2 + 300;
    // Ties on both sort keys: ten products share each created_at, and names repeat in other cases.
    const rows = Array.from({ length: count }, (_, i) => {
      const created_at = new Date(Date.UTC(2031, 0, 1, 0, Math.floor(i / 10))).toISOString();
      const name = `${i % 3 === 0 ? "DEEP" : "deep"} unit ${String(i % 700).padStart(3, "0")}`;
      return { name, slug: "d", ...lists, category_id: category.id, featured: 0, created_at, updated_at: created_at };
    });
    for (let start = 0; start < count; start += 250) await db.insertInto("products").values(rows.slice(start, start + 250)).execute();
    await bumpContentVersion(db);
    notifyLocalContentWrite();

    const same = async () => {
      for (const sort of ["newest", "name"] as const) {
        for (const offset of [PAGE_ANCHOR_EVERY - 24, PAGE_ANCHOR_EVERY, PAGE_ANCHOR_EVERY + 7, 2 * PAGE_ANCHOR_EVERY + 12, count - 5, count + 24]) {
          for (const filter of [{ categoryId: category.id }, {}]) {
            const query = { ...filter, sort, limit: 24, offset };
            const ids = (cards: Array<{ id: number }>) => cards.map((card) => card.id);
            expect(ids(await listProductPageAnchored(db, query)), `${sort} at ${offset}`).toEqual(ids(await listProductPage(db, query)));
          }
        }
      }
    };
    await same();
    expect((await listProductPageAnchored(db, { categoryId: category.id, sort: "newest", limit: 24, offset: count - 5 })).length).toBe(5);
    // A write moves every later row by one: the anchors are read again.
    const removed = await db.selectFrom("products").select("id").where("category_id", "=", category.id).orderBy("id").limit(1).executeTakeFirstOrThrow();
    await db.deleteFrom("products").where("id", "=", removed.id).execute();
    await createProduct(db, { name: "deep unit 000", category_id: category.id });
    await same();
  }, 120_000);
});
