import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { parseListQuery } from "../shared/list-query";
import { createSubcategory } from "../subcategory/repository.server";
import { pageAdminProducts, SEARCH_COUNT_AHEAD } from "./admin-list.server";
import { productDefinition } from "./definition";
import { productNameOrModelContains } from "./admin-search.server";
import { findTaxonomyOptions } from "./taxonomy-options.server";
import { createProduct, deleteProduct, updateProduct } from "./repository.server";

const query = (search: string) => parseListQuery(new URLSearchParams(search), productDefinition.list);
const names = async (db: Parameters<typeof pageAdminProducts>[0], search: string) => (await pageAdminProducts(db, query(search))).rows.map((row) => row.name);

describeEachDatabase("admin product list", (getDb) => {
  it("sorts names without regard to case, in a category as in the whole list", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "AC Case Test" });
    for (const name of ["bravo unit", "Alpha unit", "charlie unit", "Delta unit"]) await createProduct(db, { name, category_id: category.id });
    const expected = ["Alpha unit", "bravo unit", "charlie unit", "Delta unit"];
    expect(await names(db, `category=${category.id}&sort=name&dir=asc`)).toEqual(expected);
    expect(await names(db, `category=${category.id}&sort=name&dir=desc`)).toEqual([...expected].reverse());
    expect(await names(db, "q=unit&sort=name&dir=asc")).toEqual(expected);
  });

  it("pages, sorts, filters and searches name or model number, kept right through create, update and delete", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "AL Panel PCs" });
    const other = await createCategory(db, { name: "AL Switches" });
    const sub = await createSubcategory(db, { name: "AL Fanless", category_id: category.id });
    for (let i = 1; i <= 30; i++) {
      await createProduct(db, { name: `AL Panel ${String(i).padStart(2, "0")}`, model_number: `ALP-${i}`, category_id: category.id, subcategory_id: sub.id });
    }
    const moved = await createProduct(db, { name: "AL Lonely switch", model_number: "ALSW-9", category_id: other.id });

    const first = await pageAdminProducts(db, query(`category=${category.id}&sort=name&dir=asc`));
    expect(first).toMatchObject({ total: 30, page: 1, pages: 2 });
    expect(first.rows[0]).toMatchObject({ name: "AL Panel 01", category_name: "AL Panel PCs", subcategory_name: "AL Fanless" });
    expect(await names(db, `category=${category.id}&sort=name&dir=desc&page=2`)).toEqual(["AL Panel 05", "AL Panel 04", "AL Panel 03", "AL Panel 02", "AL Panel 01"]);
    // A page past the end shows the last page.
    expect((await pageAdminProducts(db, query(`category=${category.id}&page=99`))).page).toBe(2);

    // Name or model number, any case, also two characters and text with LIKE wildcards.
    expect(await names(db, "q=lonely")).toEqual(["AL Lonely switch"]);
    expect(await names(db, "q=alsw-9")).toEqual(["AL Lonely switch"]);
    expect(await names(db, "q=W-")).toEqual(["AL Lonely switch"]);
    expect(await names(db, "q=50%25")).toEqual([]);

    await updateProduct(db, moved.id, { name: "AL Renamed switch", model_number: "ALX-1", category_id: other.id });
    expect(await names(db, "q=lonely")).toEqual([]);
    expect(await names(db, "q=renamed")).toEqual(["AL Renamed switch"]);
    // A category's total follows products moved in and out of it, and deleted.
    const inCategory = async (id: number) => (await pageAdminProducts(db, query(`category=${id}`))).total;
    await updateProduct(db, moved.id, { name: "AL Renamed switch", model_number: "ALX-1", category_id: category.id });
    expect([await inCategory(category.id), await inCategory(other.id)]).toEqual([31, 0]);
    await updateProduct(db, moved.id, { name: "AL Renamed switch", model_number: "ALX-1", category_id: other.id });
    expect([await inCategory(category.id), await inCategory(other.id)]).toEqual([30, 1]);
    await deleteProduct(db, moved.id);
    expect(await names(db, "q=renamed")).toEqual([]);
    expect(await pageAdminProducts(db, query(`category=${other.id}`))).toMatchObject({ total: 0, rows: [] });
  });

  it("counts and lists exactly what a scan of every product finds, also for letters beyond ASCII", async () => {
    const db = getDb();
    for (const [name, model_number] of [
      ["EX Ärger Gateway", "EX-ÄG1"],
      ["EX ärger Router", "ex-äg2"],
      ["EX 5 \u212Aelvin probe", null], // KELVIN SIGN: Unicode folds it to k, LIKE does not
      ["EX Kelvin probe", "EX-K"],
      ["EX Straße node", "EX-SN"],
    ] as const) {
      await createProduct(db, { name, model_number });
    }
    const scan = async (text: string) =>
      (await db.selectFrom("products").select("name").where(productNameOrModelContains(db, text)).orderBy("name").execute()).map((row) => row.name);
    for (const text of ["ÄRGER", "ärger", "EX-ÄG", "kelvin", "KELVIN", "elvin", "straße", "STRASSE", "ex-k"]) {
      const page = await pageAdminProducts(db, query(`q=${encodeURIComponent(text)}&sort=name&dir=asc`));
      const expected = await scan(text);
      expect({ text, rows: page.rows.map((row) => row.name), total: page.total }).toEqual({ text, rows: expected, total: expected.length });
    }
  });

  it("gives the whole list's total as it is now, after a write here or by another instance", async () => {
    const db = getDb();
    const total = async () => (await pageAdminProducts(db, query("sort=completeness"))).total;
    const before = await total();
    const added = await createProduct(db, { name: "TT Counted unit" });
    expect(await total()).toBe(before + 1);
    // Another instance on the same database: its row and its content version, and nothing said to this process.
    const t = new Date().toISOString();
    const lists = { product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]", featured: 0 };
    await db.insertInto("products").values({ name: "TT Elsewhere unit", slug: "tt", ...lists, created_at: t, updated_at: t }).execute();
    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
    const page = await pageAdminProducts(db, query("sort=created_at&dir=desc"));
    expect(page.total).toBe(before + 2);
    expect(page.rows[0].name).toBe("TT Elsewhere unit");
    await deleteProduct(db, added.id);
    expect(await total()).toBe(before + 1);
  });

  it("offers taxonomy options by part of the name, under the chosen parent", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "TO Kiosks" });
    await createSubcategory(db, { name: "TO Outdoor kiosks", category_id: category.id });
    const elsewhere = await createCategory(db, { name: "TO Other" });
    await createSubcategory(db, { name: "TO Outdoor trackers", category_id: elsewhere.id });
    expect((await findTaxonomyOptions(db, "category", { q: "to kio" })).map((o) => o.name)).toEqual(["TO Kiosks"]);
    const under = await findTaxonomyOptions(db, "subcategory", { q: "outdoor", parent: category.id });
    expect(under).toEqual([expect.objectContaining({ name: "TO Outdoor kiosks", parent: "TO Kiosks" })]);
  });

  it("stops counting a broad search past the page, says so, and pages on through the same rows", async () => {
    const db = getDb();
    const t = new Date().toISOString();
    const lists = { product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]", featured: 0 };
    const count = SEARCH_COUNT_AHEAD + 60;
    for (let start = 0; start < count; start += 200) {
      const rows = Array.from({ length: Math.min(200, count - start) }, (_, k) => ({
        name: `Broadterm unit ${String(start + k).padStart(4, "0")}`,
        slug: "b",
        model_number: `BT-${start + k}`,
        ...lists,
        created_at: t,
        updated_at: t,
      }));
      await db.insertInto("products").values(rows).execute();
    }
    const first = await pageAdminProducts(db, query("q=BROADTERM&sort=name&dir=asc"));
    expect(first).toMatchObject({ total: SEARCH_COUNT_AHEAD, more: true, page: 1, pages: SEARCH_COUNT_AHEAD / 25 });
    expect(first.rows.map((row) => row.name).slice(0, 2)).toEqual(["Broadterm unit 0000", "Broadterm unit 0001"]);
    // The last page offered counts further on: now every match is counted, exactly.
    const last = await pageAdminProducts(db, query(`q=broadterm&sort=name&dir=asc&page=${SEARCH_COUNT_AHEAD / 25}`));
    expect(last).toMatchObject({ total: count, more: false, pages: Math.ceil(count / 25) });
    expect(last.rows[0].name).toBe(`Broadterm unit ${String(SEARCH_COUNT_AHEAD - 25).padStart(4, "0")}`);
    // Rare text is counted exactly, through the index, with the same rows a scan finds.
    const rare = await pageAdminProducts(db, query("q=unit 1059"));
    expect(rare).toMatchObject({ total: 1, pages: 1 });
    expect(rare.more).toBeFalsy();
    expect(rare.rows.map((row) => row.model_number)).toEqual(["BT-1059"]);
  }, 60_000);
});
