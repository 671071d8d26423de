import type { Attribute } from "~/content/attribute/definition";
import { listAllAttributes } from "~/content/attribute/repository.server";
import type { Db } from "~/db/connection.server";
import { nameKey } from "../../shared/unique-name.server";
import { productFields, type ProductValues } from "../definition";
import { readStoredLists } from "../stored-lists";
import { applicableAttributes, attributeLabels } from "./attribute-names";
import { type PortableProduct, portableProduct } from "./columns";

/**
 * What exports and imports read of the catalogue besides products, once per file: the category,
 * subcategory and type names (small tables, a few hundred rows at most) and the typed attributes.
 */
export type CatalogueStructure = {
  categories: Map<number, { name: string }>;
  subcategories: Map<number, { name: string; category_id: number }>;
  types: Map<number, { name: string; subcategory_id: number }>;
  attributes: Attribute[];
  /** Ids by name, any letter case: a category's, a subcategory's within its category, a type's within its subcategory. */
  categoryByName: Map<string, number>;
  subcategoryByName: Map<string, number>;
  typeByName: Map<string, number>;
};

export async function readCatalogueStructure(db: Db): Promise<CatalogueStructure> {
  const [categories, subcategories, types, attributes] = await Promise.all([
    db.selectFrom("categories").select(["id", "name"]).execute(),
    db.selectFrom("subcategories").select(["id", "name", "category_id"]).execute(),
    db.selectFrom("types").select(["id", "name", "subcategory_id"]).execute(),
    listAllAttributes(db),
  ]);
  return {
    categories: new Map(categories.map((row) => [row.id, row])),
    subcategories: new Map(subcategories.map((row) => [row.id, row])),
    types: new Map(types.map((row) => [row.id, row])),
    attributes,
    categoryByName: new Map(categories.map((row) => [nameKey(row.name), row.id])),
    subcategoryByName: new Map(subcategories.map((row) => [`${row.category_id}/${nameKey(row.name)}`, row.id])),
    typeByName: new Map(types.map((row) => [`${row.subcategory_id}/${nameKey(row.name)}`, row.id])),
  };
}

/** Every column a product's export reads: its definition's fields, id, slug and dates. */
export const STORED_COLUMNS = [
  ...(["id", "slug", "created_at", "updated_at"] as const),
  ...(Object.keys(productFields) as Array<keyof typeof productFields>),
].map((column) => `products.${column}` as const);

/** A products row as selected with STORED_COLUMNS. */
export type StoredProductRow = Record<string, unknown> & { id: number; slug: string; created_at: string; updated_at: string; category_id: number | null; subcategory_id: number | null; type_id: number | null; featured: number | boolean };

/** A stored row's values as the definition reads them (lists parsed, featured a boolean), as getProduct gives them. */
export function storedValues(row: StoredProductRow): ProductValues & { id: number; slug: string; created_at: string; updated_at: string } {
  return { ...(row as unknown as ProductValues & { id: number; slug: string; created_at: string; updated_at: string }), ...readStoredLists(row as never), featured: Boolean(row.featured) };
}

/** The names of a product's place in the catalogue. */
export function taxonomyNames(structure: CatalogueStructure, ids: { category_id: number | null; subcategory_id: number | null; type_id: number | null }) {
  return {
    category: ids.category_id !== null ? (structure.categories.get(ids.category_id)?.name ?? null) : null,
    subcategory: ids.subcategory_id !== null ? (structure.subcategories.get(ids.subcategory_id)?.name ?? null) : null,
    type: ids.type_id !== null ? (structure.types.get(ids.type_id)?.name ?? null) : null,
  };
}

/** Attribute values of these products as their form shows them (an option or yes/no as stored, a number as entered), by product id. */
export async function readAttributeTexts(db: Db, productIds: readonly number[]): Promise<Map<number, Map<number, string>>> {
  const byProduct = new Map<number, Map<number, string>>();
  if (productIds.length === 0) return byProduct;
  const rows = await db.selectFrom("product_attribute_values").select(["product_id", "attribute_id", "choice", "shown"]).where("product_id", "in", [...productIds]).execute();
  for (const row of rows) {
    const values = byProduct.get(row.product_id) ?? new Map<number, string>();
    values.set(row.attribute_id, row.choice ?? row.shown);
    byProduct.set(row.product_id, values);
  }
  return byProduct;
}

/** A stored product as a file carries it: only the attributes of its category and type, in their order. */
export function portableFromStored(structure: CatalogueStructure, row: StoredProductRow, texts: Map<number, string> | undefined): PortableProduct {
  const values = storedValues(row);
  const applicable = applicableAttributes(structure.attributes, values.category_id, values.type_id);
  const labels = attributeLabels(applicable);
  const attributes = applicable.filter((attribute) => texts?.has(attribute.id)).map((attribute) => ({ name: labels.get(attribute.id)!, value: texts!.get(attribute.id)! }));
  return portableProduct(values, taxonomyNames(structure, values), attributes);
}
