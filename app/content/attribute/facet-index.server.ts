import { sql } from "kysely";
import { isLive } from "../shared/publishing.server";
import type { Db } from "~/db/connection.server";
import type { ProductSort } from "../product/types";
import { createKeyedVersionedCache } from "../shared/versioned-cache.server";
import type { Attribute } from "./definition";
import type { FacetFilter } from "./facet-query";
import type { FacetCount, FacetCounts, FacetScope } from "./facets.server";
import { toAttribute } from "./repository.server";

/**
 * One category's products and attribute values in memory, in column arrays by position (decision 031):
 * filtering and counting a facet-filtered page is then a pass over at most a category's products
 * (12,500 at 100,000 products) instead of a join per request. Read in three queries after each content
 * write, like the sidebar counts (decision 005); keyed by category ids resolved against the navigation
 * tree, so the number of entries stays bounded.
 */
type CategoryIndex = {
  attributes: Attribute[];
  ids: Int32Array;
  subcategory: Int32Array;
  type: Int32Array;
  listed: Uint8Array;
  /** Positions in each list order. */
  orders: Record<ProductSort, Int32Array>;
  numbers: Map<number, Float64Array>;
  choices: Map<number, Array<string | null>>;
};

const indexOf = createKeyedVersionedCache(async (db: Db, categoryId: number): Promise<CategoryIndex> => {
  const [attributeRows, products, byName, values] = await Promise.all([
    db
      .selectFrom("attributes")
      .leftJoin("types", "types.id", "attributes.type_id")
      .leftJoin("subcategories", "subcategories.id", "types.subcategory_id")
      .selectAll("attributes")
      .where((eb) => eb.or([eb("attributes.category_id", "=", categoryId), eb("subcategories.category_id", "=", categoryId)]))
      .orderBy(sql`case when attributes.category_id is null then 1 else 0 end`)
      .orderBy("attributes.sort_order")
      .orderBy("attributes.name")
      .orderBy("attributes.id")
      .execute(),
    db
      .selectFrom("products")
      .select(["id", "subcategory_id", "type_id", "lifecycle_status"])
      .where("category_id", "=", categoryId)
      .where(isLive())
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    db.selectFrom("products").select("id").where("category_id", "=", categoryId).where(isLive()).orderBy(sql`lower(name)`).orderBy("id").execute(),
    db
      .selectFrom("product_attribute_values as v")
      .innerJoin("products", "products.id", "v.product_id")
      .select(["v.product_id", "v.attribute_id", "v.number_value", "v.choice"])
      .where("products.category_id", "=", categoryId)
      .execute(),
  ]);
  const attributes = attributeRows.map(toAttribute);
  const n = products.length;
  const position = new Map<number, number>();
  const index: CategoryIndex = {
    attributes,
    ids: new Int32Array(n),
    subcategory: new Int32Array(n),
    type: new Int32Array(n),
    listed: new Uint8Array(n),
    orders: { newest: Int32Array.from(products, (_, i) => i), name: new Int32Array(n) },
    numbers: new Map(),
    choices: new Map(),
  };
  products.forEach((product, i) => {
    position.set(product.id, i);
    index.ids[i] = product.id;
    index.subcategory[i] = product.subcategory_id ?? 0;
    index.type[i] = product.type_id ?? 0;
    index.listed[i] = product.lifecycle_status === "discontinued" ? 0 : 1;
  });
  byName.forEach((row, i) => (index.orders.name[i] = position.get(row.id) ?? 0));
  for (const attribute of attributes) {
    if (attribute.kind === "number") index.numbers.set(attribute.id, new Float64Array(n).fill(Number.NaN));
    else index.choices.set(attribute.id, new Array<string | null>(n).fill(null));
  }
  const interned = new Map<string, string>();
  for (const value of values) {
    const at = position.get(value.product_id);
    if (at === undefined) continue;
    const numbers = index.numbers.get(value.attribute_id);
    if (numbers && value.number_value !== null) numbers[at] = Number(value.number_value);
    const choices = index.choices.get(value.attribute_id);
    if (choices && value.choice !== null) {
      if (!interned.has(value.choice)) interned.set(value.choice, value.choice);
      choices[at] = interned.get(value.choice)!;
    }
  }
  return index;
});

/** The attributes a list of this scope filters on: its category's, and its type's on a type's list. */
function facetAttributes(index: CategoryIndex, scope: FacetScope): Attribute[] {
  return index.attributes.filter((attribute) => attribute.category_id !== null || (scope.typeId !== undefined && attribute.type_id === scope.typeId));
}

