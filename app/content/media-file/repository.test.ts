import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { mediaColumns } from "../definitions";
import { createNews } from "../news/repository.server";
import { createProduct } from "../product/repository.server";
import { createDriver } from "../driver/repository.server";
import { discardDraft, saveDraft } from "../shared/drafts.server";
import type { Db } from "~/db/connection.server";
import { describeUsers, whenDeletable } from "./usage";
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
    expect(found.get("images/cd/a.jpg")).toEqual({ key: "images/cd/a.jpg", width: 800, height: 600, colour: null, alt: null, variants: [variant(640, "avif")] });
    expect((await getMediaFileByKey(db, "drivers/cd/a.zip"))?.variants).toEqual([]);
    expect((await findStoredImages(db, [])).size).toBe(0);
  });
});

describeEachDatabase("content using a stored file", (getDb) => {
  const url = (name: string) => `/media/images/cd/${name}.webp`;
  const used = async (db: Db, file: string, perFile = 5) =>
    (await contentUsingMedia(db, file, perFile)).map((user) => `${user.via} ${user.type} ${user.name} ${user.edit}`);

  it("finds every kind of media field the definitions declare, as a value and inside JSON, naming each record and its edit form", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Media usage", image: url("category") });
    const product = await createProduct(db, { name: "Media usage product", product_images: [url("gallery")], catalog_file: "/media/catalogues/ef/sheet.pdf" });
    const news = await createNews(db, { title: "Media usage news", place: "Chennai", date: "2026-01-02", images: [url("news")] });
    const driver = await createDriver(db, { name: "Usage driver", version: "1.0", release_date: "2026-01-01", download_link: "/media/drivers/ef/setup.zip" });
    expect(await used(db, url("category"))).toEqual([`saved category Media usage /admin/categories?edit=${category.id}`]);
    expect(await used(db, url("gallery"))).toEqual([`saved product Media usage product /admin/products?edit=${product.id}`]);
    expect(await used(db, "/media/catalogues/ef/sheet.pdf")).toEqual([`saved product Media usage product /admin/products?edit=${product.id}`]);
    expect(await used(db, url("news"))).toEqual([`saved news Media usage news /admin/news?edit=${news.id}`]);
    expect(await used(db, "/media/drivers/ef/setup.zip")).toEqual([`saved driver Usage driver /admin/drivers?edit=${driver.id}`]);
    expect(await used(db, url("nowhere"))).toEqual([]);
  });

  it("counts a pending draft as a user until it is discarded, and a record using the file both ways once", async () => {
    const db = getDb();
    const product = await createProduct(db, { name: "Drafted product", main_image: url("saved") });
    const draft = new FormData();
    draft.set("name", "Drafted product");
    draft.set("main_image", url("saved"));
    draft.set("product_images[0]", url("only-in-draft"));
    await saveDraft(db, "product", product.id, draft, "editor@example.com");
    expect(await used(db, url("only-in-draft"))).toEqual([`draft product Drafted product /admin/products?edit=${product.id}`]);
    expect(await used(db, url("saved"))).toEqual([`saved product Drafted product /admin/products?edit=${product.id}`]);
    expect(describeUsers(await contentUsingMedia(db, url("only-in-draft")))).toBe('the pending draft of product "Drafted product"');

    await discardDraft(db, "product", product.id);
    expect(await used(db, url("only-in-draft"))).toEqual([]);

    // A draft left behind by a record that is gone uses nothing: it can never be published.
    await saveDraft(db, "product", 999_999, draft, null);
    expect(await used(db, url("only-in-draft"))).toEqual([]);
  });

  it("answers for many files at once, at most perFile users each, without one file's users crowding out another's", async () => {
    const db = getDb();
    for (const n of [1, 2, 3]) await createProduct(db, { name: `Crowd ${n}`, main_image: url("crowded") });
    await createProduct(db, { name: "Alone", product_images: [url("alone")] });
    const users = await contentUsingMedia(db, [url("crowded"), url("alone"), url("unused")], 2);
    expect(users.map((user) => `${user.url} ${user.name}`).sort()).toEqual([`${url("alone")} Alone`, `${url("crowded")} Crowd 1`, `${url("crowded")} Crowd 2`]);
    expect(describeUsers(users.filter((user) => user.url === url("crowded")))).toBe('product "Crowd 1" and product "Crowd 2"');
  });

  it("skips a row whose JSON cannot be read, and still finds the others", async () => {
    const db = getDb();
    const broken = await createNews(db, { title: "Broken images", place: "Pune", date: "2026-01-02", images: [url("broken-row")] });
    await db.updateTable("news").set({ images: `["${url("broken-row")}", {unreadable` }).where("id", "=", broken.id).execute();
    const fine = await createNews(db, { title: "Readable images", place: "Pune", date: "2026-01-02", images: [url("broken-row")] });
    expect(await used(db, url("broken-row"))).toEqual([`saved news Readable images /admin/news?edit=${fine.id}`]);
  });

  it("takes a file name's _ and % literally", async () => {
    const db = getDb();
    await createNews(db, { title: "Look-alike", place: "Pune", date: "2026-01-02", images: ["/media/images/cd/a-b%c.webp"] });
    expect(await used(db, "/media/images/cd/a_b%c.webp")).toEqual([]);
    expect(await used(db, "/media/images/cd/a-b%c.webp")).toHaveLength(1);
  });

  it("counts a driver's file, a pending draft and an item in the trash as users (decision 037)", async () => {
    const db = getDb();
    const url = (name: string) => `/media/images/gh/${name}.webp`;
    const driver = await createDriver(db, { name: "Media usage driver", kind: "driver", version: "1", release_date: "2026-01-01", download_link: "/media/drivers/gh/tool.zip" });
    const news = await createNews(db, { title: "Media usage draft", place: "Chennai", date: "2026-01-02", images: [] });
    const draft = new FormData();
    draft.append("images[0]", url("drafted"));
    await saveDraft(db, "news", news.id, draft, null);
    await db
      .insertInto("trash")
      .values({ content_type: "news", record_id: 1_000_000, title: "Gone", snapshot: "{}", media: JSON.stringify([url("trashed")]), deleted_by_id: null, deleted_by_name: "Test", deleted_at: "2026-01-01T00:00:00.000Z", purge_at: "2026-01-31T00:00:00.000Z" })
      .execute();
    expect(await used(db, "/media/drivers/gh/tool.zip")).toEqual([`saved driver Media usage driver /admin/drivers?edit=${driver.id}`]);
    expect(await used(db, url("drafted"))).toEqual([`draft news Media usage draft /admin/news?edit=${news.id}`]);
    // A trashed item is found in the Trash, by its kind and name.
    const trashed = await contentUsingMedia(db, url("trashed"));
    expect(trashed.map((user) => `${user.via} ${user.type} ${user.name} ${user.edit}`)).toEqual(["trash news Gone /admin/trash?kind=news&q=Gone"]);
    expect(describeUsers(trashed)).toBe('news "Gone" in the trash');
    expect(whenDeletable(trashed)).toBe("It is deleted when that item leaves the trash for good.");
    expect(await used(db, url("nowhere"))).toEqual([]);
  });

  it("reads only columns that exist", async () => {
    const db = getDb();
    for (const { table, column, name } of mediaColumns) {
      await expect(db.selectFrom(table as "categories").select([column as "image", name as "name"]).limit(1).execute(), `${table}.${column}`).resolves.toBeDefined();
    }
  });
});
