import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createCategory, deleteCategory } from "~/content/category/repository.server";
import { createNews } from "~/content/news/repository.server";
import { saveDraft } from "~/content/shared/drafts.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { releaseUploads, storedLinksIn } from "./release-uploads.server";

const root = mkdtempSync(path.join(os.tmpdir(), "showroom-release-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("finds this site's stored files anywhere in a record, a row as stored or a draft's fields, and nothing else", () => {
  const links = storedLinksIn({
    main_image: "/media/images/a.webp",
    product_images: ["/media/images/b.webp", "https://cdn.example.com/c.jpg", "bare-name.jpg"],
    content: [{ heading: "/media/images/d.webp", image: "/media/catalogues/e.pdf" }],
    download_link: "/media/drivers/f.zip",
    // Lists and sections as their columns store them, and a draft's posted fields.
    stored: JSON.stringify(["/media/images/g.webp", { image: "/media/images/h.webp" }]),
    draft: JSON.stringify([["main_image", "/media/images/i.webp"], ["name", "[not json"]]),
    elsewhere: "/media/other/j.webp",
  });
  expect([...links].sort()).toEqual([
    "/media/catalogues/e.pdf",
    "/media/drivers/f.zip",
    "/media/images/a.webp",
    "/media/images/b.webp",
    "/media/images/d.webp",
    "/media/images/g.webp",
    "/media/images/h.webp",
    "/media/images/i.webp",
  ]);
});

// Issue 12 item 14, and issue 17 part 3: a file goes once nothing uses it, a draft and the trash included.
describeEachDatabase("releasing stored files", (getDb) => {
  const services = (dir: string) => ({ db: getDb(), storage: createLocalDiskStorage(path.join(root, dir)) });
  const put = (storage: ReturnType<typeof services>["storage"], key: string) => storage.put(key, Buffer.from(key), { contentType: "application/octet-stream" });

  it("removes files nothing uses, and keeps one that content, a pending draft or a trash entry still uses", async () => {
    const s = services(`release-${Math.random().toString(36).slice(2)}`);
    const keys = ["images/free.webp", "images/shown.webp", "images/drafted.webp", "images/trashed.webp", "drivers/2026/11/free.zip"];
    for (const key of keys) await put(s.storage, key);
    const category = await createCategory(s.db, { name: `Shown ${Math.random()}`, image: "/media/images/shown.webp" });
    const news = await createNews(s.db, { title: "Drafted", place: "Pune", date: "2026-01-02", images: [] });
    const draft = new FormData();
    draft.append("images[0]", "/media/images/drafted.webp");
    await saveDraft(s.db, "news", news.id, draft, "editor@example.com");
    await s.db
      .insertInto("trash")
      .values({
        content_type: "news",
        record_id: 999_999,
        title: "Trashed",
        snapshot: "{}",
        media: JSON.stringify(["/media/images/trashed.webp"]),
        deleted_by_id: null,
        deleted_by_name: "Test",
        deleted_at: "2026-01-01T00:00:00.000Z",
        purge_at: "2026-01-31T00:00:00.000Z",
      })
      .execute();

    const released = await releaseUploads(s, keys.map((key) => `/media/${key}`));
    expect(released.sort()).toEqual(["/media/drivers/2026/11/free.zip", "/media/images/free.webp"]);
    for (const key of ["images/shown.webp", "images/drafted.webp", "images/trashed.webp"]) expect(await s.storage.exists(key)).toBe(true);
    expect(await s.storage.exists("images/free.webp")).toBe(false);

    // Once the category is gone too, its image follows.
    await deleteCategory(s.db, category.id);
    expect(await releaseUploads(s, ["/media/images/shown.webp"])).toEqual(["/media/images/shown.webp"]);
  });
});
