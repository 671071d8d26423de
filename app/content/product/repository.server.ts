import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
import { assertNameFree } from "../shared/unique-name.server";
import { productDefinition, productInput, type ProductValues } from "./definition";
import type { ProductInput } from "./schema";
import { slugify } from "./slug";
import { readStoredLists, toStoredLists } from "./stored-lists";
import { resolveTaxonomy } from "./taxonomy.server";
import { CARD_DESCRIPTION_LENGTH, type Product, type ProductCard, type ProductCounts, type ProductSort } from "./types";

const column = <Name extends string>(name: Name) => `products.${name}` as const;

/** Every field of the definition, with the product's id, slug and timestamps: what the product page and the form read. */
const detailColumns = [
  ...(["id", "slug", "created_at", "updated_at"] as const).map(column),
  ...(Object.keys(productDefinition.fields) as Array<keyof ProductValues>).map(column),
];

/** A card's fields, as the definition's public card names them. */
const cardColumns = [...(["id", "slug", "category_id", "subcategory_id", "type_id"] as const).map(column), ...productDefinition.public.card.map(column)];

/** Products with the names of their category, subcategory and type (each may be missing). */
function withTaxonomy(db: Db) {
  return db
    .selectFrom("products")
    .leftJoin("categories", "categories.id", "products.category_id")
    .leftJoin("subcategories", "subcategories.id", "products.subcategory_id")
    .leftJoin("types", "types.id", "products.type_id")
    .select(["categories.name as category_name", "subcategories.name as subcategory_name", "types.name as type_name"]);
}

