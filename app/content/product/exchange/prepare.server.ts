import { sql } from "kysely";
import { trashedTitles } from "~/content/trash/repository.server";
import type { ZodIssue } from "zod";
import { attributeFieldName, type AttributeValueRow, checkAttributeValues } from "~/content/attribute/values.server";
import type { Db } from "~/db/connection.server";
import { publishingErrors } from "../../shared/publishing";
import { nameKey } from "../../shared/unique-name.server";
import { productFields, productInput, type ProductValues } from "../definition";
import { LAST_ORDER_DATE_REQUIRED, SUCCESSOR_IS_SELF } from "../lifecycle";
import { slugify } from "../slug";
import { applicableAttributes, attributeLabels, findAttribute } from "./attribute-names";
import type { AttributeLines } from "./cells";
import { type CatalogueStructure, portableFromStored, readAttributeTexts, STORED_COLUMNS, type StoredProductRow, taxonomyNames } from "./catalogue.server";
import { COLUMN_LABELS, type ExchangeColumn, type PortableProduct, portableProduct, TAXONOMY_COLUMNS } from "./columns";
import { decodeRecord, type DecodedRow } from "./decode";
import type { MatchedBy, RowAction, RowError, RowOutcome } from "./report";
import { checkMedia } from "./media-references.server";
import type { FileRecord } from "./read-file.server";

/**
 * One product of an import file, checked as the product form checks a save (decision 039): the
 * product it is (matched by id, else model number, else slug), its values merged over the product's
 * own for columns the file lacks, the category path by name, the definition's schema, the rules the
 * repository adds (publishing times, end of life), typed attribute values, and media references.
 * Rules that span rows (one row per product, unique names, successors) are the plan's (plan.server.ts).
 */

/** What a create or update writes, and the product before and after as its audit entry records it. */
export type RowWrite = { values: ProductValues; attributeRows: AttributeValueRow[]; createdAt: string; before: PortableProduct | null; after: PortableProduct };

export type PreparedRow = {
  outcome: RowOutcome;
  write?: RowWrite;
  /** The name's place (category, subcategory, type) and key: two products may not share it. */
  nameKey?: string;
  /** Other stored products with the same name in the same place. */
  conflicts?: number[];
  successor?: { id: number; exists: boolean };
};

export type PrepareContext = { db: Db; structure: CatalogueStructure; now: string };

/** A decision of the plan, which the apply follows instead of matching again (its own creates would match). */
export type Decision = { action: "create" | "update"; id: number };

type Match = { id: number; by: MatchedBy } | { error: RowError } | null;

/** Prepares a batch of records; given `decided`, each row's product is the plan's, not matched again. */
export async function prepareBatch(ctx: PrepareContext, records: FileRecord[], decided?: Map<number, Decision>): Promise<PreparedRow[]> {
  const decoded = records.map(decodeRecord);
  const matches = decided ? decoded.map((row) => fromDecision(decided.get(row.row))) : await matchRows(ctx, decoded);
  const targetIds = matches.flatMap((match) => (match && "id" in match ? [match.id] : []));
  const current = await readCurrent(ctx.db, targetIds);
  const texts = await readAttributeTexts(ctx.db, [...current.keys()]);
  const prepared = decoded.map((row, index) => prepareRow(ctx, row, matches[index], decided?.get(row.row), current, texts));
  await checkMedia(ctx.db, prepared);
  await findConflicts(ctx.db, prepared);
  await checkSuccessors(ctx.db, prepared);
  return prepared;
}

function fromDecision(decision: Decision | undefined): Match {
  if (!decision) return null;
  return decision.action === "update" ? { id: decision.id, by: "id" } : null;
}

