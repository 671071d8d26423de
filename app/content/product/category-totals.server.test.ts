import { Migrator, sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { migrations } from "~/db/migrations";
import { migrateToLatest } from "~/db/migrate.server";
import { createCategory } from "~/content/category/repository.server";
import { countAllProducts, readCategoryTotals } from "./category-totals.server";
import { createProduct, deleteProduct, updateProduct } from "./repository.server";

/** What the totals must equal: the products themselves, grouped by category. */
async function countedFromProducts(db: Parameters<typeof readCategoryTotals>[0]) {
  const { rows } = await sql<{ category_id: number | null; products: number | string; scored: number | string; score_sum: number | string | null }>`
    select category_id, count(*) as products, count(completeness) as scored, sum(completeness) as score_sum from products group by category_id`.execute(db);
  return rows.map((row) => ({ categoryId: row.category_id, products: Number(row.products), scored: Number(row.scored), scoreSum: Number(row.score_sum ?? 0) }));
}

const byCategory = <T extends { categoryId: number | null }>(rows: T[]) => [...rows].sort((a, b) => (a.categoryId ?? 0) - (b.categoryId ?? 0));

describeEachDatabase("product category totals, added to a catalogue that has products", (getDb) => {
  it("start from the products already there", async () => {
    const db = getDb();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("2026-11-30T0000-admin-search-table")).error).toBeUndefined();
    const panels = await createCategory(db, { name: "Panels", sort_order: 1 });
    await createProduct(db, { name: "A", category_id: panels.id });
    await createProduct(db, { name: "B", category_id: panels.id });
    const unscored = await createProduct(db, { name: "Loose" });
    await db.updateTable("products").set({ completeness: null }).where("id", "=", unscored.id).execute();

    await migrateToLatest(db);

    const totals = byCategory(await readCategoryTotals(db));
    expect(totals).toEqual(byCategory(await countedFromProducts(db)));
    expect(totals.map((row) => [row.categoryId, row.products, row.scored])).toEqual([
      [null, 1, 0],
      [panels.id, 2, 2],
    ]);
  });
});

describeEachDatabase("product category totals", (getDb) => {
  it("follow every insert, score, move, unscoring and delete of products, with or without a category", async () => {
    const db = getDb();
    const panels = await createCategory(db, { name: "Panels", sort_order: 1 });
    const boxes = await createCategory(db, { name: "Boxes", sort_order: 2 });
    const expectInStep = async () => {
      const counted = await countedFromProducts(db);
      expect(byCategory(await readCategoryTotals(db))).toEqual(byCategory(counted));
      expect(await countAllProducts(db)).toBe(counted.reduce((sum, row) => sum + row.products, 0));
    };

    expect(await readCategoryTotals(db)).toEqual([]);
    expect(await countAllProducts(db)).toBe(0);

    const a = await createProduct(db, { name: "A", category_id: panels.id });
    const b = await createProduct(db, { name: "B", category_id: panels.id, description: "Long enough. ".repeat(30) });
    const c = await createProduct(db, { name: "C", category_id: boxes.id });
    const loose = await createProduct(db, { name: "Loose" });
    await expectInStep();
    const [panelTotals] = (await readCategoryTotals(db)).filter((row) => row.categoryId === panels.id);
    expect(panelTotals).toMatchObject({ products: 2, scored: 2 });

    // A score set aside (as before scores were kept), then given again; another score changed by hand.
    await db.updateTable("products").set({ completeness: null }).where("id", "=", a.id).execute();
    await expectInStep();
    await db.updateTable("products").set({ completeness: 40 }).where("id", "=", a.id).execute();
    await db.updateTable("products").set({ completeness: 90 }).where("id", "=", c.id).execute();
    await expectInStep();

    // Moved to another category, and out of any category, by a save of the whole product.
    await updateProduct(db, b.id, { name: "B", category_id: boxes.id, description: "Long enough. ".repeat(30) });
    await updateProduct(db, a.id, { name: "A" });
    await expectInStep();
    // An update that changes neither the category nor the score leaves the totals alone.
    await db.updateTable("products").set({ name: "C renamed" }).where("id", "=", c.id).execute();
    await expectInStep();

    // Statements that change several products at once, across categories.
    const d = await createProduct(db, { name: "D", category_id: boxes.id });
    const e = await createProduct(db, { name: "E" });
    await db.updateTable("products").set({ category_id: panels.id, completeness: 70 }).where("id", "in", [c.id, d.id, e.id]).execute();
    await expectInStep();
    await db.updateTable("products").set({ completeness: null }).where("category_id", "=", panels.id).execute();
    await expectInStep();
    await db.deleteFrom("products").where("id", "in", [d.id, e.id]).execute();
    await expectInStep();

    await deleteProduct(db, loose.id);
    await deleteProduct(db, a.id);
    await expectInStep();
    expect((await readCategoryTotals(db)).find((row) => row.categoryId === null)).toBeUndefined();

    // The last product of a category gone: the category no longer appears.
    await deleteProduct(db, c.id);
    await deleteProduct(db, b.id);
    expect(await readCategoryTotals(db)).toEqual([]);
    expect(await countAllProducts(db)).toBe(0);
  });
});
