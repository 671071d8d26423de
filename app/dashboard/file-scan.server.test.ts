import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createCategory } from "~/content/category/repository.server";
import { createDriver } from "~/content/driver/repository.server";
import { createNews, deleteNews } from "~/content/news/repository.server";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import { storeDownload } from "~/media/files.server";
import { createZip } from "~/seed/zip-archive";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import type { Storage } from "~/storage/storage";
import { findChecksumMismatches, findMissingFiles, KEPT_FINDINGS } from "./file-scan.server";
import { isStale, readScans, refreshScans, runScan } from "./health-scans.server";

const logger = pino({ level: "silent" });
const release = { version: "1.0", release_date: "2026-01-01" };
const png = Buffer.from("89504e470d0a1a0a", "hex");

describeEachDatabase("checks of stored files", (getDb) => {
  let dir: string;
  let storage: Storage;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "showroom-file-scan-"));
    storage = createLocalDiskStorage(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds the files content points at that storage lacks, and the downloads whose bytes changed", async () => {
    const db = getDb();
    await storage.put("images/2026/01/aaaaaaaaaaaaaaaaaaaa.png", png, { contentType: "image/png" });
    const category = await createCategory(db, { name: "Stored", image: "/media/images/2026/01/aaaaaaaaaaaaaaaaaaaa.png" });
    // A product whose main image is stored but one gallery image is not; an external image is not ours to check.
    const product = await createProduct(db, {
      name: "Half stored",
      category_id: category.id,
      main_image: "/media/images/2026/01/aaaaaaaaaaaaaaaaaaaa.png",
      product_images: ["/media/images/2026/01/bbbbbbbbbbbbbbbbbbbb.png", "https://cdn.example.com/x.png"],
    });
    // A news article whose image (inside its JSON list) is gone.
    const news = await createNews(db, { title: "Gone picture", place: "Chennai", date: "2026-01-01", images: ["/media/images/2026/01/cccccccccccccccccccc.png"], content: [] });

    const kept = await storeDownload({ db, storage }, "driver", createZip([{ name: "a.inf", content: "kept" }]), "Kept.zip");
    const changed = await storeDownload({ db, storage }, "driver", createZip([{ name: "b.inf", content: "original" }]), "Changed.zip");
    const lost = await storeDownload({ db, storage }, "driver", createZip([{ name: "c.inf", content: "lost" }]), "Lost.zip");
    await createDriver(db, { ...release, name: "Kept driver", download_link: kept.url, checksum_sha256: kept.checksum });
    const changedDriver = await createDriver(db, { ...release, version: "2.0", name: "Changed driver", download_link: changed.url, checksum_sha256: changed.checksum });
    const lostDriver = await createDriver(db, { ...release, name: "Lost driver", download_link: lost.url, checksum_sha256: lost.checksum });
    await storage.delete(changed.key);
    await storage.put(changed.key, createZip([{ name: "b.inf", content: "tampered" }]), { contentType: "application/zip" });
    await storage.delete(lost.key);

    const files = await findMissingFiles({ db, storage });
    expect(files.media.map((file) => [file.target, file.id, file.field, file.key])).toEqual([
      ["news", news.id, "images", "images/2026/01/cccccccccccccccccccc.png"],
      ["product", product.id, "product_images", "images/2026/01/bbbbbbbbbbbbbbbbbbbb.png"],
    ]);
    expect(files.media[1]).toMatchObject({ label: "Half stored", fieldLabel: "Product images" });
    expect(files.downloads.map((file) => [file.id, file.label, file.key])).toEqual([[lostDriver.id, "Lost driver", lost.key]]);
    expect([files.mediaCount, files.downloadsCount]).toEqual([2, 1]);

    const sums = await findChecksumMismatches({ db, storage, logger });
    expect(sums.mismatched).toEqual([{ id: changedDriver.id, label: "Changed driver", version: "2.0", key: changed.key }]);
    expect(sums.hashed).toBe(3);
  });

  it("counts every record using a missing file shared by many, listing the first ones in order", async () => {
    const db = getDb();
    const shared = "/media/images/2026/02/dddddddddddddddddddd.png";
    const products: Awaited<ReturnType<typeof createProduct>>[] = [];
    // The scan reads products before news: the news article's reference is the one that takes the
    // file past twice the findings kept, and it is listed first (news before products).
    for (let index = 0; index < 2 * KEPT_FINDINGS - 1; index += 1) products.push(await createProduct(db, { name: `Shared picture ${index}`, main_image: shared }));
    const news = await createNews(db, { title: "Shared picture news", place: "Chennai", date: "2026-02-01", images: [shared], content: [] });

    const files = await findMissingFiles({ db, storage }).finally(async () => {
      for (const product of products) await deleteProduct(db, product.id);
      await deleteNews(db, news.id);
    });
    const sharedFiles = files.media.filter((file) => file.key === "images/2026/02/dddddddddddddddddddd.png");
    expect(files.mediaCount - (files.media.length - sharedFiles.length)).toBe(products.length + 1);
    expect(files.media).toHaveLength(KEPT_FINDINGS);
    // In the findings' order: by kind of record (news before products), then id.
    const listed = files.media.map((file) => [file.target, file.id]);
    expect(listed).toEqual([...listed].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])));
    expect(sharedFiles.map((file) => [file.target, file.id])).toEqual([["news", news.id], ...products.slice(0, sharedFiles.length - 1).map((product) => ["product", product.id])]);
  });

  it("runs a check once at a time, keeps its outcome for every instance, and says when it is out of date", async () => {
    const db = getDb();
    const before = await readScans(db);
    expect(before.files).toMatchObject({ running: false, finishedAt: null, findings: null });
    expect(isStale(before.files, 1)).toBe(true);

    expect(await runScan({ db, storage, logger }, "files")).toBe(true);
    const after = await readScans(db);
    expect(after.files.finishedAt).not.toBeNull();
    expect(after.files.findings?.mediaCount).toBe(2);
    expect(isStale(after.files, after.files.version!)).toBe(false);
    // Content changed since: the files are checked again, but not within a minute of the last check.
    expect(isStale(after.files, after.files.version! + 1)).toBe(false);
    expect(isStale(after.files, after.files.version! + 1, new Date(Date.now() + 61_000))).toBe(true);
    expect(isStale(after.files, after.files.version!, new Date(Date.now() + 25 * 3_600_000))).toBe(true);

    // While another process holds the check, it is not run twice.
    await db.updateTable("health_scans").set({ locked_until: new Date(Date.now() + 60_000).toISOString() }).where("name", "=", "files").execute();
    expect(await runScan({ db, storage, logger }, "files")).toBe(false);
    expect((await readScans(db)).files.running).toBe(true);
    // A crashed run's claim runs out.
    await db.updateTable("health_scans").set({ locked_until: new Date(Date.now() - 1).toISOString() }).where("name", "=", "files").execute();
    expect(await runScan({ db, storage, logger }, "checksums")).toBe(true);
    expect(await runScan({ db, storage, logger }, "files")).toBe(true);
    expect((await readScans(db)).checksums.findings?.mismatchedCount).toBe(1);

    // "Check files now" while a check runs: that one may have read the files before the change, so the next view runs it again.
    await db.updateTable("health_scans").set({ locked_until: new Date(Date.now() + 60_000).toISOString() }).where("name", "=", "files").execute();
    expect((await refreshScans({ db, storage, logger }, ["files"], { force: true })).started).toEqual([]);
    await db.updateTable("health_scans").set({ locked_until: null }).where("name", "=", "files").execute();
    const asked = (await readScans(db)).files;
    expect(isStale(asked, asked.version!)).toBe(true);
    expect(await runScan({ db, storage, logger }, "files")).toBe(true);
    const answered = (await readScans(db)).files;
    expect(isStale(answered, answered.version!)).toBe(false);
  });
});
