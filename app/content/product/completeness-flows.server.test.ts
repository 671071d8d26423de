import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import type { AuditSource } from "~/audit/audit-log.server";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { attributeDefinition } from "../attribute/definition";
import { createAttribute, deleteAttribute } from "../attribute/repository.server";
import { saveProductAttributes } from "../attribute/values.server";
import { createCategory } from "../category/repository.server";
import { driverDefinition } from "../driver/definition";
import { createDriver, deleteDriver } from "../driver/repository.server";
import { createProductType } from "../product-type/repository.server";
import type { ContentDefinition } from "../shared/definition";
import { createSubcategory } from "../subcategory/repository.server";
import { moveToTrash, restoreFromTrash } from "../trash/trash.server";
import { completenessScore } from "./completeness";
import { readCompletenessFacts } from "./completeness.server";
import { productDefinition } from "./definition";
import { applyImport } from "./exchange/apply.server";
import { planImport } from "./exchange/plan.server";
import { createProduct, deleteProduct } from "./repository.server";

// Decision 041 with the trash (037) and the import (039): writes outside the product form keep the stored score right.

const audit: AuditSource = { actorId: "tester", actorName: "Tessa Tester", ip: null, userAgent: null, requestId: null };
const longText = "A rugged fanless panel computer. ".repeat(10);

async function place(db: Db, label: string) {
  const category = await createCategory(db, { name: `${label} line` });
  const subcategory = await createSubcategory(db, { name: `${label} sub`, category_id: category.id });
  const type = await createProductType(db, { name: `${label} type`, subcategory_id: subcategory.id });
  const ports = await createAttribute(db, { name: "Ports", kind: "number", unit: "ports", options: [], category_id: category.id });
  return { category, subcategory, type, ports, where: { category_id: category.id, subcategory_id: subcategory.id, type_id: type.id } };
}

const full = (name: string, where: { category_id: number; subcategory_id: number; type_id: number }) => ({
  name,
  description: longText,
  main_image: "/media/images/2026/01/aaaaaaaaaaaaaaaaaaaa.webp",
  product_images: ["/media/images/2026/01/a1.webp", "/media/images/2026/01/a2.webp", "/media/images/2026/01/a3.webp"],
  features: ["Fanless"],
  specification_groups: [{ group_name: "Processor", specifications: { CPU: "Celeron" } }],
  catalog_file: "/media/catalogues/2026/01/bbbbbbbbbbbbbbbbbbbb.pdf",
  ...where,
});

const scoreOf = async (db: Db, id: number) => (await db.selectFrom("products").select("completeness").where("id", "=", id).executeTakeFirstOrThrow()).completeness;
/** The score the criteria give the product as it is stored now. */
const dueScore = async (db: Db, id: number) => completenessScore((await readCompletenessFacts(db, [id])).get(id)!);

function trash(db: Db, definition: ContentDefinition, remove: (db: Db, id: number) => Promise<boolean>, id: number) {
  return inTransaction(db, (trx) => moveToTrash(trx, definition, id, () => remove(trx, id), { id: "tester", name: "Tessa Tester" }));
}
const trashEntry = async (db: Db, type: string, id: number) =>
  (await db.selectFrom("trash").select("id").where("content_type", "=", type).where("record_id", "=", id).orderBy("id", "desc").executeTakeFirstOrThrow()).id;
const restore = async (db: Db, type: string, id: number) => restoreFromTrash(db, await trashEntry(db, type, id), () => true, audit);

