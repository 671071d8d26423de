import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { inTransaction } from "~/db/transaction.server";
import { imagesWithAltText } from "../media-file/repository.server";
import { readSettingValue, writeSettingValue } from "../site-settings/repository.server";
import { type CompletenessFacts, completenessScore, criteriaSignature } from "./completeness";
import { readStoredLists } from "./stored-lists";

/**
 * The stored completeness score (decision 041): every write that changes what a product's criteria
 * read rescores the products it touches, in its own transaction, so the admin list sorts by an
 * indexed column and the dashboard reads averages from an index. The writes: a product's save (after
 * its attribute values), a product's delete (products that named it as successor), an attribute's
 * save or delete (the products of its category or type), a subcategory or type moving (its products),
 * a download's save or delete (the products it serves), an import's Apply (the products it wrote), a
 * restore from the trash (rescoreRestored) and an image's alt text written in the media library (the
 * products showing it). `keepCompletenessScored` scores at start
 * whatever is unscored, and everything when the criteria list has changed.
 */

/** Rows per query: well under SQLite's 32,766 bound parameters. */
const BATCH = 500;
const SIGNATURE_KEY = "completeness-criteria";

type FactsRow = {
  id: number;
  category_id: number | null;
  type_id: number | null;
  main_image: string | null;
  product_images: string;
  application_images: string;
  features: string;
  specification_groups: string;
  catalog_file: string | null;
  lifecycle_status: string;
  last_order_date: string | null;
  description_length: number | string;
  successor_exists: number | string;
  completeness: number | null;
};

/** What the criteria read, for these products; unknown ids are left out. */
export async function readCompletenessFacts(db: Db, ids: readonly number[]): Promise<Map<number, CompletenessFacts>> {
  return new Map([...(await readFactsWithScores(db, ids)).entries()].map(([id, { facts }]) => [id, facts]));
}

async function readFactsWithScores(db: Db, ids: readonly number[]) {
  const found = new Map<number, { facts: CompletenessFacts; stored: number | null }>();
  if (ids.length === 0) return found;
  const applicable = await applicableAttributeCounts(db);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = [...new Set(ids.slice(start, start + BATCH))];
    const [rows, filled, manuals] = await Promise.all([productRows(db, batch), filledAttributes(db, batch), manualDownloads(db, batch)]);
    const read = rows.map((row) => {
      const lists = readStoredLists({ ...row, product_benefits: "[]", applications: "[]" });
      return { row, lists, images: libraryImageKeys(row.main_image, lists) };
    });
    const described = await imagesWithAltText(db, [...new Set(read.flatMap(({ images }) => images))]);
    for (const { row, lists, images } of read) {
      const shown = images.filter((key) => described.has(key));
      const undescribed = new Set(shown.filter((key) => !described.get(key)));
      const facts: CompletenessFacts = {
        mainImage: Boolean(row.main_image?.trim()),
        galleryImages: lists.product_images.length,
        descriptionLength: Number(row.description_length),
        features: lists.features.length,
        specifications: lists.specification_groups.reduce((rows, group) => rows + Object.keys(group.specifications).length, 0),
        attributes: {
          applicable: (row.category_id === null ? 0 : (applicable.byCategory.get(row.category_id) ?? 0)) + (row.type_id === null ? 0 : (applicable.byType.get(row.type_id) ?? 0)),
          filled: filled.get(row.id) ?? 0,
        },
        catalogue: Boolean(row.catalog_file?.trim()),
        manuals: manuals.get(row.id) ?? 0,
        lifecycle: row.lifecycle_status,
        lastOrderDate: Boolean(row.last_order_date),
        successor: Number(row.successor_exists) === 1,
        libraryImages: shown.length,
        imagesWithoutAltText: undescribed.size,
        imagesWithoutAltTextIn: libraryImageKeys(row.main_image, { ...lists, application_images: [] }).some((key) => undescribed.has(key)) ? "media" : "applications",
      };
      found.set(row.id, { facts, stored: row.completeness });
    }
  }
  return found;
}

const MEDIA_PREFIX = "/media/";

/**
 * The storage keys of the library files among the images the product's page shows (main, gallery and
 * application images), each once: only `/media/` references can be library files with alt text (decision 040).
 */
function libraryImageKeys(mainImage: string | null, lists: { product_images: string[]; application_images: string[] }): string[] {
  const shown = [mainImage, ...lists.product_images, ...lists.application_images];
  return [...new Set(shown.filter((url): url is string => url?.startsWith(MEDIA_PREFIX) ?? false).map((url) => url.slice(MEDIA_PREFIX.length)))];
}

function productRows(db: Db, ids: number[]): Promise<FactsRow[]> {
  return db
    .selectFrom("products")
    .select([
      "products.id",
      "products.category_id",
      "products.type_id",
      "products.main_image",
      "products.product_images",
      "products.application_images",
      "products.features",
      "products.specification_groups",
      "products.catalog_file",
      "products.lifecycle_status",
      "products.last_order_date",
      "products.completeness",
      // Counted by the database: the text itself is not needed.
      sql<number>`length(coalesce(${sql.ref("products.description")}, ''))`.as("description_length"),
      sql<number>`case when exists (select 1 from products successor where successor.id = ${sql.ref("products.successor_id")}) then 1 else 0 end`.as("successor_exists"),
    ])
    .where("products.id", "in", ids)
    .execute() as Promise<FactsRow[]>;
}

