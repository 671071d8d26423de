import type { Db } from "~/db/connection.server";
import { isUniqueViolation } from "~/db/constraint-errors.server";
import { downloadsByCategory } from "../driver/public-downloads.server";
import { DeleteBlockedError, RuleViolationError } from "../shared/errors";
import { deleteRecord, insertRecord, updateRecord } from "../shared/records.server";
import { assertNameFree } from "../shared/unique-name.server";
import {
  type DriverCategory,
  type DriverCategoryInput,
  type DriverCategoryWithDrivers,
  driverCategoryInput,
} from "./definition";

const columns = ["id", "name", "sort_order", "created_at", "updated_at"] as const;

export async function listDriverCategories(db: Db): Promise<DriverCategory[]> {
  return db.selectFrom("driver_categories").select(columns).orderBy("sort_order").orderBy("name").orderBy("id").execute();
}

/** The Drivers screen's category list: each category in its arranged order with how many drivers it holds. */
export async function listDriverCategoryCounts(db: Db): Promise<Array<{ id: number; name: string; drivers: number }>> {
  const rows = await db
    .selectFrom("driver_categories")
    .leftJoin("drivers", "drivers.driver_category_id", "driver_categories.id")
    .select(["driver_categories.id", "driver_categories.name", (eb) => eb.fn.count<number | string>("drivers.id").as("drivers")])
    .groupBy(["driver_categories.id", "driver_categories.name", "driver_categories.sort_order"])
    .orderBy("driver_categories.sort_order")
    .orderBy("driver_categories.name")
    .orderBy("driver_categories.id")
    .execute();
  return rows.map((row) => ({ ...row, drivers: Number(row.drivers) }));
}

export async function getDriverCategory(db: Db, id: number): Promise<DriverCategory | undefined> {
  return db.selectFrom("driver_categories").select(columns).where("id", "=", id).executeTakeFirst();
}

const taken = (name: string) => `A driver category named "${name}" already exists.`;

/**
 * The support page lists downloads under these names, so two that look alike would confuse visitors.
 * Compared here in Unicode case; the unique index on lower(name) also stops two saves racing for one name.
 */
async function namedUniquely<T>(db: Db, input: DriverCategoryInput, exceptId: number | undefined, write: (values: { name: string }) => Promise<T>): Promise<T> {
  const values = driverCategoryInput.parse(input);
  await assertNameFree(db, "driver_categories", values.name, { exceptId, message: taken(values.name) });
  try {
    return await write(values);
  } catch (error) {
    if (isUniqueViolation(error, "driver_categories_name_key")) throw new RuleViolationError(taken(values.name), "name");
    throw error;
  }
}

export async function createDriverCategory(db: Db, input: DriverCategoryInput): Promise<DriverCategory> {
  return namedUniquely(db, input, undefined, (values) => insertRecord(db, "driver_categories", values, columns));
}

export async function updateDriverCategory(db: Db, id: number, input: DriverCategoryInput): Promise<DriverCategory | undefined> {
  return namedUniquely(db, input, id, (values) => updateRecord(db, "driver_categories", id, values, columns));
}

/** Refuses while downloads belong to the category, saying how many and naming the first few with their versions. */
export async function deleteDriverCategory(db: Db, id: number): Promise<boolean> {
  const [counted, first] = await Promise.all([
    db.selectFrom("drivers").select((eb) => eb.fn.countAll<number | string>().as("count")).where("driver_category_id", "=", id).executeTakeFirstOrThrow(),
    db.selectFrom("drivers").select(["name", "version"]).where("driver_category_id", "=", id).orderBy("name").orderBy("version").limit(3).execute(),
  ]);
  const count = Number(counted.count);
  if (count > 0) {
    const names = first.map((row) => (row.version ? `${row.name} ${row.version}` : row.name)).join(", ") + (count > first.length ? ", ..." : "");
    const used = count === 1 ? "1 download uses it" : `${count} downloads use it`;
    throw new DeleteBlockedError(`This driver category cannot be deleted: ${used} (${names}). Move them to another category or delete them first.`);
  }
  return deleteRecord(db, "driver_categories", id);
}

/** Support page downloads: categories as staff arranged them (then by name), each with its downloads by name (two queries). */
export async function listDriverCategoriesWithDrivers(db: Db): Promise<DriverCategoryWithDrivers[]> {
  const [categories, downloads] = await Promise.all([
    db.selectFrom("driver_categories").select(["id", "name"]).orderBy("sort_order").orderBy("name").orderBy("id").execute(),
    downloadsByCategory(db),
  ]);
  return categories.map((category) => ({ ...category, drivers: downloads.get(category.id) ?? [] }));
}
