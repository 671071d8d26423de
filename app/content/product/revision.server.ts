import type { Db } from "~/db/connection.server";
import { listAllAttributes } from "../attribute/repository.server";
import { attributeFormValues } from "../attribute/values.server";
import type { DiffNames } from "../shared/revision-diff";
import { fieldsOf, type RevisionContent } from "../shared/revisions.server";
import { productDefinition } from "./definition";
import { LIFECYCLE_LABELS } from "./lifecycle";
import { getProduct } from "./repository.server";

/**
 * A product as its revisions keep it (decision 038): its fields, and its typed attribute values as
 * entered, by form name (`attributes: { a12: "70 °C" }`), which live in their own table.
 */
export async function productRevision(db: Db, id: number): Promise<RevisionContent | undefined> {
  const product = await getProduct(db, id);
  if (!product) return undefined;
  return { ...fieldsOf(productDefinition, product), attributes: await attributeFormValues(db, id) };
}

/**
 * The attribute values of a revision being restored, as a post gives them (by attribute id); null for
 * a save's input, which the form's schema has stripped of them (they are read from the post).
 */
export function restoredAttributeValues(input: unknown): Map<number, string> | null {
  const attributes = input && typeof input === "object" ? (input as { attributes?: unknown }).attributes : undefined;
  if (!attributes || typeof attributes !== "object") return null;
  const values = new Map<number, string>();
  for (const [key, value] of Object.entries(attributes)) {
    const match = /^a([1-9]\d{0,9})$/.exec(key);
    if (match && typeof value === "string") values.set(Number(match[1]), value);
  }
  return values;
}

type Named = "categories" | "subcategories" | "types" | "products";
const POINTERS: Array<[field: string, table: Named]> = [
  ["category_id", "categories"],
  ["subcategory_id", "subcategories"],
  ["type_id", "types"],
  ["successor_id", "products"],
];

/**
 * What the History needs to name a product's values in words: its category, subcategory, type and
 * successor by name, its lifecycle status, and each attribute value by its attribute's name.
 */
export async function describeProductRevisions(db: Db, contents: RevisionContent[]): Promise<DiffNames> {
  const records: Record<string, Record<string, string>> = {};
  for (const [field, table] of POINTERS) {
    const ids = [...new Set(contents.map((content) => Number(content[field])).filter((id) => Number.isInteger(id) && id > 0))];
    const rows = ids.length === 0 ? [] : await db.selectFrom(table).select(["id", "name"]).where("id", "in", ids).execute();
    records[field] = Object.fromEntries(rows.map((row) => [String(row.id), row.name]));
  }
  const related = Object.fromEntries(
    (await listAllAttributes(db)).map((attribute) => [`attributes.a${attribute.id}`, attribute.name]),
  );
  return { records, related, choices: { lifecycleStatuses: LIFECYCLE_LABELS } };
}
