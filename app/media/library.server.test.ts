import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import type { AuditSource } from "~/audit/audit-log.server";
import { createCategory, updateCategory } from "~/content/category/repository.server";
import { createMediaFile, getMediaFile } from "~/content/media-file/repository.server";
import type { MediaFile } from "~/content/media-file/schema";
import { createProduct } from "~/content/product/repository.server";
import { inTransaction } from "~/db/transaction.server";
import { saveDraft } from "~/content/shared/drafts.server";
import type { Db } from "~/db/connection.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import type { Storage } from "~/storage/storage";
import { deleteLibraryFile, findUnusedFiles, MediaRefusedError, removeUnusedFiles, saveAltText } from "./library.server";

const audit: AuditSource = { actorId: null, actorName: "Library tester", ip: null, userAgent: null, requestId: null };
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase("the media library", (getDb) => {
  let dir: string;
  let storage: Storage;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "showroom-library-"));
    storage = createLocalDiskStorage(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const services = () => ({ db: getDb(), storage, logger: pino({ level: "silent" }) });

  /** An image stored with one variant, `ageDays` old. */
  async function image(db: Db, name: string, ageDays: number, alt: string | null = null): Promise<MediaFile> {
    const key = `images/lb/${name}-${Math.random().toString(36).slice(2, 8)}.jpg`;
    const variant = key.replace(/\.jpg$/, "-320w.webp");
    for (const each of [key, variant]) await storage.put(each, Buffer.from(name), { contentType: "image/jpeg" });
    const file = await createMediaFile(db, { key, kind: "image", mime: "image/jpeg", size: 1000, original_name: `${name}.jpg`, alt_text: alt, variants: [{ key: variant, width: 320, height: 240, format: "webp", size: 100 }] });
    const created_at = new Date(Date.now() - ageDays * DAY).toISOString();
    await db.updateTable("media_files").set({ created_at }).where("id", "=", file.id).execute();
    return { ...file, created_at };
  }
  const url = (file: MediaFile) => `/media/${file.key}`;
  const entries = (db: Db, file: MediaFile) => db.selectFrom("audit_log").select(["action", "actor_name", "changes"]).where("target_id", "=", url(file)).execute();

  it("lists the unused files older than a day with their total size, keeps newer ones, and removes them with every variant", async () => {
    const db = getDb();
    const abandoned = await image(db, "abandoned", 3);
    const onCategory = await image(db, "on-category", 3, "A category picture");
    const inDraft = await image(db, "in-draft", 3);
    const fresh = await image(db, "fresh", 0.1);
    await createCategory(db, { name: `Library category ${Math.random()}`, image: url(onCategory) });
    const product = await createProduct(db, { name: `Library product ${Math.random()}` });
    const draft = new FormData();
    draft.set("main_image", url(inDraft));
    await saveDraft(db, "product", product.id, draft, null);

    const unused = await findUnusedFiles(db);
    const ours = unused.files.filter((file) => [abandoned, onCategory, inDraft, fresh].some((mine) => mine.id === file.id));
    expect(ours.map((file) => file.original_name)).toEqual(["abandoned.jpg"]);
    expect(unused.bytes).toBe(unused.files.reduce((sum, file) => sum + file.size, 0));
    expect(unused.recentKept).toBeGreaterThanOrEqual(1);

    // Asked to remove them all, it removes only what is still unused and old enough.
    const removed = await removeUnusedFiles(services(), audit, [abandoned.id, onCategory.id, inDraft.id, fresh.id]);
    expect(removed.map((file) => file.id)).toEqual([abandoned.id]);
    expect(await getMediaFile(db, abandoned.id)).toBeUndefined();
    expect(await storage.exists(abandoned.key)).toBe(false);
    expect(await storage.exists(abandoned.variants[0].key)).toBe(false);
    for (const kept of [onCategory, inDraft, fresh]) expect(await storage.exists(kept.key)).toBe(true);
    expect(await entries(db, abandoned)).toEqual([{ action: "remove-unused", actor_name: "Library tester", changes: JSON.stringify({ name: ["abandoned.jpg", null], kind: ["image", null] }) }]);
  });

  it("refuses to delete a file in use, naming what uses it, and deletes it with its bytes once nothing does", async () => {
    const db = getDb();
    const file = await image(db, "shown", 5, "A box PC");
    const category = await createCategory(db, { name: "Uses the picture", image: url(file) });
    await expect(deleteLibraryFile(services(), audit, file.id)).rejects.toThrow(new MediaRefusedError(409, 'shown.jpg is used by category "Uses the picture". Remove it there and save first.'));
    expect(await storage.exists(file.key)).toBe(true);

    await updateCategory(db, category.id, { name: "Uses the picture", image: null });
    await deleteLibraryFile(services(), audit, file.id);
    expect(await getMediaFile(db, file.id)).toBeUndefined();
    expect(await storage.exists(file.key)).toBe(false);
    expect(await storage.exists(file.variants[0].key)).toBe(false);
    expect((await entries(db, file)).map((entry) => entry.action)).toEqual(["delete"]);
    await expect(deleteLibraryFile(services(), audit, file.id)).rejects.toThrow("This file is no longer in the library.");
  });

  it("writes alt text with an audit entry, and keeps an image that content shows from losing it", async () => {
    const db = getDb();
    const file = await image(db, "described", 5);
    await saveAltText(services(), audit, file.id, "Front of the panel PC");
    expect((await getMediaFile(db, file.id))?.alt_text).toBe("Front of the panel PC");
    expect(await entries(db, file)).toEqual([{ action: "update", actor_name: "Library tester", changes: JSON.stringify({ alt_text: [null, "Front of the panel PC"] }) }]);

    await createCategory(db, { name: "Shows the described picture", image: url(file) });
    await expect(saveAltText(services(), audit, file.id, null)).rejects.toThrow(
      'described.jpg is used by category "Shows the described picture", so it needs alt text. Write new alt text instead of removing it.',
    );
    await saveAltText(services(), audit, file.id, "Panel PC, front");
    expect((await getMediaFile(db, file.id))?.alt_text).toBe("Panel PC, front");

    const pdf = await createMediaFile(db, { key: `catalogues/lb/${Math.random().toString(36).slice(2, 8)}.pdf`, kind: "catalogue", mime: "application/pdf", size: 5 });
    await expect(saveAltText(services(), audit, pdf.id, "A datasheet")).rejects.toThrow("Only images have alt text.");
  });

  it("rescores the products showing an image when it gains alt text, in the write's transaction", async () => {
    const db = getDb();
    const file = await image(db, "scored", 5);
    const described = await image(db, "already-described", 5, "Side of the panel PC");
    const scoreOf = async (id: number) => (await db.selectFrom("products").select("completeness").where("id", "=", id).executeTakeFirstOrThrow()).completeness;
    const asMain = await createProduct(db, { name: `Shows it as main image ${Math.random()}`, main_image: url(file), product_images: [url(described)] });
    const asApplication = await createProduct(db, { name: `Shows it as application image ${Math.random()}`, application_images: [url(file)] });
    const other = await createProduct(db, { name: `Shows another image ${Math.random()}`, main_image: url(described) });
    const inDraft = await createProduct(db, { name: `Shows it in a draft only ${Math.random()}` });
    const draft = new FormData();
    draft.set("main_image", url(file));
    await saveDraft(db, "product", inDraft.id, draft, null);
    const before = { asMain: await scoreOf(asMain.id), asApplication: await scoreOf(asApplication.id), other: await scoreOf(other.id), inDraft: await scoreOf(inDraft.id) };
    // Met: main image and lifecycle; not: gallery, alt text (one of its two images lacks it), description, features, specifications, catalogue.
    expect(before.asMain).toBe(25);
    // Its application image lacks alt text: lifecycle only of 8.
    expect(before.asApplication).toBe(13);

    // A write rolled back leaves the scores as they were.
    await expect(
      inTransaction(db, async (trx) => {
        await saveAltText({ ...services(), db: trx }, audit, file.id, "Front of the panel PC");
        expect(await trx.selectFrom("products").select("completeness").where("id", "=", asMain.id).executeTakeFirstOrThrow()).toEqual({ completeness: 38 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await scoreOf(asMain.id)).toBe(25);

    await saveAltText(services(), audit, file.id, "Front of the panel PC");
    // Alt text met: 3 of 8, and 2 of 8. A product showing it only in a pending draft keeps its score until the draft is published.
    expect(await scoreOf(asMain.id)).toBe(38);
    expect(await scoreOf(asApplication.id)).toBe(25);
    expect(await scoreOf(other.id)).toBe(before.other);
    expect(await scoreOf(inDraft.id)).toBe(before.inDraft);
  });
});
