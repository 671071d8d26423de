import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createDriverCategory } from "../driver-category/repository.server";
import { readContentVersion } from "../shared/content-version.server";
import { RuleViolationError } from "../shared/errors";
import { createDriver, deleteDriver, getDriver, listDrivers, updateDriver } from "./repository.server";

const checksum = "a".repeat(64);

describeEachDatabase("driver repository", (getDb) => {
  it("creates, reads, updates and deletes a driver with its category name", async () => {
    const db = getDb();
    const category = await createDriverCategory(db, { name: "Serial Converters" });
    const v0 = await readContentVersion(db);
    const created = await createDriver(db, {
      name: " USB to RS485 ",
      driver_category_id: String(category.id),
      download_link: "https://media.example.com/drivers/rs485.zip",
      file_name: "rs485.zip",
      file_size: 1_234_567,
      checksum_sha256: checksum.toUpperCase(),
    });
    expect(created).toMatchObject({
      name: "USB to RS485",
      driver_category_id: category.id,
      category_name: "Serial Converters",
      file_name: "rs485.zip",
      file_size: 1_234_567,
      checksum_sha256: checksum,
    });
    expect(await getDriver(db, created.id)).toEqual(created);
    expect(await readContentVersion(db)).toBe(v0 + 1);

    const updated = await updateDriver(db, created.id, { name: "RS485 Driver", driver_category_id: "", download_link: "rs485-v2.zip" });
    expect(updated).toMatchObject({ name: "RS485 Driver", driver_category_id: null, category_name: null, file_size: null });
    expect(await updateDriver(db, 999_999, { name: "X", download_link: "x.zip" })).toBeUndefined();
    expect(await readContentVersion(db)).toBe(v0 + 2);

    expect(await deleteDriver(db, created.id)).toBe(true);
    expect(await getDriver(db, created.id)).toBeUndefined();
    expect(await readContentVersion(db)).toBe(v0 + 3);
  });

  it("lists newest first", async () => {
    const db = getDb();
    for (const name of ["First", "Second", "Third"]) await createDriver(db, { name, download_link: `${name}.zip` });
    expect((await listDrivers(db)).map((d) => d.name).slice(0, 3)).toEqual(["Third", "Second", "First"]);
  });

  it("refuses a missing name or file, a bad checksum and an unknown category", async () => {
    const db = getDb();
    await expect(createDriver(db, { name: " ", download_link: "a.zip" })).rejects.toThrow("Name is required");
    await expect(createDriver(db, { name: "A", download_link: "" })).rejects.toThrow("Driver file is required");
    await expect(createDriver(db, { name: "A", download_link: "a.zip", checksum_sha256: "abc" })).rejects.toThrow(
      "Checksum must be a SHA-256 hex digest",
    );
    const attempt = createDriver(db, { name: "A", download_link: "a.zip", driver_category_id: 999_999 });
    await expect(attempt).rejects.toBeInstanceOf(RuleViolationError);
    await expect(createDriver(db, { name: "A", download_link: "a.zip", driver_category_id: 999_999 })).rejects.toThrow(
      "The selected driver category no longer exists",
    );
  });
});
