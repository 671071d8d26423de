import { type SqlBool, sql } from "kysely";
import type { FacetFilter } from "../attribute/facet-query";
import { matchesFacet } from "../attribute/facets.server";
import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { countAllProducts } from "./category-totals.server";
import { assertNameFree } from "../shared/unique-name.server";
import { RuleViolationError } from "../shared/errors";
import { assertPublishing, isLive, liveAt } from "../shared/publishing.server";
import { productDefinition, productInput, type ProductValues } from "./definition";
import { LAST_ORDER_DATE_REQUIRED, SUCCESSOR_IS_SELF, SUCCESSOR_MISSING } from "./lifecycle";
import type { ProductInput } from "./schema";
import { slugify } from "./slug";
import { readStoredLists, toStoredLists } from "./stored-lists";
import { resolveTaxonomy } from "./taxonomy.server";
import { rescoreProducts } from "./completeness.server";
import { CARD_DESCRIPTION_LENGTH, type Product, type ProductCard, type ProductCounts, type ProductSort } from "./types";
import { taxonomyNames } from "./taxonomy-names.server";

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
  return db.selectFrom("products").select(taxonomyNames);
}

/** `live`: only a product the site shows now (its public page, datasheet and enquiry); the admin reads any. */
export async function getProduct(db: Db, id: number, { live = false } = {}): Promise<Product | undefined> {
  const query = withTaxonomy(db)
    .leftJoin("products as successor", "successor.id", "products.successor_id")
    .select(detailColumns)
    .select(["successor.name as successor_name", "successor.slug as successor_slug"])
    // Whether the successor is on the site now: a public page links only to one that is (decision 035).
    .select(sql<number>`case when ${liveAt(new Date().toISOString(), "successor")} then 1 else 0 end`.as("successor_live"))
    .where("products.id", "=", id);
  const row = await (live ? query.where(isLive("products")) : query).executeTakeFirst();
  if (!row) return undefined;
  const { successor_name, successor_slug, successor_live, ...product } = row;
  const successor =
    product.successor_id !== null && successor_name !== null ? { id: product.successor_id, name: successor_name, slug: successor_slug ?? "", live: Number(successor_live) === 1 } : null;
  return { ...product, ...readStoredLists(row), featured: Boolean(row.featured), successor };
}

/** Lists leave discontinued products out unless asked (their pages stay, for the installed base). */
const DISCONTINUED = "discontinued";

/** The fields of a product card, newest first; the description is cut short for the grid. Only live products have cards. */
function cards(db: Db) {
  return withTaxonomy(db)
    .where(isLive("products"))
    .select(cardColumns)
    .select(sql<string | null>`substr(${sql.ref("products.description")}, 1, ${sql.lit(CARD_DESCRIPTION_LENGTH)})`.as("description"))
    .orderBy("products.created_at", "desc")
    .orderBy("products.id", "desc");
}

/** `withDiscontinued`: the list's "Show discontinued" filter; without it discontinued products are left out. */
export type ProductFilter = { categoryId?: number; subcategoryId?: number; typeId?: number; withDiscontinued?: boolean; facets?: FacetFilter[] };

/** The /products grid: every product, or those in one category, subcategory or type. */
export async function listProducts(db: Db, filter: ProductFilter = {}): Promise<ProductCard[]> {
  let query = cards(db);
  if (!filter.withDiscontinued) query = query.where("products.lifecycle_status", "<>", DISCONTINUED);
  if (filter.categoryId !== undefined) query = query.where("products.category_id", "=", filter.categoryId);
  if (filter.subcategoryId !== undefined) query = query.where("products.subcategory_id", "=", filter.subcategoryId);
  if (filter.typeId !== undefined) query = query.where("products.type_id", "=", filter.typeId);
  return query.execute();
}

/** The cards of these products, in the order given (a facet-filtered page, decision 031). */
export async function listProductCardsByIds(db: Db, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await cards(db).clearOrderBy().where("products.id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductCard => row !== undefined);
}

/**
 * The home page's "Featured Products" query: newest featured first, from the featured products' own
 * index (migration 2026-12-02T0001). `featured = 1` is a literal, so that a prepared statement's
 * generic plan on PostgreSQL, which knows no parameter's value, can use that partial index too.
 */
export const featuredCards = (db: Db) => cards(db).where(sql<SqlBool>`products.featured = 1`).where("products.lifecycle_status", "<>", DISCONTINUED);

export async function listFeaturedProducts(db: Db, limit = 6): Promise<ProductCard[]> {
  return featuredCards(db).limit(limit).execute();
}

/** Home page "Popular Products": the newest products. */
export async function listPopularProducts(db: Db, limit = 6): Promise<ProductCard[]> {
  return cards(db).where("products.lifecycle_status", "<>", DISCONTINUED).limit(limit).execute();
}

/** Every product, summed from the per-category totals the triggers keep (a few rows, not every row). */
export const countProducts = countAllProducts;

/** Counts per category, subcategory and type for the /products sidebar, in one GROUP BY each. */
export async function productCountsByTaxonomy(db: Db, withDiscontinued = false): Promise<ProductCounts> {
  const listed = <Q extends { where: (...args: any[]) => any }>(query: Q): Q => {
    const live = query.where(isLive());
    return withDiscontinued ? live : live.where("lifecycle_status", "<>", DISCONTINUED);
  };
  const countBy = async (column: "category_id" | "subcategory_id" | "type_id") => {
    const rows = await listed(
      db
        .selectFrom("products")
        .select([`${column} as id`, (eb) => eb.fn.countAll<number | string>().as("count")])
        .where(column, "is not", null),
    )
      .groupBy(column)
      .execute();
    return Object.fromEntries(rows.map((row: { id: number | null; count: number | string }) => [Number(row.id), Number(row.count)]));
  };
  const total = async () => Number((await listed(db.selectFrom("products").select((eb) => eb.fn.countAll<number | string>().as("count"))).executeTakeFirstOrThrow()).count);
  const [all, categories, subcategories, types] = await Promise.all([
    total(),
    countBy("category_id"),
    countBy("subcategory_id"),
    countBy("type_id"),
  ]);
  return { total: all, categories, subcategories, types };
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
    message: productNameTaken(values.name),
  });
  assertPublishing(values);
  await checkLifecycle(db, values, exceptId);
  return storedColumns({ ...values, ...taxonomy });
}

