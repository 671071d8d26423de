import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createDriver, getDriver } from "~/content/driver/repository.server";
import { getMediaFileByKey } from "~/content/media-file/repository.server";
import { createZip } from "~/seed/zip-archive";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import type { Storage } from "~/storage/storage";
import { hashMissingDriverChecksums } from "./driver-checksums.server";
import { storeDownload } from "./files.server";

const release = { version: "1.0", release_date: "2026-01-01" };
const logger = pino({ level: "silent" });

describeEachDatabase("driver checksums of earlier files", (getDb) => {
  let dir: string;
  let storage: Storage;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "showroom-driver-checksums-"));
    storage = createLocalDiskStorage(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("computes the SHA-256 and size of a stored file from its bytes, not from what the row said", async () => {
    const db = getDb();
    const bytes = createZip([{ name: "old.inf", content: "[Version]\n".repeat(500) }]);
    const file = await storeDownload({ db, storage }, "driver", bytes, "Old Driver.zip");
    // As a driver saved before checksums were recorded: no facts on the row or on the file's record.
    await db.updateTable("media_files").set({ checksum_sha256: null, size: 1 }).where("key", "=", file.key).execute();
    const driver = await createDriver(db, { ...release, name: "Old Driver", download_link: file.url });
    const linked = await createDriver(db, { ...release, version: "1.1", name: "Old Driver", download_link: file.url, checksum_sha256: "f".repeat(64) });
    await db.updateTable("drivers").set({ checksum_sha256: null, file_size: null }).where("id", "=", linked.id).execute();
    // One whose file is gone stays without facts, and does not stop the others.
    const gone = await createDriver(db, { ...release, name: "Gone Driver", download_link: "/media/drivers/2020/01/00000000000000000000.zip" });
    const elsewhere = await createDriver(db, { ...release, name: "Vendor Driver", download_link: "https://vendor.example/x.zip" });

    const expected = { checksum_sha256: createHash("sha256").update(bytes).digest("hex"), file_size: bytes.length };
    expect(await hashMissingDriverChecksums({ db, storage, logger })).toBe(2);
    expect(await getDriver(db, driver.id)).toMatchObject(expected);
    expect(await getDriver(db, linked.id)).toMatchObject(expected);
    expect(await getMediaFileByKey(db, file.key)).toMatchObject({ checksum_sha256: expected.checksum_sha256, size: bytes.length });
    expect(await getDriver(db, gone.id)).toMatchObject({ checksum_sha256: null, file_size: null });
    expect(await getDriver(db, elsewhere.id)).toMatchObject({ checksum_sha256: null });
    // Nothing left to do the next time.
    expect(await hashMissingDriverChecksums({ db, storage, logger })).toBe(0);
  });

  it("copies the facts from the file's record when only the row lacks them", async () => {
    const db = getDb();
    const bytes = createZip([{ name: "rec.inf", content: "recorded" }]);
    const file = await storeDownload({ db, storage }, "driver", bytes, "Recorded.zip");
    const driver = await createDriver(db, { ...release, name: "Recorded", download_link: file.url });
    await db.updateTable("drivers").set({ checksum_sha256: null }).where("id", "=", driver.id).execute();
    await storage.delete(file.key);
    expect(await hashMissingDriverChecksums({ db, storage, logger })).toBe(1);
    expect(await getDriver(db, driver.id)).toMatchObject({ checksum_sha256: file.checksum });
  });
});
