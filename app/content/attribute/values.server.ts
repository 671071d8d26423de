import type { Db } from "~/db/connection.server";
import { bumpContentVersion } from "../shared/content-version.server";
import { KEY_ATTRIBUTES } from "../product/comparison";
import { RuleViolationError } from "../shared/errors";
import type { Attribute } from "./definition";
import { BOOLEAN_LABELS, NO, YES } from "./kinds";
import { attributesFor } from "./repository.server";
import { parseNumberValue, unitsFor } from "./units";
import { rescoreProducts } from "../product/completeness.server";

/** The form field of one attribute's value: `attributes.a12` (a letter first, so Conform reads an object key, not a list index). */
export const attributeFieldName = (id: number) => `attributes.a${id}`;

/** One value as stored. */
export type AttributeValueRow = { attribute_id: number; number_value: number | null; choice: string | null; shown: string };

/** What a posted form holds for attributes: the text of each `attributes.a<id>` field, by attribute id. */
export function postedAttributeValues(form: FormData): Map<number, string> {
  const values = new Map<number, string>();
  for (const [name, value] of form) {
    const match = /^attributes\.a([1-9]\d{0,9})$/.exec(name);
    if (match && typeof value === "string") values.set(Number(match[1]), value);
  }
  return values;
}

/**
 * Reads the posted values of the attributes that apply: empty means none; a number in a unit its
 * attribute takes (stored in the canonical one); one of an enum's options; yes or no. Every value
 * refused is reported at its field, with a message naming the attribute and what it takes.
 */
export function checkAttributeValues(attributes: Attribute[], posted: Map<number, string>): { rows: AttributeValueRow[]; errors: Record<string, string> } {
  const rows: AttributeValueRow[] = [];
  const errors: Record<string, string> = {};
  for (const attribute of attributes) {
    const text = (posted.get(attribute.id) ?? "").trim();
    if (!text) continue;
    const refuse = (message: string) => (errors[attributeFieldName(attribute.id)] = message);
    if (attribute.kind === "number") {
      const parsed = text.length <= 40 ? parseNumberValue(text, attribute.unit) : null;
      if (parsed) rows.push({ attribute_id: attribute.id, number_value: parsed.value, choice: null, shown: parsed.shown });
      else refuse(numberMessage(attribute));
    } else if (attribute.kind === "enum") {
      if (attribute.options.includes(text)) rows.push({ attribute_id: attribute.id, number_value: null, choice: text, shown: text });
      else refuse(`${attribute.name} must be one of: ${attribute.options.join(", ")}`);
    } else if (text === YES || text === NO) {
      rows.push({ attribute_id: attribute.id, number_value: null, choice: text, shown: BOOLEAN_LABELS[text] });
    } else refuse(`${attribute.name} must be Yes or No`);
  }
  return { rows, errors };
}

function numberMessage(attribute: Attribute): string {
  const units = unitsFor(attribute.unit);
  if (units.length === 0) return `${attribute.name} must be a number`;
  const example = `-40 ${units[0]}`.replace(/^-40 (?!°)/, "12 ");
  return `${attribute.name} must be a number, in ${units.join(", ")} (for example ${example})`;
}

/** Replaces a product's values with these: values of attributes that no longer apply go too. */
export async function writeAttributeValues(db: Db, productId: number, rows: AttributeValueRow[]): Promise<void> {
  await db.deleteFrom("product_attribute_values").where("product_id", "=", productId).execute();
  if (rows.length > 0) await db.insertInto("product_attribute_values").values(rows.map((row) => ({ ...row, product_id: productId }))).execute();
  await rescoreProducts(db, [productId]);
  // The facet counts kept in memory follow the content version (decision 005).
  await bumpContentVersion(db);
}

/** A product's values as its form shows them: the text as entered (yes/no and options as stored), by field name. */
export async function attributeFormValues(db: Db, productId: number): Promise<Record<string, string>> {
  const rows = await db.selectFrom("product_attribute_values").select(["attribute_id", "choice", "shown"]).where("product_id", "=", productId).execute();
  return Object.fromEntries(rows.map((row) => [`a${row.attribute_id}`, row.choice ?? row.shown]));
}

