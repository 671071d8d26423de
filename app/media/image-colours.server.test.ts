import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { createMediaFile, findStoredImages, getMediaFileByKey } from "~/content/media-file/repository.server";
import { readContentVersion } from "~/content/shared/content-version.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { measureMissingImageColours } from "./image-colours.server";
import { storeImage } from "./images.server";

describeEachDatabase("measureMissingImageColours", (getDb) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-image-colours-"));
  const storage = createLocalDiskStorage(path.join(dir, "media"));
  const logger = pino({ level: "silent" });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("measures images stored before colours were recorded, marks a missing file, and moves the content version once", async () => {
    const db = getDb();
    const red = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c81e1e" } }).jpeg().toBuffer();
    const earlier = await storeImage({ db, storage }, red, "red.jpg");
    // As an upload from before the column: no colour recorded.
    await db.updateTable("media_files").set({ dominant_colour: null }).where("key", "=", earlier.key).execute();
    await createMediaFile(db, { key: "images/2020/01/0123456789abcdef0123.jpg", kind: "image", mime: "image/jpeg", size: 10 });
    const before = await readContentVersion(db);

    expect(await measureMissingImageColours({ db, storage, logger })).toBe(2);

    const colour = (await getMediaFileByKey(db, earlier.key))?.dominant_colour ?? "";
    expect(colour).toMatch(/^#[0-9a-f]{3}$/);
    // #c81e1e: red high, green low.
    expect(Number.parseInt(colour[1], 16)).toBeGreaterThanOrEqual(11);
    expect(Number.parseInt(colour[2], 16)).toBeLessThanOrEqual(2);
    expect((await getMediaFileByKey(db, "images/2020/01/0123456789abcdef0123.jpg"))?.dominant_colour).toBe("transparent");
    expect(await readContentVersion(db)).toBe(before + 1);
    // Pages get the colour; the image without a file gets no placeholder.
    const stored = await findStoredImages(db, [earlier.key, "images/2020/01/0123456789abcdef0123.jpg"]);
    expect(stored.get(earlier.key)?.colour).toBe(colour);
    expect(stored.get("images/2020/01/0123456789abcdef0123.jpg")?.colour).toBeNull();

    // Nothing left to measure: the version stays.
    expect(await measureMissingImageColours({ db, storage, logger })).toBe(0);
    expect(await readContentVersion(db)).toBe(before + 1);
  });
});
