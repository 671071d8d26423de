import { bumpContentVersion, notifyLocalContentWrite } from "~/content/shared/content-version.server";
import { countRows } from "~/content/shared/count.server";
import { PRODUCTS_MAX } from "~/content/driver/definition";
import { scoreProducts } from "~/content/product/completeness.server";
import type { Db } from "~/db/connection.server";
import { refreshPlannerStatistics } from "~/db/dialect";
import { optimiseSearchIndex } from "~/search/index-schema.server";
import type { AppServices } from "~/services/services.server";
import { seedDemoContent } from "../seed-demo-content.server";
import { type Placement, type ProductTemplate, syntheticProduct } from "./synthetic-product";
import { loadPlacements, loadTemplates, type TemplateIndex } from "./templates.server";

export type GenerateResult = { before: number; created: number; total: number; milliseconds: number };

/** Rows per INSERT: 23 columns each stays under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 1000;
/** Added to product numbers so generated model numbers (PREFIX-1000123X) never look like the demo's. */
const NUMBER_OFFSET = 1_000_000;

/**
 * `npm run db:seed -- --products N`: tops the catalogue up to N products with generated ones,
 * spread evenly over every category and, within it, over its subcategories and types. An empty
 * database gets the demo content first, whose taxonomy, pictures and products are the templates.
 * Rows go in with multi-row INSERTs in one transaction; the search-index triggers fire for each
 * row inside it, and the content version is bumped once so every cache refreshes.
 */
export async function generateCatalogue(
  services: Pick<AppServices, "db" | "storage">,
  target: number,
  options: { epoch?: number } = {},
): Promise<GenerateResult> {
  const started = performance.now();
  const { db } = services;
  if ((await countRows(db, "categories")) === 0) await seedDemoContent(services);
  const before = await countRows(db, "products");
  const wanted = Math.max(0, target - before);
  if (wanted > 0) await insertGenerated(db, wanted, options.epoch ?? Date.now());
  return { before, created: wanted, total: before + wanted, milliseconds: Math.round(performance.now() - started) };
}

async function insertGenerated(db: Db, count: number, epoch: number): Promise<void> {
  const placements = await loadPlacements(db);
  if (placements.length === 0) throw new Error("No category to put generated products in");
  const templates = await loadTemplates(db);
  const categories = [...new Set(placements.map((place) => place.category_id))];
  const byCategory = new Map(categories.map((id) => [id, placements.filter((place) => place.category_id === id)]));
  const maxId = await db.selectFrom("products").select((eb) => eb.fn.max("id").as("id")).executeTakeFirst();
  const first = NUMBER_OFFSET + Number(maxId?.id ?? 0) + 1;

  const rowFor = (i: number) => {
    const n = first + i;
    const places = byCategory.get(categories[i % categories.length]) as Placement[];
    const place = places[Math.floor(i / categories.length) % places.length];
    return syntheticProduct(templateFor(templates, place, n), place, n, epoch);
  };

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH_SIZE) {
      const rows = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, k) => rowFor(start + k));
      await trx.insertInto("products").values(rows).execute();
    }
    await insertAttributeValues(trx, Number(maxId?.id ?? 0));
    await insertDownloadLinks(trx, Number(maxId?.id ?? 0));
    // Their completeness, as a save would have stored it (decision 041), read with the planner told the new sizes.
    await refreshPlannerStatistics(trx, ["products", "product_attribute_values", "driver_products"]);
    await scoreProducts(trx);
    await bumpContentVersion(trx);
  });
  notifyLocalContentWrite();
  await optimiseSearchIndex(db);
}

/**
 * Typed attribute values for the generated products (issue 16): for each attribute of a product's
 * category and type, one of the values the demo products have for it, taken in turn, so facets
 * count realistic spreads at scale.
 */