/** Which stored product each row is: by id, else by model number (any letter case), else by slug (the file's, or the name's). */
async function matchRows(ctx: PrepareContext, rows: DecodedRow[]): Promise<Match[]> {
  const ids = rows.map((row) => row.values.id).filter((id): id is number => typeof id === "number");
  const models = rows.map((row) => modelOf(row)).filter((model): model is string => model !== null);
  const slugs = rows.map((row) => slugOf(row)).filter((slug): slug is string => slug !== null);
  const { db } = ctx;
  // One after another: inside the apply's transaction they share one connection.
  const byId = ids.length ? await db.selectFrom("products").select("id").where("id", "in", ids).execute() : [];
  const byModel = models.length ? await db.selectFrom("products").select(["id", "model_number"]).where(sql<string>`lower(model_number)`, "in", models).execute() : [];
  const bySlug = slugs.length ? await db.selectFrom("products").select(["id", "slug", "category_id", "subcategory_id", "type_id"]).where("slug", "in", slugs).execute() : [];
  const inTrash = await trashedTitles(db, "product", ids);
  const known = new Set(byId.map((row) => row.id));
  return rows.map((row): Match => {
    if (typeof row.values.id === "number" && known.has(row.values.id)) return { id: row.values.id, by: "id" };
    // The trash keeps the product's id for its restore (decision 037): a new product may not take it.
    if (typeof row.values.id === "number" && inTrash.has(row.values.id)) {
      return { error: { column: "id", label: COLUMN_LABELS.id, message: `Product ${row.values.id} is in the trash: restore it there first, or leave the ID empty to add a new product` } };
    }
    const model = modelOf(row);
    if (model !== null) {
      const found = byModel.filter((product) => product.model_number?.trim().toLowerCase() === model);
      if (found.length === 1) return { id: found[0].id, by: "model number" };
      if (found.length > 1) return { error: { column: "model_number", label: COLUMN_LABELS.model_number, message: `${found.length} products have the model number "${row.values.model_number}": give the product's ID to say which` } };
    }
    const slug = slugOf(row);
    if (slug !== null) {
      let found = bySlug.filter((product) => product.slug === slug);
      if (found.length > 1) {
        const place = resolvePath(ctx.structure, row.values).ids;
        found = found.filter((product) => product.category_id === place.category_id && product.subcategory_id === place.subcategory_id && product.type_id === place.type_id);
      }
      if (found.length === 1) return { id: found[0].id, by: "slug" };
    }
    return null;
  });
}

const textOf = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const modelOf = (row: DecodedRow) => textOf(row.values.model_number)?.toLowerCase() ?? null;
function slugOf(row: DecodedRow): string | null {
  const slug = textOf(row.values.slug);
  if (slug) return slug;
  const name = textOf(row.values.name);
  return name ? slugify(name) : null;
}

async function readCurrent(db: Db, ids: number[]): Promise<Map<number, StoredProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = (await db.selectFrom("products").select(STORED_COLUMNS).where("products.id", "in", ids).execute()) as unknown as StoredProductRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The columns a file sets: all but the informational ones and the id, which says which product it is. */
const SET_BY_FILE = (column: string) => !["id", "slug", "created_at", "updated_at", "attributes"].includes(column);

