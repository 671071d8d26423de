import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createDriver, deleteDriver } from "../driver/repository.server";
import { readContentVersion } from "../shared/content-version.server";
import { isUniqueViolation } from "~/db/constraint-errors.server";
import { DeleteBlockedError, RuleViolationError } from "../shared/errors";
import {
  createDriverCategory,
  deleteDriverCategory,
  getDriverCategory,
  listDriverCategories,
  listDriverCategoriesWithDrivers,
  updateDriverCategory,
} from "./repository.server";
import { getCachedDriverCategoriesWithDrivers } from "./cache.server";

/** What every download needs besides its name and file. */
const release = { version: "1.0", release_date: "2026-01-01" };

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
      await createDriver(db, { ...release, name: "USB-RS485", driver_category_id: serial.id, download_link: link("rs485") }),
      await createDriver(db, { ...release, name: "USB-RS232", driver_category_id: serial.id, download_link: link("rs232"), file_size: 2048, checksum_sha256: "ab".repeat(32) }),
      await createDriver(db, { ...release, name: "Realtek NIC", driver_category_id: lan.id, download_link: link("nic") }),
      await createDriver(db, { ...release, name: "Uncategorised", download_link: link("x") }),
    ];
    const listed = (id: number, name: string, link: string, file_size: number | null = null, checksum_sha256: string | null = null) => ({
      id,
      name,
      kind: "driver",
      version: "1.0",
      release_date: "2026-01-01",
      operating_systems: [],
      release_notes: null,
      download_link: link,
      file_name: null,
      file_size,
      checksum_sha256,
    });
    expect((await listDriverCategories(db)).map((c) => c.name)).toEqual(["LAN", "Motherboards", "Serial Converters"]);
    expect(await listDriverCategoriesWithDrivers(db)).toEqual([
      { id: lan.id, name: "LAN", drivers: [listed(drivers[2].id, "Realtek NIC", link("nic"))] },
      { id: empty.id, name: "Motherboards", drivers: [] },
      {
        id: serial.id,
        name: "Serial Converters",
        drivers: [
          listed(drivers[1].id, "USB-RS232", link("rs232"), 2048, "ab".repeat(32)),
          listed(drivers[0].id, "USB-RS485", link("rs485")),
        ],
      },
    ]);
    for (const { id } of drivers) await deleteDriver(db, id);
    for (const { id } of [serial, lan, empty]) await deleteDriverCategory(db, id);
  });

  it("refuses to delete a category while downloads use it, saying how many and naming them with their versions", async () => {
    const db = getDb();
    const category = await createDriverCategory(db, { name: "GPS" });
    const tracker = await createDriver(db, { ...release, name: "Tracker Tool", driver_category_id: category.id, download_link: "gps.zip" });
    await expect(deleteDriverCategory(db, category.id)).rejects.toBeInstanceOf(DeleteBlockedError);
    await expect(deleteDriverCategory(db, category.id)).rejects.toThrow(
      "This driver category cannot be deleted: 1 download uses it (Tracker Tool 1.0). Move them to another category or delete them first.",
    );
    const more = [];
    for (const version of ["1.1", "1.2", "2.0"]) more.push(await createDriver(db, { ...release, version, name: "Tracker Tool", driver_category_id: category.id, download_link: `gps-${version}.zip` }));
    await expect(deleteDriverCategory(db, category.id)).rejects.toThrow(
      "This driver category cannot be deleted: 4 downloads use it (Tracker Tool 1.0, Tracker Tool 1.1, Tracker Tool 1.2, ...). Move them to another category or delete them first.",
    );
    expect(await getDriverCategory(db, category.id)).toBeDefined();
    for (const driver of [tracker, ...more]) await deleteDriver(db, driver.id);
    expect(await deleteDriverCategory(db, category.id)).toBe(true);
  });

  it("has a unique index on the name in any letter case, so two saves racing for one name cannot both land", async () => {
    const db = getDb();
    const first = await createDriverCategory(db, { name: "Rugged Tablets" });
    // Past the repository's own check, as a second instance's save arriving at the same moment would be.
    const raced = await db.insertInto("driver_categories").values({ name: "RUGGED TABLETS", created_at: "x", updated_at: "x" }).execute().catch((error: unknown) => error);
    expect(isUniqueViolation(raced, "driver_categories_name_key")).toBe(true);
    expect((await listDriverCategories(db)).filter((row) => row.name.toLowerCase() === "rugged tablets")).toHaveLength(1);
    await deleteDriverCategory(db, first.id);

    // Two saves at once: whichever loses, to the check or to the index, gets the field's message.
    const results = await Promise.allSettled([createDriverCategory(db, { name: "Edge Gateways" }), createDriverCategory(db, { name: "EDGE GATEWAYS" })]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(RuleViolationError);
    expect(refused.reason).toMatchObject({ field: "name", message: expect.stringMatching(/^A driver category named "(Edge Gateways|EDGE GATEWAYS)" already exists\.$/) });
    const kept = (await listDriverCategories(db)).filter((row) => row.name.toLowerCase() === "edge gateways");
    expect(kept).toHaveLength(1);
    await deleteDriverCategory(db, kept[0].id);
  });
  it("the Support Center's cached list shows a new download and a renamed category on the next read", async () => {
    const db = getDb();
    const category = await createDriverCategory(db, { name: "Cached Panels" });
    const listed = async () => (await getCachedDriverCategoriesWithDrivers(db)).find((row) => row.id === category.id);
    expect((await listed())?.drivers).toEqual([]);
    await createDriver(db, { name: "Cached touch driver", ...release, driver_category_id: category.id, download_link: "https://files.example.com/cached.zip", product_ids: [] });
    expect((await listed())?.drivers.map((driver) => driver.name)).toEqual(["Cached touch driver"]);
    await updateDriverCategory(db, category.id, { name: "Cached Panel PCs" });
    expect((await listed())?.name).toBe("Cached Panel PCs");
  });
});
