import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import type { AuditSource } from "~/audit/audit-log.server";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createAttribute } from "../attribute/repository.server";
import { writeAttributeValues } from "../attribute/values.server";
import { categoryDefinition } from "../category/definition";
import { createCategory, deleteCategory } from "../category/repository.server";
import { driverDefinition } from "../driver/definition";
import { createDriver, deleteDriver, getDriver } from "../driver/repository.server";
import { heroSectionDefinition } from "../hero-section/definition";
import { createHeroSection, deleteHeroSection } from "../hero-section/repository.server";
import { productDefinition } from "../product/definition";
import { createProduct, deleteProduct, getProduct, setProductSuccessor } from "../product/repository.server";
import { readContentVersion } from "../shared/content-version.server";
import type { ContentDefinition } from "../shared/definition";
import { getDraft, saveDraft } from "../shared/drafts.server";
import { RuleViolationError } from "../shared/errors";
import { createSubcategory } from "../subcategory/repository.server";
import { moveToTrash, purgeDueTrash, restoreFromTrash, TrashEntryMissingError } from "./trash.server";

const root = mkdtempSync(path.join(os.tmpdir(), "showroom-trash-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const audit: AuditSource = { actorId: "tester", actorName: "Tessa Tester", ip: null, userAgent: null, requestId: null };
const everyone = () => true;
const DAY = 24 * 60 * 60 * 1000;
const unique = () => Math.random().toString(36).slice(2, 8);

/** Deletes a record as the admin's Delete does: into the trash, in one transaction. */
function trash(db: Db, definition: ContentDefinition, remove: (db: Db, id: number) => Promise<boolean>, id: number, now = new Date()) {
  return inTransaction(db, (trx) => moveToTrash(trx, definition, id, () => remove(trx, id), { id: "tester", name: "Tessa Tester" }, now));
}

const entryOf = (db: Db, type: string, id: number) => db.selectFrom("trash").selectAll().where("content_type", "=", type).where("record_id", "=", id).executeTakeFirst();

describeEachDatabase("the trash (decision 037)", (getDb) => {
  const services = () => ({ db: getDb(), storage: createLocalDiskStorage(path.join(root, unique())), logger: pino({ level: "silent" }) });

  it("takes a product with its attribute values, download links and draft, and restores all of it with its id, links and publishing", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: `Panel PCs ${unique()}` });
    const ports = await createAttribute(db, { name: "Ports", kind: "number", unit: "ports", options: [], category_id: category.id });
    const product = await createProduct(db, {
      name: "Trash PC",
      category_id: category.id,
      main_image: "/media/images/trash-pc.webp",
      product_images: ["/media/images/trash-gallery.webp"],
      publish_status: "scheduled",
      publish_at: "2099-01-01T00:00:00",
    });
    const older = await createProduct(db, { name: `Older PC ${unique()}`, category_id: category.id });
    await setProductSuccessor(db, older.id, product.id);
    await writeAttributeValues(db, product.id, [{ attribute_id: ports.id, number_value: 4, choice: null, shown: "4" }]);
    const driver = await createDriver(db, { name: "Trash driver", kind: "driver", version: "1.0", release_date: "2026-01-01", download_link: "https://vendor.example/d.zip", product_ids: [product.id] });
    const enquiry = await db
      .insertInto("enquiries")
      .values({ product_id: product.id, product_name: "Trash PC", name: "Ann", company_name: "Acme", mobile_number: "123", email: "ann@example.com", location: "Pune", looking_for: "10 units", status: "new", mail_status: "not_configured", ip_address: null, user_agent: null, created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const draft = new FormData();
    draft.append("name", "Trash PC (draft)");
    draft.append("catalog_file", "/media/catalogues/draft-only.pdf");
    await saveDraft(db, "product", product.id, draft, "editor@example.com");

    const deletedAt = new Date("2026-03-01T10:00:00.000Z");
    expect(await trash(db, productDefinition, deleteProduct, product.id, deletedAt)).toBe(true);
    expect(await getProduct(db, product.id)).toBeUndefined();
    expect(await db.selectFrom("product_attribute_values").selectAll().where("product_id", "=", product.id).execute()).toEqual([]);
    expect((await getDriver(db, driver.id))?.product_ids).toEqual([]);
    expect(await getDraft(db, "product", product.id)).toBeUndefined();
    const entry = await entryOf(db, "product", product.id);
    expect(entry).toMatchObject({ title: "Trash PC", deleted_by_name: "Tessa Tester", deleted_at: "2026-03-01T10:00:00.000Z", purge_at: "2026-03-31T10:00:00.000Z" });
    // The files the row and its draft use, so nothing deletes them while it waits.
    expect(JSON.parse(entry!.media).sort()).toEqual(["/media/catalogues/draft-only.pdf", "/media/images/trash-gallery.webp", "/media/images/trash-pc.webp"]);

    const before = await readContentVersion(db);
    const restored = await restoreFromTrash(db, entry!.id, everyone, audit);
    expect(restored).toMatchObject({ title: "Trash PC", skipped: 0 });
    expect(await readContentVersion(db)).toBeGreaterThan(before);
    expect(await getProduct(db, product.id)).toMatchObject({ id: product.id, name: "Trash PC", publish_status: "scheduled", publish_at: "2099-01-01T00:00:00", main_image: "/media/images/trash-pc.webp" });
    expect(await db.selectFrom("product_attribute_values").select(["attribute_id", "number_value"]).where("product_id", "=", product.id).execute()).toEqual([{ attribute_id: ports.id, number_value: 4 }]);
    expect((await getDriver(db, driver.id))?.product_ids).toEqual([product.id]);
    expect((await getProduct(db, older.id))?.successor_id).toBe(product.id);
    expect((await db.selectFrom("enquiries").select("product_id").where("id", "=", enquiry.id).executeTakeFirstOrThrow()).product_id).toBe(product.id);
    expect((await getDraft(db, "product", product.id))?.entries).toContainEqual(["name", "Trash PC (draft)"]);
    expect(await entryOf(db, "product", product.id)).toBeUndefined();
    const actions = await db.selectFrom("audit_log").select("action").where("target_type", "=", "product").where("target_id", "=", String(product.id)).execute();
    expect(actions.map((row) => row.action)).toContain("restore");
  });

  it("refuses to restore a product while its category is in the trash, and says which; it stays in the trash", async () => {
    const db = getDb();
    const name = `Box PCs ${unique()}`;
    const category = await createCategory(db, { name });
    const product = await createProduct(db, { name: "Orphan PC", category_id: category.id });
    await trash(db, productDefinition, deleteProduct, product.id);
    await trash(db, categoryDefinition, deleteCategory, category.id);
    const entry = (await entryOf(db, "product", product.id))!;
    const refused = await restoreFromTrash(db, entry.id, everyone, audit).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RuleViolationError);
    expect((refused as Error).message).toBe(`Restore its category "${name}" first: it is in the trash too.`);
    expect(await entryOf(db, "product", product.id)).toBeDefined();
    expect(await getProduct(db, product.id)).toBeUndefined();

    // The category first, then the product.
    await restoreFromTrash(db, (await entryOf(db, "category", category.id))!.id, everyone, audit);
    await restoreFromTrash(db, entry.id, everyone, audit);
    expect(await getProduct(db, product.id)).toMatchObject({ category_id: category.id });
  });

  it("refuses to restore a record whose name another one has taken meanwhile, naming it", async () => {
    const db = getDb();
    const name = `Switches ${unique()}`;
    const category = await createCategory(db, { name });
    await trash(db, categoryDefinition, deleteCategory, category.id);
    await createCategory(db, { name: name.toUpperCase() });
    const refused = await restoreFromTrash(db, (await entryOf(db, "category", category.id))!.id, everyone, audit).catch((error: unknown) => error);
    expect((refused as Error).message).toBe(`"${name}" cannot come back: another category is now named "${name.toUpperCase()}". Rename that one first, then restore this one.`);
  });

  it("keeps a category's delete rules: one with subcategories is refused and nothing goes to the trash", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: `Linked ${unique()}` });
    await createSubcategory(db, { name: "Child", category_id: category.id });
    await expect(trash(db, categoryDefinition, deleteCategory, category.id)).rejects.toThrow(/still has 1 subcategory/);
    expect(await entryOf(db, "category", category.id)).toBeUndefined();
  });

  it("puts a category's attributes back with it", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: `Rack ${unique()}` });
    const depth = await createAttribute(db, { name: "Depth", kind: "number", unit: "mm", options: [], category_id: category.id });
    await trash(db, categoryDefinition, deleteCategory, category.id);
    expect(await db.selectFrom("attributes").select("id").where("id", "=", depth.id).execute()).toEqual([]);
    await restoreFromTrash(db, (await entryOf(db, "category", category.id))!.id, everyone, audit);
    expect(await db.selectFrom("attributes").select(["id", "name", "category_id"]).where("id", "=", depth.id).execute()).toEqual([{ id: depth.id, name: "Depth", category_id: category.id }]);
  });

  it("refuses an active hero section while three others are live, as a save would", async () => {
    const db = getDb();
    const hero = (h1: string) => ({ h1_text: h1, button_text: "Go", url_link: "https://example.com", is_active: true });
    const first = await createHeroSection(db, hero("First"));
    const all = await db.selectFrom("hero_sections").select("id").where("id", "!=", first.id).execute();
    for (const { id } of all) await deleteHeroSection(db, id);
    await trash(db, heroSectionDefinition, deleteHeroSection, first.id);
    for (const h1 of ["Two", "Three", "Four"]) await createHeroSection(db, hero(h1));
    const refused = await restoreFromTrash(db, (await entryOf(db, "hero-section", first.id))!.id, everyone, audit).catch((error: unknown) => error);
    expect((refused as Error).message).toMatch(/^Maximum 3 hero sections can be active/);
  });

  it("answers as not there for an item of a kind the staff member may not handle, or one already taken", async () => {
    const db = getDb();
    const driver = await createDriver(db, { name: `Hidden ${unique()}`, kind: "driver", version: "1", release_date: "2026-01-01", download_link: "https://vendor.example/h.zip" });
    await trash(db, driverDefinition, deleteDriver, driver.id);
    const entry = (await entryOf(db, "driver", driver.id))!;
    await expect(restoreFromTrash(db, entry.id, (definition) => definition.trash?.area === "content", audit)).rejects.toBeInstanceOf(TrashEntryMissingError);
    await restoreFromTrash(db, entry.id, everyone, audit);
    await expect(restoreFromTrash(db, entry.id, everyone, audit)).rejects.toBeInstanceOf(TrashEntryMissingError);
  });

  it("purges what is past its 30 days, once, with the files nothing else uses", async () => {
    const s = services();
    const put = (key: string) => s.storage.put(key, Buffer.from(key), { contentType: "image/webp" });
    for (const key of ["images/gone.webp", "images/gone-640w.webp", "images/shared.webp"]) await put(key);
    await s.db
      .insertInto("media_files")
      .values({ key: "images/gone.webp", kind: "image", mime: "image/webp", size: 3, width: 10, height: 10, original_name: null, checksum_sha256: null, variants: JSON.stringify([{ key: "images/gone-640w.webp", width: 640, height: 480, format: "webp", size: 3 }]), dominant_colour: null, created_at: "2026-01-01T00:00:00.000Z" })
      .execute();
    const doomed = await createProduct(s.db, { name: `Doomed ${unique()}`, main_image: "/media/images/gone.webp", product_images: ["/media/images/shared.webp"] });
    const keeper = await createProduct(s.db, { name: `Keeper ${unique()}`, main_image: "/media/images/shared.webp" });
    const deletedAt = new Date("2026-02-01T00:00:00.000Z");
    await trash(s.db, productDefinition, deleteProduct, doomed.id, deletedAt);

    // Not yet: 29 days later nothing is purged, and the files are still there.
    expect(await purgeDueTrash(s, new Date(deletedAt.getTime() + 29 * DAY))).toBe(0);
    expect(await s.storage.exists("images/gone.webp")).toBe(true);

    const due = new Date(deletedAt.getTime() + 30 * DAY + 1000);
    // Two processes purging at once: the entry goes once.
    const counts = await Promise.all([purgeDueTrash(s, due), purgeDueTrash(s, due)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await entryOf(s.db, "product", doomed.id)).toBeUndefined();
    expect(await s.storage.exists("images/gone.webp")).toBe(false);
    expect(await s.storage.exists("images/gone-640w.webp")).toBe(false);
    expect(await s.db.selectFrom("media_files").select("key").where("key", "=", "images/gone.webp").execute()).toEqual([]);
    // Another product still shows this one.
    expect(await s.storage.exists("images/shared.webp")).toBe(true);
    expect(await getProduct(s.db, keeper.id)).toBeDefined();
    const purge = await s.db.selectFrom("audit_log").select(["action", "actor_name"]).where("target_type", "=", "product").where("target_id", "=", String(doomed.id)).where("action", "=", "purge").execute();
    expect(purge).toEqual([{ action: "purge", actor_name: "Automatic purge (30 days in the trash)" }]);
  });
});