/** The product page's "Key attributes": each attribute of its category and type that it fills in, as entered. */
export async function productAttributeRows(db: Db, product: { id: number; category_id: number | null; type_id: number | null }) {
  const attributes = await attributesFor(db, { categoryId: product.category_id, typeId: product.type_id });
  if (attributes.length === 0) return [];
  const rows = await db
    .selectFrom("product_attribute_values")
    .select(["attribute_id", "shown"])
    .where("product_id", "=", product.id)
    .execute();
  const shown = new Map(rows.map((row) => [row.attribute_id, row.shown]));
  return attributes.filter((attribute) => shown.has(attribute.id)).map((attribute) => ({ name: attribute.name, value: shown.get(attribute.id)! }));
}

type SpecificationGroup = { group_name: string; specifications: Record<string, string> };

/** A product's specification tables as buyers read them: its typed attributes first, as "Key attributes", then the free-text groups. */
export function withKeyAttributes(groups: SpecificationGroup[], attributes: Array<{ name: string; value: string }>): SpecificationGroup[] {
  if (attributes.length === 0) return groups;
  return [{ group_name: KEY_ATTRIBUTES, specifications: Object.fromEntries(attributes.map((row) => [row.name, row.value])) }, ...groups];
}

/**
 * Saves a product's posted attribute values, after the product itself (in the same transaction, so a
 * refusal undoes both): only the attributes of its category and type are read, every value refused
 * is reported at its field, and values of attributes that no longer apply are removed.
 */
export async function saveProductAttributes(db: Db, product: { id: number; category_id: number | null; type_id: number | null }, posted: Map<number, string>): Promise<void> {
  const attributes = await attributesFor(db, { categoryId: product.category_id, typeId: product.type_id });
  const { rows, errors } = checkAttributeValues(attributes, posted);
  const refused = RuleViolationError.ofFields(errors);
  if (refused) throw refused;
  await writeAttributeValues(db, product.id, rows);
}

/** One filled-in attribute of a compared product: shown as entered, equal to another by its canonical value. */
export type ComparedAttribute = { name: string; shown: string; same: string };

/**
 * The "Key attributes" of several products at once (the comparison page), by product id, each list
 * in the order of the product's category and type. Two values are the same when their canonical
 * number (in the attribute's unit) or option is: "158 °F" equals "70 °C".
 */
export async function comparedAttributes(db: Db, products: Array<{ id: number; category_id: number | null; type_id: number | null }>): Promise<Map<number, ComparedAttribute[]>> {
  const placeKey = (product: { category_id: number | null; type_id: number | null }) => `${product.category_id}/${product.type_id}`;
  const places = new Map(products.map((product) => [placeKey(product), { categoryId: product.category_id, typeId: product.type_id }]));
  const attributesByPlace = new Map(await Promise.all([...places].map(async ([key, place]) => [key, await attributesFor(db, place)] as const)));
  const rows =
    products.length === 0
      ? []
      : await db
          .selectFrom("product_attribute_values")
          .select(["product_id", "attribute_id", "number_value", "choice", "shown"])
          .where(
            "product_id",
            "in",
            products.map((product) => product.id),
          )
          .execute();
  const values = new Map(rows.map((row) => [`${row.product_id}/${row.attribute_id}`, row]));
  return new Map(
    products.map((product) => {
      const filled: ComparedAttribute[] = [];
      for (const attribute of attributesByPlace.get(placeKey(product)) ?? []) {
        const value = values.get(`${product.id}/${attribute.id}`);
        if (!value) continue;
        const canonical = value.number_value !== null ? String(value.number_value) : (value.choice ?? value.shown);
        filled.push({ name: attribute.name, shown: value.shown, same: `${attribute.kind}|${attribute.unit ?? ""}|${canonical}` });
      }
      return [product.id, filled];
    }),
  );
}
