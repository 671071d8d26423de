import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { mediaColumns } from "../definitions";
import { createNews } from "../news/repository.server";
import { createProduct } from "../product/repository.server";
import {
  contentUsingMedia,
  createMediaFile,
  deleteMediaFile,
  findStoredImages,
  getMediaFileByKey,
  listMediaFiles,
} from "./repository.server";

const variant = (width: number, format: "webp" | "avif") => ({
  key: `images/ab/photo-${width}.${format}`,
  width,
  height: Math.round(width * 0.75),
  format,
  size: width * 10,
});

describeEachDatabase("media file repository", (getDb) => {
  it("records, finds and deletes a stored image with its variants", async () => {
    const db = getDb();
    const created = await createMediaFile(db, {
      key: "images/ab/photo.jpg",
      kind: "image",
      mime: "image/jpeg",
      size: 123_456,
      width: 1600,
      height: 1200,
      original_name: "Panel PC front.jpg",
      checksum_sha256: "b".repeat(64),
      variants: [variant(320, "webp"), variant(320, "avif")],
    });
    expect(created).toMatchObject({
      key: "images/ab/photo.jpg",
      kind: "image",
      size: 123_456,
      width: 1600,
      original_name: "Panel PC front.jpg",
      variants: [variant(320, "webp"), variant(320, "avif")],
    });
    expect(await getMediaFileByKey(db, "images/ab/photo.jpg")).toEqual(created);
    expect(await deleteMediaFile(db, "images/ab/photo.jpg")).toBe(true);
    expect(await getMediaFileByKey(db, "images/ab/photo.jpg")).toBeUndefined();
    expect(await deleteMediaFile(db, "images/ab/photo.jpg")).toBe(false);
  });

  it("lists newest first, optionally by kind", async () => {
    const db = getDb();
    const file = (key: string, kind: "image" | "catalogue" | "driver") =>
      createMediaFile(db, { key, kind, mime: "application/octet-stream", size: 10 });
    await file("catalogues/a.pdf", "catalogue");
    await file("drivers/b.zip", "driver");
    await file("catalogues/c.pdf", "catalogue");
    expect((await listMediaFiles(db)).map((f) => f.key).slice(0, 3)).toEqual(["catalogues/c.pdf", "drivers/b.zip", "catalogues/a.pdf"]);
    expect((await listMediaFiles(db, { kind: "catalogue" })).map((f) => f.key)).toEqual(["catalogues/c.pdf", "catalogues/a.pdf"]);
    expect((await listMediaFiles(db, { kind: "driver" }))[0]).toMatchObject({ width: null, variants: [], original_name: null });
  });

  it("refuses a second record under the same key and an unknown kind", async () => {
    const db = getDb();
    const input = { key: "images/zz/dup.png", kind: "image" as const, mime: "image/png", size: 1 };
    await createMediaFile(db, input);
    await expect(createMediaFile(db, input)).rejects.toThrow();
    await expect(createMediaFile(db, { ...input, key: "x.exe", kind: "video" as "image" })).rejects.toThrow();
    expect((await listMediaFiles(db)).filter((f) => f.key === "images/zz/dup.png")).toHaveLength(1);
  });

  it("finds stored images by key in one call, skipping unknown keys, other kinds and bad variants", async () => {
    const db = getDb();
    await createMediaFile(db, { key: "images/cd/a.jpg", kind: "image", mime: "image/jpeg", size: 5, width: 800, height: 600, variants: [variant(640, "avif")] });
    await createMediaFile(db, { key: "drivers/cd/a.zip", kind: "driver", mime: "application/zip", size: 5 });
    await db.updateTable("media_files").set({ variants: "[{\"key\": 1}, {broken" }).where("key", "=", "drivers/cd/a.zip").execute();
    const found = await findStoredImages(db, ["images/cd/a.jpg", "drivers/cd/a.zip", "images/none.jpg"]);
    expect([...found.keys()]).toEqual(["images/cd/a.jpg"]);
    expect(found.get("images/cd/a.jpg")).toEqual({ key: "images/cd/a.jpg", width: 800, height: 600, colour: null, variants: [variant(640, "avif")] });
    expect((await getMediaFileByKey(db, "drivers/cd/a.zip"))?.variants).toEqual([]);
    expect((await findStoredImages(db, [])).size).toBe(0);
  });
});

describeEachDatabase("content using a stored file", (getDb) => {
  it("finds every kind of media field the definitions declare, as a value and inside JSON", async () => {
    const db = getDb();
    const url = (name: string) => `/media/images/cd/${name}.webp`;
    await createCategory(db, { name: "Media usage", image: url("category") });
    await createProduct(db, { name: "Media usage product", product_images: [url("gallery")], catalog_file: "/media/catalogues/ef/sheet.pdf" });
    await createNews(db, { title: "Media usage news", place: "Chennai", date: "2026-01-02", images: [url("news")] });
    expect(await contentUsingMedia(db, url("category"))).toEqual(["categories"]);
    expect(await contentUsingMedia(db, url("gallery"))).toEqual(["products"]);
    expect(await contentUsingMedia(db, "/media/catalogues/ef/sheet.pdf")).toEqual(["products"]);
    expect(await contentUsingMedia(db, url("news"))).toEqual(["news"]);
    expect(await contentUsingMedia(db, url("nowhere"))).toEqual([]);
  });

  it("reads only columns that exist", async () => {
    const db = getDb();
    for (const { table, column } of mediaColumns) {
      await expect(db.selectFrom(table as "categories").select(column as "image").limit(1).execute(), `${table}.${column}`).resolves.toBeDefined();
    }
  });
});
