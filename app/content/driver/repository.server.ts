import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { RuleViolationError } from "../shared/errors";
import { type Driver, type DriverInput, driverDefinition, driverInput } from "./definition";
import { deleteRecord } from "../shared/records.server";
import type { ListQuery, Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";

function selectDrivers(db: Db) {
  return db
    .selectFrom("drivers")
    .leftJoin("driver_categories", "driver_categories.id", "drivers.driver_category_id")
    .select([
      "drivers.id",
      "drivers.name",
      "drivers.driver_category_id",
      "driver_categories.name as category_name",
      "drivers.download_link",
      "drivers.file_name",
      "drivers.file_size",
      "drivers.checksum_sha256",
      "drivers.created_at",
      "drivers.updated_at",
    ]);
}

/** Admin list: newest first, with the category name. */
export async function listDrivers(db: Db): Promise<Driver[]> {
  return selectDrivers(db).orderBy("drivers.created_at", "desc").orderBy("drivers.id", "desc").execute();
}

export async function getDriver(db: Db, id: number): Promise<Driver | undefined> {
  return selectDrivers(db).where("drivers.id", "=", id).executeTakeFirst();
}

async function validDriver(db: Db, input: DriverInput) {
  const values = driverInput.parse(input);
  if (values.driver_category_id !== null) {
    const category = await db
      .selectFrom("driver_categories")
      .select("id")
      .where("id", "=", values.driver_category_id)
      .executeTakeFirst();
    if (!category) throw new RuleViolationError("The selected driver category no longer exists");
  }
  return values;
}

export async function createDriver(db: Db, input: DriverInput): Promise<Driver> {
  const values = await validDriver(db, input);
  const timestamp = now();
  const { id } = await db
    .insertInto("drivers")
    .values({ ...values, created_at: timestamp, updated_at: timestamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return (await getDriver(db, id)) as Driver;
}

export async function updateDriver(db: Db, id: number, input: DriverInput): Promise<Driver | undefined> {
  const values = await validDriver(db, input);
  const result = await db
    .updateTable("drivers")
    .set({ ...values, updated_at: now() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  await bumpContentVersion(db);
  return getDriver(db, id);
}

export const deleteDriver = (db: Db, id: number) => deleteRecord(db, "drivers", id);

/** Whether any driver still points at this file (before its stored bytes may be removed). */
export async function isDownloadLinkInUse(db: Db, downloadLink: string): Promise<boolean> {
  const row = await db.selectFrom("drivers").select("id").where("download_link", "=", downloadLink).limit(1).executeTakeFirst();
  return row !== undefined;
}

const driverSortColumns = { created_at: "drivers.created_at", name: "drivers.name", category: "driver_categories.name" };

const { list } = driverDefinition;

/** Admin list: one page with category names, searched as the definition says (name and file name), optionally of one category. */
export async function pageDrivers(db: Db, query: ListQuery<keyof typeof list.sorts>): Promise<Page<Driver>> {
  let filtered = selectDrivers(db);
  if (query.q) filtered = filtered.where(containsText(list.search.columns, query.q));
  if (query.filters.driver_category) filtered = filtered.where("drivers.driver_category_id", "=", query.filters.driver_category);
  const rows = (limit: number, offset: number) =>
    sortedBy(filtered, driverSortColumns[query.sort], query.dir, "drivers.id").limit(limit).offset(offset).execute();
  return paginate(filtered, rows, query.page);
}
