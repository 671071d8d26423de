import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { createCategory, deleteCategory, getCategory } from "~/content/category/repository.server";
import { createNews, deleteNews, getNews } from "~/content/news/repository.server";
import { createProduct, deleteProduct, getProduct } from "~/content/product/repository.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { releaseUploads, removingUploads, uploadedLinksIn } from "./release-uploads.server";

const root = mkdtempSync(path.join(os.tmpdir(), "showroom-release-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Issue 12, item 14: deleting a record removes the uploads nothing else uses.
describeEachDatabase("uploads of a deleted record", (getDb) => {
  const services = (dir: string) => ({ db: getDb(), storage: createLocalDiskStorage(path.join(root, dir)), logger: pino({ level: "silent" }) });
  const put = (storage: ReturnType<typeof services>["storage"], key: string) => storage.put(key, Buffer.from(key), { contentType: "application/octet-stream" });

  it("finds this site's upload links anywhere in a record, and nothing else", () => {
    const links = uploadedLinksIn({
      main_image: "/media/images/a.webp",
      product_images: ["/media/images/b.webp", "https://cdn.example.com/c.jpg", "bare-name.jpg"],
      content: [{ heading: "/media/images/d.webp", image: "/media/catalogues/e.pdf" }],
      download_link: "/media/drivers/f.zip",
    });
    expect([...links].sort()).toEqual(["/media/catalogues/e.pdf", "/media/images/a.webp", "/media/images/b.webp", "/media/images/d.webp"]);
  });

  it("removes a deleted product's images and catalogue, keeping a file another record still shows", async () => {
    const s = services(`product-${Math.random().toString(36).slice(2)}`);
    for (const key of ["images/p-main.webp", "images/p-gallery.webp", "catalogues/p.pdf", "images/shared.webp"]) await put(s.storage, key);
    const product = await createProduct(s.db, {
      name: `Release test ${Math.random()}`,
      main_image: "/media/images/p-main.webp",
      product_images: ["/media/images/p-gallery.webp", "/media/images/shared.webp"],
      catalog_file: "/media/catalogues/p.pdf",
    });
    const keeper = await createCategory(s.db, { name: `Keeper ${Math.random()}`, image: "/media/images/shared.webp" });
    expect(await removingUploads(s, getProduct, deleteProduct)(s.db, product.id)).toBe(true);
    expect(await s.storage.exists("images/p-main.webp")).toBe(false);
    expect(await s.storage.exists("images/p-gallery.webp")).toBe(false);
    expect(await s.storage.exists("catalogues/p.pdf")).toBe(false);
    expect(await s.storage.exists("images/shared.webp")).toBe(true);

    // Once the category that shared it goes too, so does the file.
    expect(await removingUploads(s, getCategory, deleteCategory)(s.db, keeper.id)).toBe(true);
    expect(await s.storage.exists("images/shared.webp")).toBe(false);
  });

  it("removes a deleted news item's images, and leaves files alone when the delete does not happen", async () => {
    const s = services(`news-${Math.random().toString(36).slice(2)}`);
    await put(s.storage, "images/n1.webp");
    const news = await createNews(s.db, { title: "Release", place: "Pune", date: "2026-01-02", images: ["/media/images/n1.webp"] });
    expect(await removingUploads(s, getNews, async () => false)(s.db, news.id)).toBe(false);
    expect(await s.storage.exists("images/n1.webp")).toBe(true);
    expect(await releaseUploads(s, ["/media/images/n1.webp"])).toEqual([]);
    expect(await removingUploads(s, getNews, deleteNews)(s.db, news.id)).toBe(true);
    expect(await s.storage.exists("images/n1.webp")).toBe(false);
  });
});
