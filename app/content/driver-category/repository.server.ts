import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
import { DeleteBlockedError } from "../shared/errors";
import { nameLinks } from "../shared/linked-records.server";
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

export async function getDriverCategory(db: Db, id: number): Promise<DriverCategory | undefined> {
  return db.selectFrom("driver_categories").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function createDriverCategory(db: Db, input: DriverCategoryInput): Promise<DriverCategory> {
  const timestamp = now();
  const row = await db
    .insertInto("driver_categories")
    .values({ ...driverCategoryInput.parse(input), created_at: timestamp, updated_at: timestamp })
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
  const row = await db
    .updateTable("driver_categories")
    .set({ ...driverCategoryInput.parse(input), updated_at: now() })
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