describeEachDatabase("stored completeness through the trash and the import", (getDb) => {
  it("a product restored from the trash is scored as it comes back, not as its snapshot was; products naming it count its return", async () => {
    const db = getDb();
    const { ports, where, category } = await place(db, "Restored");
    const product = await createProduct(db, full("Restored panel", where));
    await saveProductAttributes(db, product, new Map([[ports.id, "8"]]));
    const older = await createProduct(db, { ...full("Older panel", where), lifecycle_status: "eol", last_order_date: "2027-01-31", successor_id: product.id });
    await saveProductAttributes(db, older, new Map([[ports.id, "4"]]));
    expect([await scoreOf(db, product.id), await scoreOf(db, older.id)]).toEqual([100, 100]);

    await trash(db, productDefinition, deleteProduct, product.id);
    // Its successor gone, the older product's lifecycle is no longer consistent.
    expect(await scoreOf(db, older.id)).toBe(88);
    // While it is in the trash its category gains an attribute it has no value for.
    const poe = await createAttribute(db, { name: "PoE", kind: "boolean", options: [], category_id: category.id });
    await saveProductAttributes(db, older, new Map([[ports.id, "4"], [poe.id, "yes"]]));

    await restore(db, "product", product.id);
    // The snapshot said 100; the empty PoE attribute makes it 7 of 8.
    expect(await scoreOf(db, product.id)).toBe(88);
    expect(await scoreOf(db, product.id)).toBe(await dueScore(db, product.id));
    // Linked to its successor again.
    expect(await db.selectFrom("products").select("successor_id").where("id", "=", older.id).executeTakeFirstOrThrow()).toEqual({ successor_id: product.id });
    expect(await scoreOf(db, older.id)).toBe(100);
  });

  it("an attribute or a manual restored from the trash counts again for its products", async () => {
    const db = getDb();
    const { ports, where, category } = await place(db, "Parts");
    const product = await createProduct(db, { ...full("Parts panel", where), catalog_file: null });
    await saveProductAttributes(db, product, new Map([[ports.id, "8"]]));
    const manual = await createDriver(db, { name: "Parts manual", kind: "manual", version: "1.0", release_date: "2026-01-01", download_link: "https://example.com/parts.pdf", product_ids: [product.id] });
    const poe = await createAttribute(db, { name: "PoE", kind: "boolean", options: [], category_id: category.id });
    expect(await scoreOf(db, product.id)).toBe(88);

    await trash(db, attributeDefinition, deleteAttribute, poe.id);
    expect(await scoreOf(db, product.id)).toBe(100);
    await restore(db, "attribute", poe.id);
    expect(await scoreOf(db, product.id)).toBe(88);

    await trash(db, attributeDefinition, deleteAttribute, poe.id);
    await trash(db, driverDefinition, deleteDriver, manual.id);
    // No catalogue file and no manual: 7 of 8.
    expect(await scoreOf(db, product.id)).toBe(88);
    await restore(db, "driver", manual.id);
    expect(await scoreOf(db, product.id)).toBe(100);
  });

  it("an import's Apply scores the products it creates and rescores those it updates, successors named across the file included", async () => {
    const db = getDb();
    const { where, category, subcategory, type } = await place(db, "Imported");
    const existing = await createProduct(db, { name: "Imported sparse", ...where });
    // Met: lifecycle only, of 8.
    expect(await scoreOf(db, existing.id)).toBe(13);
    const path = { category: category.name, subcategory: subcategory.name, type: type.name };
    const text = JSON.stringify([
      { id: existing.id, name: "Imported sparse", ...path, description: longText, features: ["Fanless"], attributes: { Ports: "8 ports" } },
      // Names the product the next entry creates, with that product's id.
      { name: "Imported older", model_number: "IMP-OLD", ...path, lifecycle_status: "eol", last_order_date: "2027-01-31", successor_id: 930001 },
      { id: 930001, name: "Imported newer", model_number: "IMP-NEW", ...path, description: longText, specification_groups: [{ group_name: "CPU", specifications: { Cores: "4" } }] },
    ]);
    const file = { text, format: "json" as const, sha256: createHash("sha256").update(text).digest("hex") };
    const plan = await planImport(db, file);
    expect(plan.report.totals).toEqual({ create: 2, update: 1, unchanged: 0, reject: 0 });
    await applyImport(db, file, plan.digest, audit);

    const older = await db.selectFrom("products").select("id").where("model_number", "=", "IMP-OLD").executeTakeFirstOrThrow();
    // Description, features, attributes and lifecycle: 4 of 8.
    expect(await scoreOf(db, existing.id)).toBe(50);
    // Lifecycle consistent (its successor exists), of 8: empty attribute, no media, lists or catalogue.
    expect(await scoreOf(db, older.id)).toBe(13);
    // Description, specifications, lifecycle: 3 of 8.
    expect(await scoreOf(db, 930001)).toBe(38);
    for (const id of [existing.id, older.id, 930001]) expect(await scoreOf(db, id)).toBe(await dueScore(db, id));
  });
});