/** How many attributes each category and each type defines. */
async function applicableAttributeCounts(db: Db) {
  const rows = await db
    .selectFrom("attributes")
    .select(["category_id", "type_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy(["category_id", "type_id"])
    .execute();
  const byCategory = new Map<number, number>();
  const byType = new Map<number, number>();
  for (const row of rows) {
    if (row.category_id !== null) byCategory.set(row.category_id, (byCategory.get(row.category_id) ?? 0) + Number(row.count));
    if (row.type_id !== null) byType.set(row.type_id, (byType.get(row.type_id) ?? 0) + Number(row.count));
  }
  return { byCategory, byType };
}

/** Values each product has for attributes of its own category and type (values left from a move do not count). */
async function filledAttributes(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("product_attribute_values as v")
    .innerJoin("attributes as a", "a.id", "v.attribute_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.product_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("v.product_id", "in", ids)
    .where((eb) => eb.or([eb("a.category_id", "=", eb.ref("p.category_id")), eb("a.type_id", "=", eb.ref("p.type_id"))]))
    .groupBy("v.product_id")
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.count)]));
}

async function manualDownloads(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("driver_products as dp")
    .innerJoin("drivers as d", "d.id", "dp.driver_id")
    .select(["dp.product_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("dp.product_id", "in", ids)
    .where("d.kind", "=", "manual")
    .groupBy("dp.product_id")
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.count)]));
}

/**
 * Scores these products and stores the scores that changed (one update per score value). Call it in
 * the transaction of the write that changed them; returns how many scores changed.
 */
export async function rescoreProducts(db: Db, ids: readonly number[]): Promise<number> {
  const found = await readFactsWithScores(db, ids);
  const byScore = new Map<number, number[]>();
  for (const [id, { facts, stored }] of found) {
    const score = completenessScore(facts);
    if (score !== stored) byScore.set(score, [...(byScore.get(score) ?? []), id]);
  }
  for (const [score, changed] of byScore) {
    for (let start = 0; start < changed.length; start += BATCH) {
      await db.updateTable("products").set({ completeness: score }).where("id", "in", changed.slice(start, start + BATCH)).execute();
    }
  }
  return [...byScore.values()].reduce((sum, changed) => sum + changed.length, 0);
}

/** The products of a category, subcategory or type (whose attributes or place changed). */
export type ProductScope = { category_id: number } | { subcategory_id: number } | { type_id: number } | { successor_id: number };

/** Rescores every product in the scope, a batch at a time, in the caller's transaction. */
export async function rescoreProductsIn(db: Db, scope: ProductScope): Promise<number> {
  const [column, value] = Object.entries(scope)[0] as [keyof ProductScope & string, number];
  let changed = 0;
  let after = 0;
  for (;;) {
    const ids = (
      await db
        .selectFrom("products")
        .select("id")
        .where(column as "category_id", "=", value)
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return changed;
    changed += await rescoreProducts(db, ids);
    after = ids[ids.length - 1];
  }
}

/**
 * After a record comes back from the trash (decision 037), in the restore's transaction: the products
 * whose criteria it feeds are rescored. A product returns with the score of its snapshot, which may be
 * stale (its category gained an attribute, its successor or a download it counted is gone for good);
 * products naming it as successor are linked to it again; an attribute, a download or a category or
 * type with its attributes counts again for its products.
 */
export async function rescoreRestored(db: Db, table: string, id: number): Promise<void> {
  if (table === "products") {
    const naming = await db.selectFrom("products").select("id").where("successor_id", "=", id).execute();
    await rescoreProducts(db, [id, ...naming.map((row) => row.id)]);
  } else if (table === "attributes") {
    const attribute = await db.selectFrom("attributes").select(["category_id", "type_id"]).where("id", "=", id).executeTakeFirst();
    if (attribute?.category_id != null) await rescoreProductsIn(db, { category_id: attribute.category_id });
    else if (attribute?.type_id != null) await rescoreProductsIn(db, { type_id: attribute.type_id });
  } else if (table === "categories") {
    await rescoreProductsIn(db, { category_id: id });
  } else if (table === "types") {
    await rescoreProductsIn(db, { type_id: id });
  } else if (table === "drivers") {
    const served = await db.selectFrom("driver_products").select("product_id").where("driver_id", "=", id).execute();
    await rescoreProducts(db, served.map((row) => row.product_id));
  }
}

/**
 * Scores products a batch at a time, each batch in its own transaction: those without a score, or
 * every product when `all`. On PostgreSQL the batch's rows are locked first, so a save committing
 * meanwhile is read whole rather than overwritten with an older score (SQLite runs one transaction
 * at a time anyway).
 */
export async function scoreProducts(db: Db, { all = false } = {}): Promise<number> {
  let changed = 0;
  let after = 0;
  for (;;) {
    const last = await inTransaction(db, async (trx) => {
      let query = trx.selectFrom("products").select("id").where("id", ">", after).orderBy("id").limit(BATCH);
      if (!all) query = query.where("completeness", "is", null);
      const ids = (await (dialectOf(trx) === "postgres" ? query.forUpdate() : query).execute()).map((row) => row.id);
      if (ids.length === 0) return null;
      changed += await rescoreProducts(trx, ids);
      return ids[ids.length - 1];
    });
    if (last === null) return changed;
    after = last;
  }
}

/**
 * At start: scores what has no score (products stored before scores were kept, or by a bulk
 * writer), and rescores every product when the criteria list differs from the one the stored scores
 * were made with. No list recorded yet means the scores there are were made by this code (the seed,
 * a save): only the unscored are scored. Instances doing it at once only repeat work.
 */
export async function keepCompletenessScored(db: Db): Promise<{ scored: number; all: boolean }> {
  const signature = JSON.stringify(criteriaSignature());
  const stored = await readSettingValue(db, SIGNATURE_KEY);
  const all = stored !== undefined && stored !== signature;
  const scored = await scoreProducts(db, { all });
  if (stored !== signature) await writeSettingValue(db, SIGNATURE_KEY, signature);
  return { scored, all };
}
