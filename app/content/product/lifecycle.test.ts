import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { RuleViolationError } from "../shared/errors";
import { pageAdminProducts } from "./admin-list.server";
import { LAST_ORDER_DATE_REQUIRED, SUCCESSOR_IS_SELF, SUCCESSOR_MISSING } from "./lifecycle";
import { createProduct, deleteProduct, getProduct, listProductPage, listProducts, productCountsByTaxonomy, readProductCounts, updateProduct } from "./repository.server";

describeEachDatabase("product lifecycle", (getDb) => {
  it("stores status, last-order date and successor, and reads the successor's name and slug back", async () => {
    const db = getDb();
    const next = await createProduct(db, { name: "Lifecycle Next Gen", lifecycle_status: "new" });
    const old = await createProduct(db, { name: "Lifecycle Old", lifecycle_status: "eol", last_order_date: "2027-03-31", successor_id: next.id });
    expect(old).toMatchObject({ lifecycle_status: "eol", last_order_date: "2027-03-31", successor_id: next.id });
    expect(old.successor).toEqual({ id: next.id, name: "Lifecycle Next Gen", slug: "lifecycle-next-gen", live: true });
    expect((await getProduct(db, next.id))?.lifecycle_status).toBe("new");
    // A product without a status is Active.
    expect((await createProduct(db, { name: "Lifecycle Plain" })).lifecycle_status).toBe("active");

    // Deleting the successor leaves the old product without one, not pointing at nothing.
    await deleteProduct(db, next.id);
    expect((await getProduct(db, old.id))?.successor_id).toBeNull();
    expect((await getProduct(db, old.id))?.successor).toBeNull();
  });

  it("says whether the successor is live now, so public pages link only to one that is (decision 035)", async () => {
    const db = getDb();
    const next = await createProduct(db, { name: "Lifecycle Draft Successor", publish_status: "draft" });
    const old = await createProduct(db, { name: "Lifecycle Replaced", lifecycle_status: "discontinued", successor_id: next.id });
    expect(old.successor).toMatchObject({ id: next.id, live: false });
    await updateProduct(db, next.id, { name: "Lifecycle Draft Successor", publish_status: "scheduled", publish_at: "2020-01-01T00:00" });
    expect((await getProduct(db, old.id, { live: true }))?.successor).toMatchObject({ id: next.id, live: true });
    await deleteProduct(db, old.id);
    await deleteProduct(db, next.id);
  });

  it("refuses an end-of-life product without its last-order date, itself or a missing product as successor", async () => {
    const db = getDb();
    const refusal = async (write: Promise<unknown>) => {
      const error = await write.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RuleViolationError);
      return { message: (error as RuleViolationError).message, field: (error as RuleViolationError).field };
    };
    expect(await refusal(createProduct(db, { name: "Lifecycle No Date", lifecycle_status: "eol" }))).toEqual({ message: LAST_ORDER_DATE_REQUIRED, field: "last_order_date" });
    const product = await createProduct(db, { name: "Lifecycle Self" });
    expect(await refusal(updateProduct(db, product.id, { name: "Lifecycle Self", successor_id: product.id }))).toEqual({ message: SUCCESSOR_IS_SELF, field: "successor_id" });
    expect(await refusal(updateProduct(db, product.id, { name: "Lifecycle Self", successor_id: 999_999 }))).toEqual({ message: SUCCESSOR_MISSING, field: "successor_id" });
    await expect(createProduct(db, { name: "Lifecycle Bad", lifecycle_status: "retired" as never })).rejects.toThrow("Choose a lifecycle status from the list");
    await expect(createProduct(db, { name: "Lifecycle Bad Date", last_order_date: "2027-02-31x" })).rejects.toThrow("Please enter a valid date");
  });

  it("leaves discontinued products out of lists and counts unless asked, and the admin list filters by status", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Lifecycle category" });
    const shown = await createProduct(db, { name: "Lifecycle Shown", category_id: category.id, lifecycle_status: "nrnd" });
    const gone = await createProduct(db, { name: "Lifecycle Gone", category_id: category.id, lifecycle_status: "discontinued" });
    const ids = (cards: Array<{ id: number }>) => cards.map((card) => card.id);

    expect(ids(await listProducts(db, { categoryId: category.id }))).toEqual([shown.id]);
    expect(ids(await listProducts(db, { categoryId: category.id, withDiscontinued: true }))).toEqual([gone.id, shown.id]);
    const page = { categoryId: category.id, sort: "name" as const, limit: 24, offset: 0 };
    expect(ids(await listProductPage(db, page))).toEqual([shown.id]);
    expect(ids(await listProductPage(db, { ...page, withDiscontinued: true }))).toEqual([gone.id, shown.id]);
    expect((await readProductCounts(db)).categories[category.id]).toBe(1);
    expect((await readProductCounts(db, true)).categories[category.id]).toBe(2);
    expect((await productCountsByTaxonomy(db)).categories[category.id]).toBe(1);
    // Its page stays, for the installed base.
    expect((await getProduct(db, gone.id))?.name).toBe("Lifecycle Gone");

    const admin = (status?: string) =>
      pageAdminProducts(db, { q: "", sort: "name", dir: "asc", page: 1, filters: { category: category.id }, choices: status ? { status } : {} });
    expect((await admin()).rows.map((row) => row.name)).toEqual(["Lifecycle Gone", "Lifecycle Shown"]);
    expect((await admin("discontinued")).rows.map((row) => [row.name, row.lifecycle_status])).toEqual([["Lifecycle Gone", "discontinued"]]);
    expect((await admin("active")).rows).toEqual([]);
    // The category's kept total counts only without a status chosen.
    expect([(await admin()).total, (await admin("discontinued")).total, (await admin("active")).total]).toEqual([2, 1, 0]);
  });
});
