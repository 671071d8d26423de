import { Migrator } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { migrateToLatest } from "../migrate.server";
import { migrations } from ".";

const BEFORE = "2026-11-26T0000-product-attributes";
const stamp = "2026-01-01T00:00:00.000Z";

describeEachDatabase("download centre migration", (getDb) => {
  it("merges driver categories whose names differ only in case or spaces into the oldest, keeps every download, then refuses new duplicates", async () => {
    const db = getDb();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();

    // Stored before names were unique: the same name three times, and a name with spaces around it.
    const category = async (name: string) =>
      (await db.insertInto("driver_categories").values({ name, created_at: stamp, updated_at: stamp }).returning("id").executeTakeFirstOrThrow()).id;
    const serial = await category("Serial Drivers");
    const upper = await category("SERIAL DRIVERS");
    const spaced = await category("  serial drivers ");
    const uber = await category("Über Tools");
    const uberLower = await category("über tools");
    const other = await category(" Switch Firmware ");
    const driver = async (name: string, categoryId: number, link = `${name}.zip`) =>
      (
        await db
          .insertInto("drivers")
          .values({ name, driver_category_id: categoryId, download_link: link, created_at: stamp, updated_at: stamp } as never)
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const drivers = [await driver("A", serial), await driver("B", upper), await driver("C", spaced), await driver("D", uberLower), await driver("E", other)];
    // A stored file's recorded facts reach the driver row that lacks them.
    await db.insertInto("media_files").values({ key: "drivers/2026/01/abc.zip", kind: "driver", mime: "application/zip", size: 321, original_name: "Old.zip", checksum_sha256: "c".repeat(64), created_at: stamp } as never).execute();
    const stored = await driver("F", other, "/media/drivers/2026/01/abc.zip");

    await migrateToLatest(db);

    const categories = await db.selectFrom("driver_categories").select(["id", "name"]).orderBy("id").execute();
    expect(categories).toEqual([
      { id: serial, name: "Serial Drivers" },
      { id: uber, name: "Über Tools" },
      { id: other, name: "Switch Firmware" },
    ]);
    const placed = await db.selectFrom("drivers").select(["id", "driver_category_id", "kind", "operating_systems", "file_size", "checksum_sha256", "file_name"]).orderBy("id").execute();
    expect(placed.map((row) => row.driver_category_id)).toEqual([serial, serial, serial, uber, other, other]);
    expect(placed.map((row) => row.id)).toEqual([...drivers, stored]);
    expect(placed[0]).toMatchObject({ kind: "driver", operating_systems: "[]", file_size: null, checksum_sha256: null });
    expect(placed[5]).toMatchObject({ file_size: 321, checksum_sha256: "c".repeat(64), file_name: "Old.zip" });

    await expect(db.insertInto("driver_categories").values({ name: "switch FIRMWARE", created_at: stamp, updated_at: stamp }).execute()).rejects.toThrow();
  });
});
