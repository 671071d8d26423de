import { type ExpressionBuilder, sql } from "kysely";
import { isLive } from "../shared/publishing.server";
import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import type { Attribute } from "./definition";
import type { FacetFilter } from "./facet-query";

/** Which products a list holds before its facet filters: the deepest catalogue level given, discontinued or not. */
export type FacetScope = { categoryId?: number; subcategoryId?: number; typeId?: number; withDiscontinued?: boolean };

/** What one attribute's filter shows: products per option (enum, yes/no); for numbers the range found and how many have a value, and how many fall in the range asked. */
export type FacetCount = { choices: Record<string, number>; withValue: number; low: number | null; high: number | null; inRange: number };
export type FacetCounts = Record<number, FacetCount>;

type Eb = ExpressionBuilder<Database, "products">;

/** The product has a value of the filter's attribute that the filter accepts: one probe of the values' primary key per product. */
export function matchesFacet(eb: Eb, filter: FacetFilter) {
  let values = eb
    .selectFrom("product_attribute_values as v")
    .select(sql.lit(1).as("one"))
    .whereRef("v.product_id", "=", "products.id")
    .where("v.attribute_id", "=", filter.id);
  if (filter.kind === "choices") values = values.where("v.choice", "in", filter.values);
  else {
    if (filter.min !== null) values = values.where("v.number_value", ">=", filter.min);
    if (filter.max !== null) values = values.where("v.number_value", "<=", filter.max);
  }
  return eb.exists(values);
}

/**
 * The same counts as the in-memory index (facet-index.server.ts) gives /products, in SQL: the tests
 * check the index against it, and it is the form to return to if a category outgrows memory.
 * The counts of every facet of a list in one grouped query (a UNION ALL): the attributes without a
 * filter of their own share one branch, counted among the products every filter accepts; each
 * filtered attribute gets a branch counted without its own filter, so its other options still show
 * what choosing them would add. Each branch reads the attribute's values from the
 * (attribute_id, choice | number_value, product_id) index and probes products by id.
 */
export async function readFacetCounts(db: Db, scope: FacetScope, attributes: Attribute[], filters: FacetFilter[]): Promise<FacetCounts> {
  const counts: FacetCounts = {};
  for (const attribute of attributes) counts[attribute.id] = { choices: {}, withValue: 0, low: null, high: null, inRange: 0 };
  if (attributes.length === 0) return counts;
  const filtered = new Set(filters.map((filter) => filter.id));
  const ranges = filters.filter((filter) => filter.kind === "range");
  const branch = (ids: number[], applied: FacetFilter[]) => {
    let query = db
      .selectFrom("product_attribute_values as v")
      .innerJoin("products", "products.id", "v.product_id")
      .select(["v.attribute_id", "v.choice"])
      .select((eb) => [
        eb.fn.countAll<number | string>().as("count"),
        eb.fn.min("v.number_value").as("low"),
        eb.fn.max("v.number_value").as("high"),
        inRangeSum(ranges).as("in_range"),
      ])
      .where("v.attribute_id", "in", ids);
    query = inScope(query, scope);
    for (const filter of applied) query = query.where((eb) => matchesFacet(eb as unknown as Eb, filter));
    return query.groupBy(["v.attribute_id", "v.choice"]);
  };
  const shared = attributes.filter((attribute) => !filtered.has(attribute.id)).map((attribute) => attribute.id);
  const branches = [
    ...(shared.length > 0 ? [branch(shared, filters)] : []),
    ...filters.map((own) => branch([own.id], filters.filter((filter) => filter !== own))),
  ];
  const [first, ...rest] = branches;
  const rows = await rest.reduce((union, next) => union.unionAll(next), first).execute();
  for (const row of rows) {
    const count = counts[row.attribute_id];
    if (!count) continue;
    const n = Number(row.count);
    count.withValue += n;
    count.inRange += Number(row.in_range ?? 0);
    if (row.choice !== null) count.choices[row.choice] = (count.choices[row.choice] ?? 0) + n;
    const low = row.low === null ? null : Number(row.low);
    const high = row.high === null ? null : Number(row.high);
    if (low !== null) count.low = count.low === null ? low : Math.min(count.low, low);
    if (high !== null) count.high = count.high === null ? high : Math.max(count.high, high);
  }
  return counts;
}

/** How many of a number attribute's values fall in its own range filter (every one when it has none). */
function inRangeSum(ranges: FacetFilter[]) {
  if (ranges.length === 0) return sql<number>`count(*)`;
  const cases = ranges.map((range) => {
    if (range.kind !== "range") return sql``;
    const low = range.min === null ? sql`1 = 1` : sql`v.number_value >= ${range.min}`;
    const high = range.max === null ? sql`1 = 1` : sql`v.number_value <= ${range.max}`;
    return sql`when v.attribute_id = ${range.id} then (case when ${low} and ${high} then 1 else 0 end)`;
  });
  return sql<number>`sum(case ${sql.join(cases, sql` `)} else 1 end)`;
}

function inScope<Q extends { where: (...args: any[]) => Q }>(query: Q, scope: FacetScope): Q {
  const live = query.where(isLive("products"));
  let scoped = scope.withDiscontinued ? live : live.where("products.lifecycle_status", "<>", "discontinued");
  if (scope.typeId !== undefined) scoped = scoped.where("products.type_id", "=", scope.typeId);
  else if (scope.subcategoryId !== undefined) scoped = scoped.where("products.subcategory_id", "=", scope.subcategoryId);
  else if (scope.categoryId !== undefined) scoped = scoped.where("products.category_id", "=", scope.categoryId);
  return scoped;
}

/** How many products of the list every filter accepts. */
export async function countFacetMatches(db: Db, scope: FacetScope, filters: FacetFilter[]): Promise<number> {
  let query = inScope(db.selectFrom("products").select((eb) => eb.fn.countAll<number | string>().as("count")), scope);
  for (const filter of filters) query = query.where((eb) => matchesFacet(eb, filter));
  return Number((await query.executeTakeFirstOrThrow()).count);
}