/** The refusal of a name another product has in the same place (the form's, and the import's). */
export const productNameTaken = (name: string) => `A product named "${name}" already exists in the same category, subcategory and type.`;

/** A product's columns from its checked values: lists as JSON text, featured as 0/1, the slug from the name. */
export function storedColumns(values: ProductValues) {
  return { ...values, ...toStoredLists(values), slug: slugify(values.name), featured: values.featured ? 1 : 0 };
}

/**
 * An end-of-life product names its last-order date; a successor is another product that exists.
 * Every broken rule is reported at once, each at its field.
 */
async function checkLifecycle(db: Db, values: ProductValues, id?: number) {
  const errors: Record<string, string> = {};
  if (values.lifecycle_status === "eol" && !values.last_order_date) errors.last_order_date = LAST_ORDER_DATE_REQUIRED;
  const successorError = await checkSuccessor(db, values.successor_id, id);
  if (successorError) errors.successor_id = successorError;
  const refused = RuleViolationError.ofFields(errors);
  if (refused) throw refused;
}

async function checkSuccessor(db: Db, successorId: number | null, id?: number): Promise<string | null> {
  if (successorId === null) return null;
  if (successorId === id) return SUCCESSOR_IS_SELF;
  const successor = await db.selectFrom("products").select("id").where("id", "=", successorId).executeTakeFirst();
  return successor ? null : SUCCESSOR_MISSING;
}

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  const row = await toRow(db, input);
  const timestamp = now();
  const { id } = await db
    .insertInto("products")
    .values({ ...row, created_at: timestamp, updated_at: timestamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  await rescoreProducts(db, [id]);
  await bumpContentVersion(db);
  return (await getProduct(db, id)) as Product;
}

export async function updateProduct(db: Db, id: number, input: ProductInput): Promise<Product | undefined> {
  const row = await toRow(db, input, id);
  const result = await db.updateTable("products").set({ ...row, updated_at: now() }).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  await rescoreProducts(db, [id]);
  await bumpContentVersion(db);
  return getProduct(db, id);
}

/** Names the product that replaces this one (the demo seed sets successors once both exist). */
export async function setProductSuccessor(db: Db, id: number, successorId: number): Promise<void> {
  const refused = await checkSuccessor(db, successorId, id);
  if (refused) throw new RuleViolationError(refused, "successor_id");
  await db.updateTable("products").set({ successor_id: successorId, updated_at: now() }).where("id", "=", id).execute();
  await rescoreProducts(db, [id]);
  await bumpContentVersion(db);
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  // The successor column has no foreign key (see its migration): products it named lose it here,
  // and with it, if they are past Active, a point of completeness (decision 041).
  const named = await db.selectFrom("products").select("id").where("successor_id", "=", id).execute();
  await db.updateTable("products").set({ successor_id: null }).where("successor_id", "=", id).execute();
  const result = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  await rescoreProducts(db, named.map((row) => row.id));
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
  const all = db.selectFrom("products").select("products.id").where(isLive("products"));
  let ids = filter.withDiscontinued ? all : all.where("products.lifecycle_status", "<>", DISCONTINUED);
  // Facet filters (issue 16): each a probe of the product's values by the values' primary key.
  for (const facet of filter.facets ?? []) ids = ids.where((eb) => matchesFacet(eb, facet));
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
export async function readProductCounts(db: Db, withDiscontinued = false): Promise<ProductCounts> {
  const grouped = db.selectFrom("products").select(["category_id", "subcategory_id", "type_id", (eb) => eb.fn.countAll<number | string>().as("count")]).where(isLive());
  const rows = await (withDiscontinued ? grouped : grouped.where("lifecycle_status", "<>", DISCONTINUED)).groupBy(["category_id", "subcategory_id", "type_id"]).execute();
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
