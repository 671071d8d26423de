import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createDriver, deleteDriver } from "~/content/driver/repository.server";
import { getMediaFileByKey } from "~/content/media-file/repository.server";
import { RuleViolationError } from "~/content/shared/errors";
import { createZip } from "~/seed/zip-archive";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import type { Storage } from "~/storage/storage";
import { releaseDriverFile, storedDriverKey, withStoredFileFacts } from "./driver-files.server";
import { storeDownload } from "./files.server";

const release = { version: "1.0", release_date: "2026-01-01" };

it("knows which links are driver files this site stores", () => {
  expect(storedDriverKey("/media/drivers/2026/11/0123456789abcdef0123.zip")).toBe("drivers/2026/11/0123456789abcdef0123.zip");
  expect(storedDriverKey("/media/images/2026/11/a.webp")).toBeNull();
  expect(storedDriverKey("/media/drivers/../secret.zip")).toBeNull();
  expect(storedDriverKey("https://files.example.com/media/drivers/2026/11/a.zip")).toBeNull();
  expect(storedDriverKey(null)).toBeNull();
});

describeEachDatabase("driver files", (getDb) => {
  let dir: string;
  let storage: Storage;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "showroom-driver-files-"));
    storage = createLocalDiskStorage(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("takes name, size and checksum from the stored file, not from the form", async () => {
    const db = getDb();
    const file = await storeDownload({ db, storage }, "driver", createZip([{ name: "a.inf", content: "x" }]), "RealCOM v3.zip");
    const input = await withStoredFileFacts(db, {
      ...release,
      name: "RealCOM",
      download_link: ` ${file.url} `,
      file_name: "forged.exe",
      file_size: 1,
      checksum_sha256: "0".repeat(64),
    });
    expect(input).toMatchObject({ download_link: file.url, file_name: "RealCOM v3.zip", file_size: file.size, checksum_sha256: file.checksum });

    // A link to another server has no stored facts; a stored link whose file is gone is refused.
    expect(await withStoredFileFacts(db, { ...release, name: "X", download_link: "https://vendor.example/x.zip", checksum_sha256: "a".repeat(64) })).toMatchObject({
      file_name: null,
      file_size: null,
      checksum_sha256: null,
    });
    await expect(withStoredFileFacts(db, { ...release, name: "X", download_link: "/media/drivers/2026/11/00000000000000000000.zip" })).rejects.toBeInstanceOf(
      RuleViolationError,
    );
  });

  it("deletes a stored file only once no driver points at it", async () => {
    const db = getDb();
    const file = await storeDownload({ db, storage }, "driver", createZip([{ name: "b.inf", content: "y" }]), "b.zip");
    const driver = await createDriver(db, await withStoredFileFacts(db, { ...release, name: "B", download_link: file.url }));

    expect(await releaseDriverFile({ db, storage }, file.url)).toBe(false);
    expect(await storage.exists(file.key)).toBe(true);

    await deleteDriver(db, driver.id);
    expect(await releaseDriverFile({ db, storage }, file.url)).toBe(true);
    expect(await storage.exists(file.key)).toBe(false);
    expect(await getMediaFileByKey(db, file.key)).toBeUndefined();

    expect(await releaseDriverFile({ db, storage }, "https://vendor.example/b.zip")).toBe(false);
    expect(await releaseDriverFile({ db, storage }, file.url)).toBe(false);
  });
});
