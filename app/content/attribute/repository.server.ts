import type { Selectable } from "kysely";
import type { Db } from "~/db/connection.server";
import type { AttributeTable } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { RuleViolationError } from "../shared/errors";
import type { ListQuery, Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";
import { deleteRecord, insertRecord, updateRecord } from "../shared/records.server";
import { nameKey } from "../shared/unique-name.server";
import { type Attribute, type AttributeInput, type AttributeListItem, attributeDefinition, attributeInput } from "./definition";
import type { AttributeKind } from "./kinds";
import { type ProductScope, rescoreProductsIn } from "../product/completeness.server";

const columns = ["id", "name", "kind", "unit", "options", "sort_order", "category_id", "type_id", "created_at", "updated_at"] as const;
const listColumns = columns.map((column) => `attributes.${column}` as const);

/** A stored row as the app reads it: the options' JSON parsed (a bad value reads as no options). */
export function toAttribute(row: Selectable<AttributeTable>): Attribute {
  let options: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.options);
    if (Array.isArray(parsed)) options = parsed.filter((option): option is string => typeof option === "string");
  } catch {
    options = [];
  }
  return { ...row, kind: row.kind as AttributeKind, options };
}

export async function getAttribute(db: Db, id: number): Promise<Attribute | undefined> {
  const row = await db.selectFrom("attributes").select(columns).where("id", "=", id).executeTakeFirst();
  return row ? toAttribute(row) : undefined;
}

/** The attributes products of this category and type have: the category's, then the type's, each by order and name. */
export async function attributesFor(db: Db, place: { categoryId?: number | null; typeId?: number | null }): Promise<Attribute[]> {
  const { categoryId, typeId } = place;
  if (!categoryId && !typeId) return [];
  const rows = await db
    .selectFrom("attributes")
    .select(columns)
    .where((eb) => eb.or([...(categoryId ? [eb("category_id", "=", categoryId)] : []), ...(typeId ? [eb("type_id", "=", typeId)] : [])]))
    .orderBy((eb) => eb.case().when("category_id", "is not", null).then(0).else(1).end())
    .orderBy("sort_order")
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(toAttribute);
}

/** Every attribute, for the product form: it shows those of the category and type chosen. */
export async function listAllAttributes(db: Db): Promise<Attribute[]> {
  const rows = await db.selectFrom("attributes").select(columns).orderBy("sort_order").orderBy("name").orderBy("id").execute();
  return rows.map(toAttribute);
}

/**
 * Checks what spans fields or rows, every broken rule at once, each at its field: a category or a
 * type (one of them), options for the kind Options (two or more, each its own), a unit only on
 * numbers, a name of its own where it applies, and no change that would strand products' values
 * (another kind, an option in use removed).
 */
async function validated(db: Db, input: AttributeInput, id?: number) {
  const values = attributeInput.parse(input);
  const errors: Record<string, string> = {};
  if (values.category_id && values.type_id) errors.category_id = "Choose a category or a type, not both";
  else if (!values.category_id && !values.type_id) errors.type_id = "Choose the type (or the category) whose products have this attribute";
  if (values.category_id && !(await db.selectFrom("categories").select("id").where("id", "=", values.category_id).executeTakeFirst())) errors.category_id = "Category not found";
  if (values.type_id && !(await db.selectFrom("types").select("id").where("id", "=", values.type_id).executeTakeFirst())) errors.type_id = "Type not found";
  const options = values.kind === "enum" ? values.options : [];
  if (values.kind === "enum" && options.length < 2) errors.options = "Options need at least two options";
  else if (new Set(options.map(nameKey)).size !== options.length) errors.options = "Each option needs its own name";
  if (values.kind !== "number" && values.unit) errors.unit = "Only number attributes have a unit";

  const siblings = await db
    .selectFrom("attributes")
    .select(["id", "name"])
    .where(values.category_id ? "category_id" : "type_id", "=", values.category_id ?? values.type_id ?? 0)
    .execute();
  if (siblings.some((row) => row.id !== id && nameKey(row.name) === nameKey(values.name))) errors.name = `An attribute named "${values.name}" already exists there`;

  const before = id ? await getAttribute(db, id) : undefined;
  if (before) {
    const used = await db.selectFrom("product_attribute_values").select(["choice", "shown"]).where("attribute_id", "=", id!).execute();
    const changesValues =
      before.kind !== values.kind || (before.kind === "number" && (before.unit ?? "") !== (values.unit ?? ""));
    if (used.length > 0 && changesValues) errors.kind = `${used.length} ${used.length === 1 ? "product has" : "products have"} a value: the kind and unit cannot change`;
    if (before.kind === "enum" && values.kind === "enum") {
      const kept = new Set(options);
      const removed = [...new Set(used.map((row) => row.choice).filter((choice): choice is string => choice !== null && !kept.has(choice)))];
      if (removed.length > 0) errors.options = `Still chosen by products: ${removed.join(", ")}`;
    }
  }
  const refused = RuleViolationError.ofFields(errors);
  if (refused) throw refused;
  return { ...values, unit: values.kind === "number" ? values.unit : null, options: JSON.stringify(options) };
}

