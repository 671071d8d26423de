import type { Db } from "~/db/connection.server";

/** Well under SQLite's 32,766 bound parameters; a download serves at most PRODUCTS_MAX products anyway. */
const BATCH = 500;

/** The products each download serves, by download id, in product id order. */
export async function linkedProducts(db: Db, driverIds: readonly number[]): Promise<Map<number, number[]>> {
  const byDriver = new Map<number, number[]>();
  if (driverIds.length === 0) return byDriver;
  const rows = await db
    .selectFrom("driver_products")
    .select(["driver_id", "product_id"])
    .where("driver_id", "in", [...driverIds])
    .orderBy("driver_id")
    .orderBy("product_id")
    .execute();
  for (const row of rows) byDriver.set(row.driver_id, [...(byDriver.get(row.driver_id) ?? []), row.product_id]);
  return byDriver;
}

/** Makes the download serve exactly these products: links no longer chosen go, new ones are added. */
export async function setLinkedProducts(db: Db, driverId: number, productIds: readonly number[]): Promise<void> {
  const current = (await linkedProducts(db, [driverId])).get(driverId) ?? [];
  const gone = current.filter((id) => !productIds.includes(id));
  const added = productIds.filter((id) => !current.includes(id));
  if (gone.length > 0) await db.deleteFrom("driver_products").where("driver_id", "=", driverId).where("product_id", "in", gone).execute();
  for (let start = 0; start < added.length; start += BATCH) {
    const rows = added.slice(start, start + BATCH).map((product_id) => ({ driver_id: driverId, product_id }));
    await db.insertInto("driver_products").values(rows).execute();
  }
}