function prepareRow(ctx: PrepareContext, row: DecodedRow, match: Match, decision: Decision | undefined, current: Map<number, StoredProductRow>, texts: Map<number, Map<number, string>>): PreparedRow {
  const describe = (values: Record<string, unknown>) => ({
    name: textOf(values.name),
    model_number: textOf(values.model_number),
    path: ["category", "subcategory", "type"].map((column) => textOf(values[column])).filter(Boolean).join(" > ") || null,
  });
  const refuse = (errors: RowError[], values: Record<string, unknown> = row.values): PreparedRow => ({ outcome: { row: row.row, action: "reject", id: null, ...describe(values), errors } });
  if (match && "error" in match) return refuse([...row.errors, match.error]);
  if (row.errors.length > 0) return refuse(row.errors);

  const stored = match ? current.get(match.id) : undefined;
  const before = stored ? portableFromStored(ctx.structure, stored, texts.get(stored.id)) : null;
  const merged: Record<string, unknown> = { ...(before ?? {}) };
  for (const [column, value] of Object.entries(row.values)) if (SET_BY_FILE(column)) merged[column] = value;

  const place = resolvePath(ctx.structure, merged);
  const input = Object.fromEntries(
    Object.keys(productFields).map((field) => {
      if (field in TAXONOMY_COLUMNS) return [field, place.ids[field as keyof typeof place.ids]];
      const value = merged[field];
      return [field, value === null || value === "" ? undefined : value];
    }),
  );
  const parsed = productInput.safeParse(input);
  const errors: RowError[] = [...place.errors, ...(parsed.success ? [] : parsed.error.issues.map(issueError))];
  if (!parsed.success) return refuse(errors, merged);
  const values = parsed.data as ProductValues;

  const targetId = match?.id ?? null;
  const createId = decision?.action === "create" ? decision.id : typeof row.values.id === "number" ? row.values.id : null;
  for (const [field, message] of Object.entries(publishingErrors(values, ctx.now))) errors.push(columnError(field, message));
  if (values.lifecycle_status === "eol" && !values.last_order_date) errors.push(columnError("last_order_date", LAST_ORDER_DATE_REQUIRED));
  if (values.successor_id !== null && values.successor_id === (targetId ?? createId)) errors.push(columnError("successor_id", SUCCESSOR_IS_SELF));

  const applicable = applicableAttributes(ctx.structure.attributes, values.category_id, values.type_id);
  const given: AttributeLines = "attributes" in row.values ? (row.values.attributes ?? []) : Object.entries(before?.attributes ?? {}).map(([name, value]) => ({ name, value }));
  const posted = new Map<number, string>();
  // Without its place in the catalogue a product has no attributes to check the values against.
  for (const { name, value } of place.errors.length > 0 ? [] : given) {
    const found = findAttribute(applicable, name);
    // Values a product keeps from before its move go, as the form drops them at its next save (decision 031).
    if ("error" in found) {
      if ("attributes" in row.values) errors.push({ column: "attributes", label: COLUMN_LABELS.attributes, message: found.error });
    } else if (posted.has(found.attribute.id)) errors.push({ column: "attributes", label: COLUMN_LABELS.attributes, message: `"${name}" is given twice` });
    else posted.set(found.attribute.id, value);
  }
  const labels = attributeLabels(applicable);
  const checked = checkAttributeValues(applicable, posted);
  for (const attribute of applicable) {
    const message = checked.errors[attributeFieldName(attribute.id)];
    if (message) errors.push({ column: "attributes", label: `Attribute "${labels.get(attribute.id)}"`, message });
  }

  const createdAt = stored?.created_at ?? createdAtOf(row.values.created_at, ctx.now, errors);
  if (errors.length > 0) return refuse(errors, merged);

  const byId = new Map(checked.rows.map((value) => [value.attribute_id, value]));
  const attributeTexts = applicable.filter((attribute) => byId.has(attribute.id)).map((attribute) => ({ name: labels.get(attribute.id)!, value: byId.get(attribute.id)!.choice ?? byId.get(attribute.id)!.shown }));
  const id = targetId ?? createId ?? 0;
  const after = portableProduct({ ...values, id, slug: slugify(values.name), created_at: createdAt, updated_at: stored?.updated_at ?? ctx.now }, taxonomyNames(ctx.structure, values), attributeTexts);
  const changes = before ? changedColumns(before, after) : undefined;
  const action: RowAction = !before ? "create" : changes!.length > 0 ? "update" : "unchanged";
  return {
    outcome: { row: row.row, action, id: before ? targetId : createId, ...describe(after), ...(match ? { matchedBy: match.by, seen: stored!.updated_at } : {}), ...(changes ? { changes } : {}) },
    write: { values, attributeRows: checked.rows, createdAt, before, after },
    nameKey: `${values.category_id}/${values.subcategory_id}/${values.type_id}/${nameKey(values.name)}`,
    successor: values.successor_id !== null ? { id: values.successor_id, exists: false } : undefined,
  };
}

