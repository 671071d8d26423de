import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
import { DeleteBlockedError } from "../shared/errors";
import { nameLinks } from "../shared/linked-records.server";
import { assertNameFree } from "../shared/unique-name.server";
import {
  type DownloadableDriver,
  type DriverCategory,
  type DriverCategoryInput,
  type DriverCategoryWithDrivers,
  driverCategoryInput,
} from "./schema";

const columns = ["id", "name", "created_at", "updated_at"] as const;

export async function listDriverCategories(db: Db): Promise<DriverCategory[]> {
  return db.selectFrom("driver_categories").select(columns).orderBy("name").orderBy("id").execute();
}

/** The Drivers screen's category list: each category by name with how many drivers it holds. */
export async function listDriverCategoryCounts(db: Db): Promise<Array<{ id: number; name: string; drivers: number }>> {
  const rows = await db
    .selectFrom("driver_categories")
    .leftJoin("drivers", "drivers.driver_category_id", "driver_categories.id")
    .select(["driver_categories.id", "driver_categories.name", (eb) => eb.fn.count<number | string>("drivers.id").as("drivers")])
    .groupBy(["driver_categories.id", "driver_categories.name"])
    .orderBy("driver_categories.name")
    .orderBy("driver_categories.id")
    .execute();
  return rows.map((row) => ({ ...row, drivers: Number(row.drivers) }));
}

export async function getDriverCategory(db: Db, id: number): Promise<DriverCategory | undefined> {
  return db.selectFrom("driver_categories").select(columns).where("id", "=", id).executeTakeFirst();
}

/** The support page lists drivers under these names, so two that look alike would confuse visitors. */
async function validated(db: Db, input: DriverCategoryInput, exceptId?: number) {
  const values = driverCategoryInput.parse(input);
  await assertNameFree(db, "driver_categories", values.name, { exceptId, message: `A driver category named "${values.name}" already exists.` });
  return values;
}

export async function createDriverCategory(db: Db, input: DriverCategoryInput): Promise<DriverCategory> {
  const values = await validated(db, input);
  const timestamp = now();
  const row = await db
    .insertInto("driver_categories")
    .values({ ...values, created_at: timestamp, updated_at: timestamp })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return row;
}

export async function updateDriverCategory(
  db: Db,
  id: number,
  input: DriverCategoryInput,
): Promise<DriverCategory | undefined> {
  const values = await validated(db, input, id);
  const row = await db
    .updateTable("driver_categories")
    .set({ ...values, updated_at: now() })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  if (row) await bumpContentVersion(db);
  return row;
}

/** Refuses, naming the first few drivers, while drivers still belong to the category. */
export async function deleteDriverCategory(db: Db, id: number): Promise<boolean> {
  const [count, rows] = await Promise.all([
    countRows(db, "drivers", { column: "driver_category_id", value: id }),
    db.selectFrom("drivers").select("name").where("driver_category_id", "=", id).orderBy("name").limit(3).execute(),
  ]);
  const links = nameLinks([[{ count, names: rows.map((row) => row.name) }, "driver", "drivers"]]);
  if (links) throw new DeleteBlockedError(`This driver category still has ${links}. Move or delete them first.`);
  const result = await db.deleteFrom("driver_categories").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}

/** Support page downloads: categories by name, each with its drivers by name (two queries). */
export async function listDriverCategoriesWithDrivers(db: Db): Promise<DriverCategoryWithDrivers[]> {
  const [categories, drivers] = await Promise.all([
    db.selectFrom("driver_categories").select(["id", "name"]).orderBy("name").orderBy("id").execute(),
    db
      .selectFrom("drivers")
      .select(["id", "name", "download_link", "file_name", "file_size", "checksum_sha256", "driver_category_id"])
      .where("driver_category_id", "is not", null)
      .orderBy("name")
      .orderBy("id")
      .execute(),
  ]);
  const byCategory = new Map<number, DownloadableDriver[]>();
  for (const { driver_category_id, ...driver } of drivers) {
    const list = byCategory.get(driver_category_id as number) ?? [];
    list.push(driver);
    byCategory.set(driver_category_id as number, list);
  }
  return categories.map((category) => ({ ...category, drivers: byCategory.get(category.id) ?? [] }));
}