type Test = (at: number) => boolean;

function testOf(index: CategoryIndex, filter: FacetFilter): Test {
  if (filter.kind === "range") {
    const numbers = index.numbers.get(filter.id);
    const min = filter.min ?? -Infinity;
    const max = filter.max ?? Infinity;
    return numbers ? (at) => numbers[at] >= min && numbers[at] <= max : () => false;
  }
  const choices = index.choices.get(filter.id);
  const accepted = new Set(filter.values);
  return choices ? (at) => choices[at] !== null && accepted.has(choices[at]!) : () => false;
}

/**
 * A category's list (or a subcategory's or type's within it) narrowed by facet filters: its attributes,
 * every filter's counts (each attribute counted without its own filter, so its other options say what
 * they would add), and the matching product ids in the list's order, all in one pass. Without a filter
 * `ids` is null: the list is the scope's whole list, which the database pages through by its indexes
 * (listing a category's 12,500 ids on every request only to drop them cost more than the page's query).
 */
export async function facetList(db: Db, categoryId: number, scope: FacetScope, sort: ProductSort, parse: (attributes: Attribute[]) => FacetFilter[]) {
  const index = await indexOf(db, categoryId);
  const attributes = facetAttributes(index, scope);
  const filters = parse(attributes);
  if (filters.length > 0) return { attributes, filters, ...narrowed(index, scope, sort, attributes, filters) };
  // Unfiltered, the counts are the scope's own, whatever the order: counted once for each index (a
  // new one is built when the content changes), so page after page of a category counts nothing.
  const key = `${scope.typeId ?? ""}/${scope.subcategoryId ?? ""}/${scope.withDiscontinued ? "all" : "listed"}`;
  let byScope = unfilteredCounts.get(index);
  if (!byScope) unfilteredCounts.set(index, (byScope = new Map()));
  const known = byScope.get(key);
  if (known) return { attributes, filters, counts: known, ids: null };
  const { counts } = narrowed(index, scope, sort, attributes, filters);
  byScope.set(key, counts);
  return { attributes, filters, counts, ids: null };
}

const unfilteredCounts = new WeakMap<CategoryIndex, Map<string, FacetCounts>>();

/** Whether the product at `at` belongs to the list: listed (or discontinued ones shown), of the type or subcategory chosen. */
function listedIn(index: CategoryIndex, scope: FacetScope, at: number): boolean {
  if (!scope.withDiscontinued && index.listed[at] === 0) return false;
  return scope.typeId !== undefined ? index.type[at] === scope.typeId : scope.subcategoryId === undefined || index.subcategory[at] === scope.subcategoryId;
}

/** Every filter's counts and the matching ids, in one pass over the list. */
function narrowed(index: CategoryIndex, scope: FacetScope, sort: ProductSort, attributes: Attribute[], filters: FacetFilter[]) {
  const tests = filters.map((filter) => ({ id: filter.id, test: testOf(index, filter) }));
  const ranges = new Map(filters.filter((filter) => filter.kind === "range").map((filter) => [filter.id, testOf(index, filter)]));
  const counts: FacetCounts = {};
  for (const attribute of attributes) counts[attribute.id] = { choices: {}, withValue: 0, low: null, high: null, inRange: 0 };
  const add = (attribute: Attribute, at: number) => {
    const count = counts[attribute.id] as FacetCount;
    if (attribute.kind === "number") {
      const value = index.numbers.get(attribute.id)![at];
      if (Number.isNaN(value)) return;
      count.withValue++;
      if (count.low === null || value < count.low) count.low = value;
      if (count.high === null || value > count.high) count.high = value;
      if (ranges.get(attribute.id)?.(at) ?? true) count.inRange++;
    } else {
      const choice = index.choices.get(attribute.id)![at];
      if (choice === null) return;
      count.withValue++;
      count.inRange++;
      count.choices[choice] = (count.choices[choice] ?? 0) + 1;
    }
  };
  const ids: number[] = [];
  for (const at of index.orders[sort]) {
    if (!listedIn(index, scope, at)) continue;
    let failed: number | null = null;
    let failures = 0;
    for (const { id, test } of tests) {
      if (!test(at)) {
        failures++;
        failed = id;
        if (failures > 1) break;
      }
    }
    if (failures === 0) {
      ids.push(index.ids[at]);
      for (const attribute of attributes) add(attribute, at);
    } else if (failures === 1) {
      add(attributes.find((attribute) => attribute.id === failed)!, at);
    }
  }
  return { counts, ids };
}