async function insertAttributeValues(db: Db, afterId: number): Promise<void> {
  const demo = await db.selectFrom("product_attribute_values").select(["attribute_id", "number_value", "choice", "shown"]).where("product_id", "<=", afterId).execute();
  const pool = new Map<number, typeof demo>();
  for (const row of demo) pool.set(row.attribute_id, [...(pool.get(row.attribute_id) ?? []), row]);
  const attributes = await db.selectFrom("attributes").select(["id", "category_id", "type_id"]).execute();
  const byCategory = new Map<number, number[]>();
  const byType = new Map<number, number[]>();
  for (const attribute of attributes) {
    if (!pool.has(attribute.id)) continue;
    if (attribute.category_id !== null) byCategory.set(attribute.category_id, [...(byCategory.get(attribute.category_id) ?? []), attribute.id]);
    if (attribute.type_id !== null) byType.set(attribute.type_id, [...(byType.get(attribute.type_id) ?? []), attribute.id]);
  }
  const products = await db.selectFrom("products").select(["id", "category_id", "type_id"]).where("id", ">", afterId).orderBy("id").execute();
  let batch: Array<{ product_id: number; attribute_id: number; number_value: number | null; choice: string | null; shown: string }> = [];
  for (const product of products) {
    const ids = [...(byCategory.get(product.category_id ?? 0) ?? []), ...(byType.get(product.type_id ?? 0) ?? [])];
    for (const attributeId of ids) {
      const values = pool.get(attributeId)!;
      batch.push({ product_id: product.id, ...values[(product.id + attributeId) % values.length], attribute_id: attributeId });
    }
    if (batch.length >= BATCH_SIZE) {
      await db.insertInto("product_attribute_values").values(batch).execute();
      batch = [];
    }
  }
  if (batch.length > 0) await db.insertInto("product_attribute_values").values(batch).execute();
}

/**
 * Download links for the generated products (issue 16 part 6): each download of a demo product
 * serves generated products of the same subcategory too, so a product page and Find downloads by
 * model read realistic links at scale. A download serves at most PRODUCTS_MAX products, as its
 * form allows: where a line holds more, it serves an even spread of them. Serving every product of
 * the line gave each download about 10,000 at 100,000 products, which no staff member could save
 * again, and the Drivers screen sent them all (1 MB, 3.5 s).
 */
async function insertDownloadLinks(db: Db, afterId: number): Promise<void> {
  const existing = await db
    .selectFrom("driver_products")
    .innerJoin("products", "products.id", "driver_products.product_id")
    .select(["driver_products.driver_id", "products.subcategory_id"])
    .where("products.id", "<=", afterId)
    .execute();
  const served = new Map<number, number>();
  const lines = new Map<number, Set<number>>();
  for (const row of existing) {
    served.set(row.driver_id, (served.get(row.driver_id) ?? 0) + 1);
    if (row.subcategory_id !== null) lines.set(row.driver_id, (lines.get(row.driver_id) ?? new Set()).add(row.subcategory_id));
  }
  const generated = await db.selectFrom("products").select(["id", "subcategory_id"]).where("id", ">", afterId).orderBy("id").execute();
  const bySubcategory = new Map<number, number[]>();
  for (const product of generated) {
    if (product.subcategory_id === null) continue;
    const line = bySubcategory.get(product.subcategory_id);
    if (line) line.push(product.id);
    else bySubcategory.set(product.subcategory_id, [product.id]);
  }
  let batch: Array<{ driver_id: number; product_id: number }> = [];
  for (const [driverId, subcategories] of lines) {
    const line = [...subcategories].flatMap((subcategory) => bySubcategory.get(subcategory) ?? []).sort((a, b) => a - b);
    for (const productId of evenSpread(line, PRODUCTS_MAX - (served.get(driverId) ?? 0))) {
      batch.push({ driver_id: driverId, product_id: productId });
      if (batch.length >= BATCH_SIZE) {
        await db.insertInto("driver_products").values(batch).execute();
        batch = [];
      }
    }
  }
  if (batch.length > 0) await db.insertInto("driver_products").values(batch).execute();
}

/** At most `count` of the items, spread evenly from the first (all of them when there is room). */
export function evenSpread<T>(items: readonly T[], count: number): T[] {
  if (count <= 0) return [];
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]);
}

/** A product of the same subcategory when there is one, else of the same category, else any. */
function templateFor(templates: TemplateIndex, place: Placement, n: number): ProductTemplate {
  const pool =
    (place.subcategory_id !== null ? templates.bySubcategory.get(place.subcategory_id) : undefined) ??
    templates.byCategory.get(place.category_id) ??
    templates.all;
  return pool[n % pool.length];
}
