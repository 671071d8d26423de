import type { Db } from "~/db/connection.server";
import { parseJsonList } from "../shared/json-list";
import { storedOperatingSystem } from "./definition";
import type { PublicDownload } from "./public-download";

const publicColumns = [
  "drivers.id",
  "drivers.name",
  "drivers.kind",
  "drivers.version",
  "drivers.release_date",
  "drivers.operating_systems",
  "drivers.release_notes",
  "drivers.download_link",
  "drivers.file_name",
  "drivers.file_size",
  "drivers.checksum_sha256",
] as const;

type StoredDownload = Omit<PublicDownload, "operating_systems"> & { operating_systems: string };

export const publicDownload = (row: StoredDownload): PublicDownload => ({ ...row, operating_systems: parseJsonList(row.operating_systems, storedOperatingSystem) });

/**
 * The downloads of some products, by product id: one query through `driver_products`'
 * (product_id, driver_id) index, so its cost follows the products asked for, not the catalogue.
 */
export async function downloadsByProduct(db: Db, productIds: readonly number[]): Promise<Map<number, PublicDownload[]>> {
  const byProduct = new Map<number, PublicDownload[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom("driver_products")
    .innerJoin("drivers", "drivers.id", "driver_products.driver_id")
    .select(["driver_products.product_id", ...publicColumns])
    .where("driver_products.product_id", "in", [...productIds])
    .execute();
  for (const { product_id, ...row } of rows) byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), publicDownload(row)]);
  return byProduct;
}

/**
 * Which downloads each of some products has, by product id (each product's download ids): read from
 * `driver_products`' (product_id, driver_id) index alone, so it costs little however many of the
 * products share files, and a search can choose the products to show before reading any download.
 */
export async function downloadIdsByProduct(db: Db, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const byProduct = new Map<number, number[]>();
  if (productIds.length === 0) return byProduct;
  const links = await db.selectFrom("driver_products").select(["product_id", "driver_id"]).where("product_id", "in", [...productIds]).execute();
  for (const { product_id, driver_id } of links) {
    const ids = byProduct.get(product_id);
    if (ids) ids.push(driver_id);
    else byProduct.set(product_id, [driver_id]);
  }
  return byProduct;
}

/** Some downloads by id, each read once. */
export async function downloadsById(db: Db, ids: readonly number[]): Promise<Map<number, PublicDownload>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("drivers").select(publicColumns).where("drivers.id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, publicDownload(row)]));
}

/** A product page's downloads (all versions; the page groups them). */
export async function listProductDownloads(db: Db, productId: number): Promise<PublicDownload[]> {
  return (await downloadsByProduct(db, [productId])).get(productId) ?? [];
}

/** The support page's lists by category: every download with a category, by category id. */
export async function downloadsByCategory(db: Db): Promise<Map<number, PublicDownload[]>> {
  const rows = await db.selectFrom("drivers").select(["drivers.driver_category_id", ...publicColumns]).where("drivers.driver_category_id", "is not", null).orderBy("drivers.name").orderBy("drivers.id").execute();
  const byCategory = new Map<number, PublicDownload[]>();
  for (const { driver_category_id, ...row } of rows) {
    const id = driver_category_id as number;
    byCategory.set(id, [...(byCategory.get(id) ?? []), publicDownload(row)]);
  }
  return byCategory;
}
