import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { getMediaFileByKey } from "~/content/media-file/repository.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import type { Storage } from "~/storage/storage";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { storeImage } from "./images.server";

describeEachDatabase("storeImage", (getDb) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-store-image-"));
  const root = path.join(dir, "media");
  const storage = createLocalDiskStorage(root);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const photo = () => sharp({ create: { width: 700, height: 350, channels: 3, background: "#0ea5e9" } }).jpeg().toBuffer();

  it("stores the original and each variant, and records them in media_files", async () => {
    const db = getDb();
    const image = await storeImage({ db, storage }, await photo(), "Panel front.jpg");
    expect(image.url).toBe(`/media/${image.key}`);
    expect(image.key).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f]{20}\.jpg$/);
    expect(image.variants.map((v) => `${v.format}:${v.width}`).sort()).toEqual(["webp:320", "webp:640", "webp:700"]);

    const original = await buffer((await storage.get(image.key))!.body);
    expect((await sharp(original).metadata()).width).toBe(700);
    for (const variant of image.variants) {
      const bytes = await buffer((await storage.get(variant.key))!.body);
      expect(bytes.length).toBe(variant.size);
      expect((await sharp(bytes).metadata()).width).toBe(variant.width);
    }
    const record = await getMediaFileByKey(db, image.key);
    expect(record).toMatchObject({ kind: "image", mime: "image/jpeg", width: 700, height: 350, original_name: "Panel front.jpg", size: original.length });
    expect(record?.checksum_sha256).toBe(createHash("sha256").update(original).digest("hex"));
    expect(record?.variants).toEqual(image.variants);
  });

  it("removes the files it wrote when storing fails part-way", async () => {
    const db = getDb();
    const failing: Storage = {
      ...storage,
      put: (key, body, options) => (key.endsWith("-640w.webp") ? Promise.reject(new Error("disk full")) : storage.put(key, body, options)),
    };
    const before = readdirSync(root, { recursive: true }).filter((name) => String(name).match(/\.(jpg|webp)$/)).length;
    await expect(storeImage({ db, storage: failing }, await photo(), "x.jpg")).rejects.toThrow("disk full");
    const after = readdirSync(root, { recursive: true }).filter((name) => String(name).match(/\.(jpg|webp)$/)).length;
    expect(after).toBe(before);
  });
});
