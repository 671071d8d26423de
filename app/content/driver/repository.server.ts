import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { RuleViolationError } from "../shared/errors";
import { parseJsonList, toJsonList } from "../shared/json-list";
import { deleteRecord } from "../shared/records.server";
import type { ListQuery, Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";
import { type Driver, type DriverInput, driverDefinition, driverInput, storedOperatingSystem } from "./definition";
import { linkedProducts, setLinkedProducts } from "./product-links.server";
import { rescoreProducts } from "../product/completeness.server";

export const CATEGORY_GONE = "The selected driver category no longer exists";
export const PRODUCT_GONE = "A chosen product no longer exists. Choose the products again.";

function selectDrivers(db: Db) {
  return db
    .selectFrom("drivers")
    .leftJoin("driver_categories", "driver_categories.id", "drivers.driver_category_id")
    .select([
      "drivers.id",
      "drivers.name",
      "drivers.kind",
      "drivers.version",
      "drivers.release_date",
      "drivers.operating_systems",
      "drivers.release_notes",
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

type DriverRow = Awaited<ReturnType<ReturnType<typeof selectDrivers>["executeTakeFirstOrThrow"]>>;

/** Rows as the admin reads them: systems as a list and the ids of the products each serves (one query for all). */
async function withProducts(db: Db, rows: DriverRow[]): Promise<Driver[]> {
  const products = await linkedProducts(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, operating_systems: parseJsonList(row.operating_systems, storedOperatingSystem), product_ids: products.get(row.id) ?? [] }));
}

/** Admin list: newest first, with the category name. */
export async function listDrivers(db: Db): Promise<Driver[]> {
  return withProducts(db, await selectDrivers(db).orderBy("drivers.created_at", "desc").orderBy("drivers.id", "desc").execute());
}

export async function getDriver(db: Db, id: number): Promise<Driver | undefined> {
  const row = await selectDrivers(db).where("drivers.id", "=", id).executeTakeFirst();
  return row && (await withProducts(db, [row]))[0];
}

/** The form's rules, then those spanning rows (the category and the products exist), each at its field. */
async function validDriver(db: Db, input: DriverInput) {
  const values = driverInput.parse(input);
  const errors: Record<string, string> = {};
  if (values.driver_category_id !== null) {
    const category = await db.selectFrom("driver_categories").select("id").where("id", "=", values.driver_category_id).executeTakeFirst();
    if (!category) errors.driver_category_id = CATEGORY_GONE;
  }
  if (values.product_ids.length > 0) {
    const found = await db.selectFrom("products").select("id").where("id", "in", values.product_ids).execute();
    if (found.length < values.product_ids.length) errors.product_ids = PRODUCT_GONE;
  }
  const refused = RuleViolationError.ofFields(errors);
  if (refused) throw refused;
  const { product_ids, operating_systems, ...columns } = values;
  return { columns: { ...columns, operating_systems: toJsonList(operating_systems) }, productIds: product_ids };
}

export async function createDriver(db: Db, input: DriverInput): Promise<Driver> {
  const { columns, productIds } = await validDriver(db, input);
  const timestamp = now();
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto("drivers")
      .values({ ...columns, created_at: timestamp, updated_at: timestamp })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setLinkedProducts(trx, id, productIds);
    // A manual counts as a product's datasheet in its completeness (decision 041).
    await rescoreProducts(trx, productIds);
    await bumpContentVersion(trx);
    return (await getDriver(trx, id)) as Driver;
  });
}

export async function updateDriver(db: Db, id: number, input: DriverInput): Promise<Driver | undefined> {
  const { columns, productIds } = await validDriver(db, input);
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable("drivers")
      .set({ ...columns, updated_at: now() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    const before = (await linkedProducts(trx, [id])).get(id) ?? [];
    await setLinkedProducts(trx, id, productIds);
    await rescoreProducts(trx, [...before, ...productIds]);
    await bumpContentVersion(trx);
    return getDriver(trx, id);
  });
}

/** Its product links go with it (foreign keys, on delete cascade), and with a manual, a point of their completeness. */
export async function deleteDriver(db: Db, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const served = (await linkedProducts(trx, [id])).get(id) ?? [];
    const deleted = await deleteRecord(trx, "drivers", id);
    if (deleted) await rescoreProducts(trx, served);
    return deleted;
  });
}

const driverSortColumns = { created_at: "drivers.created_at", name: "drivers.name", release_date: "drivers.release_date", category: "driver_categories.name" };

const { list } = driverDefinition;

/** Admin list: one page with category names, searched as the definition says, optionally of one category or kind. */
export async function pageDrivers(db: Db, query: ListQuery<keyof typeof list.sorts>): Promise<Page<Driver>> {
  let filtered = selectDrivers(db);
  if (query.q) filtered = filtered.where(containsText(list.search.columns, query.q));
  if (query.filters.driver_category) filtered = filtered.where("drivers.driver_category_id", "=", query.filters.driver_category);
  if (query.choices?.kind) filtered = filtered.where("drivers.kind", "=", query.choices.kind);
  const rows = async (limit: number, offset: number) =>
    withProducts(db, await sortedBy(filtered, driverSortColumns[query.sort], query.dir, "drivers.id").limit(limit).offset(offset).execute());
  return paginate(filtered, rows, query.page);
}

/** Links of downloads stored on this site whose row lacks the file's size or SHA-256. */
export async function findDriverLinksWithoutChecksum(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("drivers")
    .select("download_link")
    .distinct()
    .where((eb) => eb.or([eb("checksum_sha256", "is", null), eb("file_size", "is", null)]))
    .where("download_link", "like", "/media/drivers/%")
    .orderBy("download_link")
    .execute();
  return rows.map((row) => row.download_link);
}

/** Every download of this file takes the size and SHA-256 measured from its bytes. */
export async function setDriverFileFacts(db: Db, downloadLink: string, facts: { size: number; checksum: string }): Promise<number> {
  const result = await db
    .updateTable("drivers")
    .set({ file_size: facts.size, checksum_sha256: facts.checksum })
    .where("download_link", "=", downloadLink)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
