import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { listDriverCategoriesWithDrivers } from "~/content/driver-category/repository.server";
import { getDriver } from "~/content/driver/repository.server";
import { listActiveHeroSections } from "~/content/hero-section/repository.server";
import { createNews, listNews } from "~/content/news/repository.server";
import { listActivePopups } from "~/content/popup/repository.server";
import { getMediaFileByKey, listMediaFiles } from "~/content/media-file/repository.server";
import { getProduct, listPopularProducts, listProducts } from "~/content/product/repository.server";
import { readContentVersion } from "~/content/shared/content-version.server";
import { countRows } from "~/content/shared/count.server";
import { listSolutions } from "~/content/solution/repository.server";
import { mediaKeyFromReference } from "~/media/image-sources";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import type { Storage } from "~/storage/storage";
import { inspectPdf } from "../../tests/setup/inspect-pdf";
import { type TestDatabase, createSqliteTestDatabase, describeEachDatabase } from "../../tests/setup/test-database";
import { DEMO_CATALOGUE, DEMO_POPULAR_MODELS } from "./catalogue";
import { claimOnce } from "~/content/site-settings/repository.server";
import { hasContent, seedDemoContent } from "./seed-demo-content.server";

describeEachDatabase("seedDemoContent", (getDb) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-seed-"));
  const storage = createLocalDiskStorage(path.join(dir, "media"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const stored = async (reference: string | null | undefined) => {
    const key = reference ? mediaKeyFromReference(reference) : null;
    return key !== null && (await storage.exists(key));
  };

  it("fills an empty database with the demo catalogue, editorial content and downloads", async () => {
    const db = getDb();
    const result = await seedDemoContent({ db, storage });
    expect(result.seeded).toBe(true);

    expect(await countRows(db, "categories")).toBe(8);
    expect(await countRows(db, "subcategories")).toBeGreaterThanOrEqual(16);
    expect(await countRows(db, "types")).toBeGreaterThanOrEqual(8);
    expect(await countRows(db, "products")).toBeGreaterThanOrEqual(40);
    expect(await countRows(db, "products", { column: "featured", value: 1 })).toBeGreaterThanOrEqual(6);
    expect(await countRows(db, "media_server_api")).toBe(0);

    const card = (await listProducts(db)).find((item) => item.model_number === "SPC-1560-J6412");
    const product = await getProduct(db, card!.id);
    expect(product?.category_name).toBe("Industrial Panel PCs");
    expect(product?.model_number).toBe("SPC-1560-J6412");
    expect(product?.description?.split(/\s+/).length).toBeGreaterThan(100);
    expect(product?.product_benefits.length).toBeGreaterThanOrEqual(1);
    expect(product?.specification_groups.map((group) => group.group_name)).toContain("Processor");
    expect(product?.product_images.length).toBeGreaterThanOrEqual(2);
    expect(product?.product_images.length).toBeLessThanOrEqual(6);
    expect(await stored(product?.main_image)).toBe(true);
    for (const image of [...(product?.product_images ?? []), ...(product?.application_images ?? [])]) expect(await stored(image)).toBe(true);

    const heroes = await listActiveHeroSections(db);
    expect(heroes).toHaveLength(3);
    for (const hero of heroes) {
      expect(await stored(hero.image)).toBe(true);
      expect(hero.url_link).toMatch(/^\/[a-z]/);
    }

    const news = await listNews(db);
    expect(news).toHaveLength(6);
    expect(news.some((article) => article.images.length > 5)).toBe(true);
    for (const article of news) expect(article.content.length).toBeGreaterThan(0);

    const solutions = await listSolutions(db);
    expect(solutions).toHaveLength(4);
    for (const solution of solutions) {
      expect(solution.content.length).toBeGreaterThan(0);
      expect(solution.highlights.length).toBeGreaterThan(0);
      expect(solution.specifications.length).toBeGreaterThan(0);
      expect(solution.applications.length).toBeGreaterThan(0);
    }

    const popups = await listActivePopups(db);
    expect(popups).toHaveLength(1);
    expect(popups[0].display_pages).toEqual(["all"]);

    const downloads = await listDriverCategoriesWithDrivers(db);
    expect(downloads).toHaveLength(2);
    const drivers = downloads.flatMap((category) => category.drivers);
    expect(drivers.length).toBeGreaterThanOrEqual(10);
    for (const driver of drivers) {
      const key = mediaKeyFromReference(driver.download_link);
      expect(key).toMatch(/^drivers\/\d{4}\/\d{2}\/[0-9a-f]+\.(zip|pdf)$/);
      const file = await storage.get(key!);
      const bytes = await buffer(file!.body);
      expect(bytes.subarray(0, 4).toString("latin1")).toBe(driver.kind === "manual" ? "%PDF" : "PK\u0003\u0004");
      expect(bytes.length).toBe(driver.file_size);
      expect(driver.file_name).toMatch(driver.kind === "manual" ? /\.pdf$/ : /\.zip$/);
      expect(driver.version).toBeTruthy();
      expect(driver.release_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const stored = await getDriver(db, driver.id);
      expect(stored?.checksum_sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(stored?.product_ids.length, driver.name).toBeGreaterThan(0);
    }
    // The download centre's demo: every kind but Other, systems, and files with older versions (a driver at 1.0 and 1.2).
    expect(new Set(drivers.map((driver) => driver.kind))).toEqual(new Set(["driver", "firmware", "bios", "utility", "sdk", "manual"]));
    expect(drivers.some((driver) => driver.operating_systems.includes("linux"))).toBe(true);
    const realCom = drivers.filter((driver) => driver.name === "Real COM Driver for SDS Device Servers").map((driver) => driver.version);
    expect(realCom.sort()).toEqual(["1.0", "1.2"]);
  }, 120_000);

  it("uses the product lifecycle: New products, and products past Active with a last-order date and a successor", async () => {
    const db = getDb();
    const cards = await listProducts(db, { withDiscontinued: true });
    const byStatus = (status: string) => cards.filter((card) => card.lifecycle_status === status);
    expect(byStatus("new").length).toBeGreaterThanOrEqual(2);
    const eol = await Promise.all(byStatus("eol").map((card) => getProduct(db, card.id)));
    expect(eol.length).toBeGreaterThanOrEqual(1);
    for (const product of eol) {
      expect(product?.last_order_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(product?.successor?.name).toBeTruthy();
    }
    const discontinued = byStatus("discontinued");
    expect(discontinued.length).toBeGreaterThanOrEqual(1);
    expect((await listProducts(db)).map((card) => card.id)).not.toContain(discontinued[0].id);
    // The home page's lists stay Active, within its size limit.
    for (const card of await listPopularProducts(db)) expect(card.lifecycle_status).toBe("active");
  });

  it("gives every type and every product line typed attributes, and every demo product values for them", async () => {
    const db = getDb();
    const types = await db.selectFrom("types").select("id").execute();
    const typed = new Set((await db.selectFrom("attributes").select("type_id").where("type_id", "is not", null).execute()).map((row) => row.type_id));
    expect(types.every((type) => typed.has(type.id))).toBe(true);
    const lines = await db.selectFrom("attributes").select("category_id").where("category_id", "is not", null).groupBy("category_id").execute();
    expect(lines.length).toBe(DEMO_CATALOGUE.length);
    const kinds = new Set((await db.selectFrom("attributes").select("kind").execute()).map((row) => row.kind));
    expect(kinds).toEqual(new Set(["number", "enum", "boolean"]));
    const withValues = await db.selectFrom("product_attribute_values").select("product_id").groupBy("product_id").execute();
    expect(withValues.length).toBe(await countRows(db, "products"));
    // Entered in °F, stored in °C and shown as entered.
    const fahrenheit = await db.selectFrom("product_attribute_values").select(["number_value", "shown"]).where("shown", "=", "158 °F").executeTakeFirstOrThrow();
    expect(fahrenheit.number_value).toBe(70);
  });

  it("gives every demo product a datasheet PDF stored as a catalogue upload, and videos as YouTube watch links", async () => {
    const db = getDb();
    // Every product: the discontinued ones too, which lists leave out by default.
    const cards = await listProducts(db, { withDiscontinued: true });
    expect(cards).toHaveLength(DEMO_CATALOGUE.flatMap((line) => line.products).length);
    const catalogues = await listMediaFiles(db, { kind: "catalogue" });
    expect(catalogues).toHaveLength(cards.length);
    let videos = 0;
    for (const card of cards) {
      const product = await getProduct(db, card.id);
      const key = mediaKeyFromReference(product!.catalog_file ?? "");
      expect(key, card.model_number!).toMatch(/^catalogues\/\d{4}\/\d{2}\/[0-9a-f]+\.pdf$/);
      expect(product!.catalog_file).toBe(`/media/${key}`);
      const record = await getMediaFileByKey(db, key!);
      expect(record).toMatchObject({ kind: "catalogue", mime: "application/pdf", original_name: `${card.model_number}-datasheet.pdf` });
      const bytes = await buffer((await storage.get(key!))!.body);
      expect(bytes.length).toBe(record!.size);
      expect(record!.checksum_sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
      const pdf = inspectPdf(bytes);
      expect(pdf.version).toBe("1.4");
      expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
      expect(pdf.pages.length).toBeLessThanOrEqual(2);
      expect(pdf.title).toBe(`${product!.name} (${product!.model_number})`);
      const text = pdf.pages.flat().join("\n");
      expect(text).toContain(`Model: ${product!.model_number}`);
      for (const group of product!.specification_groups) {
        expect(text).toContain(group.group_name);
        for (const name of Object.keys(group.specifications)) expect(text).toContain(name);
      }

      const link = product!.youtube_link;
      if (link === null) continue;
      videos++;
      const video = new URL(link);
      expect(`${video.origin}${video.pathname}`).toBe("https://www.youtube.com/watch");
      expect(video.searchParams.get("v")).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect([...video.searchParams.keys()]).toEqual(["v"]);
    }
    expect(videos).toBeGreaterThanOrEqual(4);
    expect(videos).toBeLessThan(cards.length);
  });

  it("gives the dashboard something to show: scored products, some incomplete, and an inbox of three months with one failed e-mail copy", async () => {
    const db = getDb();
    const scores = await db.selectFrom("products").select("completeness").execute();
    expect(scores.every((row) => row.completeness !== null)).toBe(true);
    expect(scores.filter((row) => row.completeness! < 100).length).toBeGreaterThanOrEqual(5);
    expect(scores.some((row) => row.completeness === 100)).toBe(true);

    const enquiries = await db.selectFrom("enquiries").select(["created_at", "status", "in_progress_at", "closed_at", "product_id"]).execute();
    const messages = await db.selectFrom("messages").select(["created_at", "status", "mail_status"]).execute();
    expect(enquiries.length).toBeGreaterThanOrEqual(10);
    expect(messages.length).toBeGreaterThanOrEqual(5);
    const days = new Set([...enquiries, ...messages].map((item) => item.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(15);
    expect(enquiries.every((item) => item.created_at <= new Date().toISOString())).toBe(true);
    expect(enquiries.some((item) => item.status === "closed" && item.closed_at !== null && item.in_progress_at !== null)).toBe(true);
    expect(new Set(enquiries.map((item) => item.status))).toEqual(new Set(["new", "in_progress", "closed"]));
    expect(await db.selectFrom("enquiry_lines").select("enquiry_id").execute()).not.toHaveLength(0);

    const failed = await db.selectFrom("mail_outbox").select(["status", "attempts", "source_table", "source_id", "last_error"]).execute();
    expect(failed).toEqual([expect.objectContaining({ status: "failed", attempts: 12, source_table: "messages" })]);
    expect(messages.filter((item) => item.mail_status === "failed")).toHaveLength(1);
  });

  it("makes the home page's popular products a spread over the product lines", async () => {
    const db = getDb();
    const popular = await listPopularProducts(db, 6);
    expect(popular.map((card) => card.model_number)).toEqual(DEMO_POPULAR_MODELS);
    expect(new Set(popular.map((card) => card.category_id)).size).toBeGreaterThanOrEqual(5);
  });

  it("leaves a database with content alone", async () => {
    const db = getDb();
    const before = await countRows(db, "products");
    expect(await seedDemoContent({ db, storage })).toEqual({ seeded: false, reason: "the database already has content" });
    expect(await countRows(db, "products")).toBe(before);
  });
});

describeEachDatabase("seedDemoContent with several instances starting together", (getDb) => {
  it("seeds nothing while another instance holds the seed claim", async () => {
    const db = getDb();
    const storage = createLocalDiskStorage(mkdtempSync(path.join(os.tmpdir(), "showroom-seed-claim-")));
    expect(await claimOnce(db, "demo-content-seed")).toBe(true);
    expect(await seedDemoContent({ db, storage })).toEqual({ seeded: false, reason: "another instance is seeding" });
    expect(await hasContent(db)).toBe(false);
  });
});

describeEachDatabase("hasContent", (getDb) => {
  it("is false on a fresh database and true once any content row exists", async () => {
    const db = getDb();
    expect(await hasContent(db)).toBe(false);
    await createNews(db, { title: "Hello", place: "Chennai", date: "2026-11-01", content: [{ heading: "Hi", para: "" }] });
    expect(await hasContent(db)).toBe(true);
  });
});

// Runs on SQLite only: it costs a full seed, and the undo path uses the same repositories on both databases.
describe("seedDemoContent after a failure", () => {
  let database: TestDatabase | undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-seed-fail-"));
  afterAll(async () => {
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("removes every row and file it created, so the next start can seed afresh", async () => {
    database = await createSqliteTestDatabase();
    const db = database.db;
    const disk = createLocalDiskStorage(path.join(dir, "media"));
    // Fails late, at the first driver package, when every picture and most rows exist.
    const storage: Storage = { ...disk, put: (key, body, options) => (key.startsWith("drivers/") ? Promise.reject(new Error("disk full")) : disk.put(key, body, options)) };
    await expect(seedDemoContent({ db, storage })).rejects.toThrow("disk full");
    // Every create and delete bumps the content version: proof that rows were written, then removed.
    expect(await readContentVersion(db)).toBeGreaterThan(100);
    expect(await hasContent(db)).toBe(false);
    expect(await listMediaFiles(db)).toEqual([]);
    const files = readdirSync(path.join(dir, "media"), { recursive: true }).filter((name) => /\.[a-z]+$/.test(String(name)));
    expect(files).toEqual([]);
  }, 120_000);
});