/** The products an attribute applies to: those of its category, or of its type. Their completeness counts it (decision 041). */
const scopeOf = (attribute: { category_id: number | null; type_id: number | null }): ProductScope | null =>
  attribute.category_id !== null ? { category_id: attribute.category_id } : attribute.type_id !== null ? { type_id: attribute.type_id } : null;

async function rescoreScopes(db: Db, ...attributes: Array<{ category_id: number | null; type_id: number | null } | undefined>) {
  const scopes = new Map(attributes.flatMap((attribute) => (attribute ? [scopeOf(attribute)] : [])).flatMap((scope) => (scope ? [[JSON.stringify(scope), scope] as const] : [])));
  for (const scope of scopes.values()) await rescoreProductsIn(db, scope);
}

export async function createAttribute(db: Db, input: AttributeInput): Promise<Attribute> {
  const values = await validated(db, input);
  return inTransaction(db, async (trx) => {
    const created = toAttribute(await insertRecord(trx, "attributes", values, columns));
    await rescoreScopes(trx, created);
    return created;
  });
}

export async function updateAttribute(db: Db, id: number, input: AttributeInput): Promise<Attribute | undefined> {
  const values = await validated(db, input, id);
  return inTransaction(db, async (trx) => {
    const before = await getAttribute(trx, id);
    const row = await updateRecord<Selectable<AttributeTable>>(trx, "attributes", id, values, columns);
    if (!row) return undefined;
    const after = toAttribute(row);
    if (before?.category_id !== after.category_id || before?.type_id !== after.type_id) await rescoreScopes(trx, before, after);
    return after;
  });
}

/** Its products' values go with it (the values table's foreign key cascades). */
export async function deleteAttribute(db: Db, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const before = await getAttribute(trx, id);
    await trx.deleteFrom("product_attribute_values").where("attribute_id", "=", id).execute();
    const deleted = await deleteRecord(trx, "attributes", id);
    if (deleted) await rescoreScopes(trx, before);
    return deleted;
  });
}

const withScope = (db: Db) =>
  db.selectFrom("attributes").leftJoin("categories", "categories.id", "attributes.category_id").leftJoin("types", "types.id", "attributes.type_id");
const sortColumns = { name: "attributes.name", sort_order: "attributes.sort_order", created_at: "attributes.created_at" };
const { list } = attributeDefinition;

/** Admin list: one page, searched by name, optionally of one category or type, each row naming where it applies. */
export async function pageAttributes(db: Db, query: ListQuery<keyof typeof list.sorts>): Promise<Page<AttributeListItem>> {
  let filtered = withScope(db);
  if (query.q) filtered = filtered.where(containsText(list.search.columns, query.q));
  if (query.filters.category) filtered = filtered.where("attributes.category_id", "=", query.filters.category);
  if (query.filters.type) filtered = filtered.where("attributes.type_id", "=", query.filters.type);
  const rows = async (limit: number, offset: number) => {
    const found = await sortedBy(filtered.select(listColumns).select(["categories.name as category_name", "types.name as type_name"]), sortColumns[query.sort], query.dir, "attributes.id")
      .limit(limit)
      .offset(offset)
      .execute();
    return found.map(({ category_name, type_name, ...row }) => ({
      ...toAttribute(row),
      scope_name: category_name ? `Category: ${category_name}` : `Type: ${type_name ?? "?"}`,
    }));
  };
  return paginate(filtered, rows, query.page);
}

/** The Type select of the attribute form and list filter: types grouped under "Category › Subcategory". */
export async function typeChoiceGroups(db: Db): Promise<Array<{ label: string; options: Array<{ value: number; label: string }> }>> {
  const rows = await db
    .selectFrom("types")
    .innerJoin("subcategories", "subcategories.id", "types.subcategory_id")
    .innerJoin("categories", "categories.id", "subcategories.category_id")
    .select(["types.id", "types.name", "subcategories.name as subcategory_name", "categories.name as category_name"])
    .orderBy("categories.name")
    .orderBy("subcategories.name")
    .orderBy("types.name")
    .orderBy("types.id")
    .execute();
  const groups = new Map<string, { label: string; options: Array<{ value: number; label: string }> }>();
  for (const row of rows) {
    const label = `${row.category_name} › ${row.subcategory_name}`;
    const group = groups.get(label) ?? { label, options: [] };
    group.options.push({ value: row.id, label: row.name });
    groups.set(label, group);
  }
  return [...groups.values()];
}
