import type { Db } from "~/db/connection.server";
import { deleteUnlinked } from "../shared/linked-records.server";
import { insertRecord, updateRecord } from "../shared/records.server";
import { assertNameFree } from "../shared/unique-name.server";
import {
  type DownloadableDriver,
  type DriverCategory,
  type DriverCategoryInput,
  type DriverCategoryWithDrivers,
  driverCategoryInput,
} from "./definition";

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
  return insertRecord(db, "driver_categories", await validated(db, input), columns);
}

export async function updateDriverCategory(db: Db, id: number, input: DriverCategoryInput): Promise<DriverCategory | undefined> {
  return updateRecord(db, "driver_categories", id, await validated(db, input, id), columns);
}

/** Refuses, naming the first few drivers, while drivers still belong to the category. */
export const deleteDriverCategory = (db: Db, id: number) =>
  deleteUnlinked(db, "driver_categories", id, "driver category", [["drivers", "driver_category_id", "driver", "drivers"]]);

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
