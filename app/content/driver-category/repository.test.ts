import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createDriver, deleteDriver } from "../driver/repository.server";
import { readContentVersion } from "../shared/content-version.server";
import { DeleteBlockedError, RuleViolationError } from "../shared/errors";
import {
  createDriverCategory,
  deleteDriverCategory,
  getDriverCategory,
  listDriverCategories,
  listDriverCategoriesWithDrivers,
  updateDriverCategory,
} from "./repository.server";

describeEachDatabase("driver category repository", (getDb) => {
  it("creates, renames and deletes a category, bumping the content version each time", async () => {
    const db = getDb();
    const v0 = await readContentVersion(db);
    const created = await createDriverCategory(db, { name: " Touch Screen " });
    expect(created).toMatchObject({ name: "Touch Screen" });
    const renamed = await updateDriverCategory(db, created.id, { name: "Touch Screens" });
    expect(await getDriverCategory(db, created.id)).toEqual(renamed);
    expect(await deleteDriverCategory(db, created.id)).toBe(true);
    expect(await getDriverCategory(db, created.id)).toBeUndefined();
    expect(await readContentVersion(db)).toBe(v0 + 3);
  });

  it("refuses a category without a name", async () => {
    await expect(createDriverCategory(getDb(), { name: "  " })).rejects.toThrow("Category name is required");
  });

  it("refuses a name another category has, whatever its letter case, also on rename", async () => {
    const db = getDb();
    const first = await createDriverCategory(db, { name: "Über Modules" });
    await expect(createDriverCategory(db, { name: " über MODULES " })).rejects.toThrow('A driver category named "über MODULES" already exists.');
    const second = await createDriverCategory(db, { name: "Other Modules" });
    await expect(updateDriverCategory(db, second.id, { name: "ÜBER modules" })).rejects.toBeInstanceOf(RuleViolationError);
    // Renaming a category to its own name in another case is allowed.
    expect(await updateDriverCategory(db, first.id, { name: "ÜBER Modules" })).toMatchObject({ name: "ÜBER Modules" });
    for (const { id } of [first, second]) await deleteDriverCategory(db, id);
  });

  it("lists by name and nests drivers by name under their category", async () => {
    const db = getDb();
    const serial = await createDriverCategory(db, { name: "Serial Converters" });
    const lan = await createDriverCategory(db, { name: "LAN" });
    const empty = await createDriverCategory(db, { name: "Motherboards" });
    const link = (name: string) => `https://media.example.com/drivers/${name}.zip`;
    const drivers = [
      await createDriver(db, { name: "USB-RS485", driver_category_id: serial.id, download_link: link("rs485") }),
      await createDriver(db, { name: "USB-RS232", driver_category_id: serial.id, download_link: link("rs232"), file_size: 2048, checksum_sha256: "ab".repeat(32) }),
      await createDriver(db, { name: "Realtek NIC", driver_category_id: lan.id, download_link: link("nic") }),
      await createDriver(db, { name: "Uncategorised", download_link: link("x") }),
    ];
    expect((await listDriverCategories(db)).map((c) => c.name)).toEqual(["LAN", "Motherboards", "Serial Converters"]);
    expect(await listDriverCategoriesWithDrivers(db)).toEqual([
      { id: lan.id, name: "LAN", drivers: [{ id: drivers[2].id, name: "Realtek NIC", download_link: link("nic"), file_name: null, file_size: null, checksum_sha256: null }] },
      { id: empty.id, name: "Motherboards", drivers: [] },
      {
        id: serial.id,
        name: "Serial Converters",
        drivers: [
          { id: drivers[1].id, name: "USB-RS232", download_link: link("rs232"), file_name: null, file_size: 2048, checksum_sha256: "ab".repeat(32) },
          { id: drivers[0].id, name: "USB-RS485", download_link: link("rs485"), file_name: null, file_size: null, checksum_sha256: null },
        ],
      },
    ]);
    for (const { id } of drivers) await deleteDriver(db, id);
    for (const { id } of [serial, lan, empty]) await deleteDriverCategory(db, id);
  });

  it("refuses to delete a category that still has drivers, naming them", async () => {
    const db = getDb();
    const category = await createDriverCategory(db, { name: "GPS" });
    const tracker = await createDriver(db, { name: "Tracker Tool", driver_category_id: category.id, download_link: "gps.zip" });
    await expect(deleteDriverCategory(db, category.id)).rejects.toBeInstanceOf(DeleteBlockedError);
    await expect(deleteDriverCategory(db, category.id)).rejects.toThrow(
      "This driver category still has 1 driver (Tracker Tool). Move or delete them first.",
    );
    expect(await getDriverCategory(db, category.id)).toBeDefined();
    await deleteDriver(db, tracker.id);
    expect(await deleteDriverCategory(db, category.id)).toBe(true);
  });
});