export async function getProduct(db: Db, id: number): Promise<Product | undefined> {
  const row = await withTaxonomy(db).select(detailColumns).where("products.id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, ...readStoredLists(row), featured: Boolean(row.featured) };
}

/** The fields of a product card, newest first; the description is cut short for the grid. */
function cards(db: Db) {
  return withTaxonomy(db)
    .select(cardColumns)
    .select(sql<string | null>`substr(${sql.ref("products.description")}, 1, ${sql.lit(CARD_DESCRIPTION_LENGTH)})`.as("description"))
    .orderBy("products.created_at", "desc")
    .orderBy("products.id", "desc");
}

export type ProductFilter = { categoryId?: number; subcategoryId?: number; typeId?: number };

/** The /products grid: every product, or those in one category, subcategory or type. */
export async function listProducts(db: Db, filter: ProductFilter = {}): Promise<ProductCard[]> {
  let query = cards(db);
  if (filter.categoryId !== undefined) query = query.where("products.category_id", "=", filter.categoryId);
  if (filter.subcategoryId !== undefined) query = query.where("products.subcategory_id", "=", filter.subcategoryId);
  if (filter.typeId !== undefined) query = query.where("products.type_id", "=", filter.typeId);
  return query.execute();
}

/** Home page "Featured Products": newest featured first. */
export async function listFeaturedProducts(db: Db, limit = 6): Promise<ProductCard[]> {
  return cards(db).where("products.featured", "=", 1).limit(limit).execute();
}

/** Home page "Popular Products": the newest products. */
export async function listPopularProducts(db: Db, limit = 6): Promise<ProductCard[]> {
  return cards(db).limit(limit).execute();
}

export const countProducts = (db: Db) => countRows(db, "products");

/** Counts per category, subcategory and type for the /products sidebar, in one GROUP BY each. */
export async function productCountsByTaxonomy(db: Db): Promise<ProductCounts> {
  const countBy = async (column: "category_id" | "subcategory_id" | "type_id") => {
    const rows = await db
      .selectFrom("products")
      .select([`${column} as id`, (eb) => eb.fn.countAll<number | string>().as("count")])
      .where(column, "is not", null)
      .groupBy(column)
      .execute();
    return Object.fromEntries(rows.map((row) => [Number(row.id), Number(row.count)]));
  };
  const [total, categories, subcategories, types] = await Promise.all([
    countProducts(db),
    countBy("category_id"),
    countBy("subcategory_id"),
    countBy("type_id"),
  ]);
  return { total, categories, subcategories, types };
}

/**
 * Validates, checks the category/subcategory/type chain, derives the slug from the name, and
 * refuses a name another product in the same category, subcategory and type has (any letter case).
 */
async function toRow(db: Db, input: ProductInput, exceptId?: number) {
  const values = productInput.parse(input);
  const taxonomy = await resolveTaxonomy(db, values);
  const slug = slugify(values.name);
  // Equal names have equal slugs, so the slug narrows the siblings to compare to a handful.
  await assertNameFree(db, "products", values.name, {
    scope: { category_id: taxonomy.category_id, subcategory_id: taxonomy.subcategory_id, type_id: taxonomy.type_id, slug },
    exceptId,
    message: `A product named "${values.name}" already exists in the same category, subcategory and type.`,
  });
  return {
    ...values,
    ...taxonomy,
    ...toStoredLists(values),
    slug,
    featured: values.featured ? 1 : 0,
  };
}

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  const row = await toRow(db, input);
  const timestamp = now();
  const { id } = await db
    .insertInto("products")
    .values({ ...row, created_at: timestamp, updated_at: timestamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return (await getProduct(db, id)) as Product;
}

export async function updateProduct(db: Db, id: number, input: ProductInput): Promise<Product | undefined> {
  const row = await toRow(db, input, id);
  const result = await db.updateTable("products").set({ ...row, updated_at: now() }).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  await bumpContentVersion(db);
  return getProduct(db, id);
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}

export type ProductPageQuery = ProductFilter & { sort: ProductSort; limit: number; offset: number };

/**
 * One page of the /products grid. Only the deepest level given is filtered on: writes keep the
 * category > subcategory > type chain whole (resolveTaxonomy), and one column lets the matching
 * products_<level>_by_<sort> index serve the filter and the order. The page's ids come from that
 * index alone; only the 24 found are joined. A deep page starts from the nearest page anchor
 * before it (page-anchors.server.ts) instead of skipping every row before it: skipping 48,000
 * index entries to page 2000 took 15-25 ms on PostgreSQL.
 */
export async function listProductPage(db: Db, query: ProductPageQuery, anchor?: PageAnchor): Promise<ProductCard[]> {
  let ids = listIds(db, query);
  let skip = query.offset;
  if (anchor && anchor.position <= query.offset) {
    ids = ids.where(fromAnchor(query.sort, anchor));
    skip = query.offset - anchor.position;
  }
  const page = orderForPage(ids, query.sort).limit(query.limit).offset(skip);
  return orderForPage(cards(db).clearOrderBy().where("products.id", "in", page), query.sort).execute();
}

function listIds(db: Db, filter: ProductFilter) {
  const ids = db.selectFrom("products").select("products.id");
  if (filter.typeId !== undefined) return ids.where("products.type_id", "=", filter.typeId);
  if (filter.subcategoryId !== undefined) return ids.where("products.subcategory_id", "=", filter.subcategoryId);
  if (filter.categoryId !== undefined) return ids.where("products.category_id", "=", filter.categoryId);
  return ids;
}

/** A row of a list's order, `position` rows from its start: its sort key and id. */
export type PageAnchor = { position: number; key: string; id: number };

/**
 * The rows from the anchor on, in the list's order. Spelled out rather than as a row value
 * (`(a, b) >= (x, y)`), which SQLite does not read as an index range when `a` is an expression.
 */
function fromAnchor(sort: ProductSort, anchor: PageAnchor) {
  const id = sql.ref("products.id");
  if (sort === "name") {
    const key = sql`lower(${sql.ref("products.name")})`;
    return sql<boolean>`(${key} >= ${anchor.key} and (${key} > ${anchor.key} or ${id} >= ${anchor.id}))`;
  }
  const key = sql.ref("products.created_at");
  return sql<boolean>`(${key} <= ${anchor.key} and (${key} < ${anchor.key} or ${id} <= ${anchor.id}))`;
}

/**
 * Every `every`-th row of one list's order (positions every, 2 × every...): where deep pages start.
 * Each is `every` rows past the one before, read from the list's index, so together they cost one
 * pass over it. Cached by content version by the caller.
 */
export async function readPageAnchors(db: Db, filter: ProductFilter, sort: ProductSort, every: number): Promise<PageAnchor[]> {
  const key = sort === "name" ? sql<string>`lower(${sql.ref("products.name")})` : sql<string>`${sql.ref("products.created_at")}`;
  const anchors: PageAnchor[] = [];
  for (;;) {
    const previous = anchors.at(-1);
    let next = listIds(db, filter).select(key.as("key"));
    if (previous) next = next.where(fromAnchor(sort, previous));
    const row = await orderForPage(next, sort).limit(1).offset(every).executeTakeFirst();
    if (!row) return anchors;
    anchors.push({ position: (previous?.position ?? 0) + every, key: String(row.key), id: Number(row.id) });
  }
}

function orderForPage<Q extends { orderBy: (...args: any[]) => any }>(query: Q, sort: ProductSort): Q {
  if (sort === "name") return query.orderBy(sql`lower(${sql.ref("products.name")})`).orderBy("products.id");
  return query.orderBy("products.created_at", "desc").orderBy("products.id", "desc");
}

/**
 * Product counts for the /products sidebar and page count in one grouped query: one row per
 * (category, subcategory, type) in use, added up here. Cached by content version by the caller.
 */
export async function readProductCounts(db: Db): Promise<ProductCounts> {
  const rows = await db
    .selectFrom("products")
    .select(["category_id", "subcategory_id", "type_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy(["category_id", "subcategory_id", "type_id"])
    .execute();
  const counts: ProductCounts = { total: 0, categories: {}, subcategories: {}, types: {} };
  const add = (into: Record<number, number>, id: number | null, n: number) => {
    if (id !== null) into[id] = (into[id] ?? 0) + n;
  };
  for (const row of rows) {
    const n = Number(row.count);
    counts.total += n;
    add(counts.categories, row.category_id, n);
    add(counts.subcategories, row.subcategory_id, n);
    add(counts.types, row.type_id, n);
  }
  return counts;
}