/** The category path by name: a category, a subcategory of it, a type of that; every name must exist there. */
export function resolvePath(structure: CatalogueStructure, names: Record<string, unknown>) {
  const ids = { category_id: null as number | null, subcategory_id: null as number | null, type_id: null as number | null };
  const errors: RowError[] = [];
  const [category, subcategory, type] = ["category", "subcategory", "type"].map((column) => textOf(names[column]));
  if (category) {
    ids.category_id = structure.categoryByName.get(nameKey(category)) ?? null;
    if (ids.category_id === null) errors.push(columnError("category", `Unknown category path: there is no category named "${category}"`));
  }
  if (subcategory) {
    if (!category) errors.push(columnError("subcategory", `Give the category of subcategory "${subcategory}"`));
    else if (ids.category_id !== null) {
      ids.subcategory_id = structure.subcategoryByName.get(`${ids.category_id}/${nameKey(subcategory)}`) ?? null;
      if (ids.subcategory_id === null) errors.push(columnError("subcategory", `Unknown category path: category "${category}" has no subcategory named "${subcategory}"`));
    }
  }
  if (type) {
    if (!subcategory) errors.push(columnError("type", `Give the subcategory of type "${type}"`));
    else if (ids.subcategory_id !== null) {
      ids.type_id = structure.typeByName.get(`${ids.subcategory_id}/${nameKey(type)}`) ?? null;
      if (ids.type_id === null) errors.push(columnError("type", `Unknown category path: subcategory "${subcategory}" has no type named "${type}"`));
    }
  }
  return { ids, errors };
}

function columnError(field: string, message: string): RowError {
  const column = (TAXONOMY_COLUMNS as Record<string, string>)[field] ?? field;
  return { column, label: COLUMN_LABELS[column as ExchangeColumn] ?? column, message };
}

/** A schema issue as the report shows it: the form's message, at its column, with the item it is about. */
function issueError(issue: ZodIssue): RowError {
  const [field, ...rest] = issue.path;
  const error = columnError(String(field), issue.message);
  const places = rest.filter((part): part is number => typeof part === "number").map((index) => index + 1);
  if (field === "specification_groups" && places.length > 0) return { ...error, label: `${error.label} (group ${places[0]}${places[1] ? `, row ${places[1]}` : ""})` };
  return places.length > 0 ? { ...error, label: `${error.label} (item ${places[0]})` } : error;
}

/** When a created product was added: the file's time (an export's), else now. */
function createdAtOf(value: unknown, now: string, errors: RowError[]): string {
  const text = textOf(value);
  if (!text) return now;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && !Number.isNaN(Date.parse(text))) return text;
  errors.push({ column: "created_at", label: COLUMN_LABELS.created_at, message: "Added must be a date and time as an export writes it (2026-11-26T09:13:10.743Z), or empty" });
  return now;
}

/** The labels of the columns whose values differ (the id and dates are bookkeeping). */
function changedColumns(before: PortableProduct, after: PortableProduct): string[] {
  return (Object.keys(after) as ExchangeColumn[])
    .filter((column) => !["id", "created_at", "updated_at"].includes(column))
    .filter((column) => JSON.stringify(before[column]) !== JSON.stringify(after[column]))
    .map((column) => COLUMN_LABELS[column]);
}

/** Stored products with the same name in the same place as a row's product (names are compared as the form compares them). */
async function findConflicts(db: Db, prepared: PreparedRow[]): Promise<void> {
  const rows = prepared.filter((row) => row.write);
  const slugs = [...new Set(rows.map((row) => slugify(row.write!.values.name)))];
  if (slugs.length === 0) return;
  const candidates = await db.selectFrom("products").select(["id", "name", "category_id", "subcategory_id", "type_id"]).where("slug", "in", slugs).execute();
  for (const row of rows) {
    row.conflicts = candidates
      .filter((product) => `${product.category_id}/${product.subcategory_id}/${product.type_id}/${nameKey(product.name)}` === row.nameKey && product.id !== row.outcome.id)
      .map((product) => product.id);
  }
}

async function checkSuccessors(db: Db, prepared: PreparedRow[]): Promise<void> {
  const ids = [...new Set(prepared.flatMap((row) => (row.write && row.successor ? [row.successor.id] : [])))];
  if (ids.length === 0) return;
  const existing = new Set((await db.selectFrom("products").select("id").where("id", "in", ids).execute()).map((row) => row.id));
  for (const row of prepared) if (row.successor) row.successor.exists = existing.has(row.successor.id);
}

/** Turns a prepared row into a rejected one, with these reasons. */
export function reject(row: PreparedRow, errors: RowError[]): void {
  row.outcome = { row: row.outcome.row, action: "reject", id: null, name: row.outcome.name, model_number: row.outcome.model_number, path: row.outcome.path, errors: [...(row.outcome.errors ?? []), ...errors] };
  row.write = undefined;
}
