import { productFields, type ProductValues } from "../definition";
import { type AttributeLines, type Benefit, writeAttributes, writeBenefits, writeLines, writeSpecifications } from "./cells";

/**
 * The columns of a product export (decision 039): every field of the product's definition, the
 * category path by name in place of its ids, the typed attribute values, and the product's id, slug
 * and dates. CSV and JSON carry the same columns; JSON keeps lists as lists.
 */

/** How a field's value reads in a CSV cell. */
export type CellKind = "text" | "id" | "yesno" | "lines" | "benefits" | "specifications" | "attributes";

type FieldName = keyof typeof productFields;
type TaxonomyField = "category_id" | "subcategory_id" | "type_id";

/** Each field of the definition, by its column (the category path replaces the three ids); a new field without a column does not compile. */
const FIELD_CELLS: Record<Exclude<FieldName, TaxonomyField>, CellKind> = {
  name: "text",
  subtitle: "text",
  model_number: "text",
  description: "text",
  industry: "text",
  main_image: "text",
  product_images: "lines",
  features: "lines",
  product_benefits: "benefits",
  specification_groups: "specifications",
  applications: "lines",
  application_images: "lines",
  catalog_file: "text",
  youtube_link: "text",
  featured: "yesno",
  lifecycle_status: "text",
  last_order_date: "text",
  successor_id: "id",
  publish_status: "text",
  publish_at: "text",
  unpublish_at: "text",
};

export const TAXONOMY_COLUMNS = { category_id: "category", subcategory_id: "subcategory", type_id: "type" } as const satisfies Record<TaxonomyField, string>;
export type TaxonomyColumn = (typeof TAXONOMY_COLUMNS)[TaxonomyField];

/** The columns in the order files have them: who the product is, where it sits, its state, its media and lists, then bookkeeping. */
export const EXCHANGE_COLUMNS = [
  "id",
  "name",
  "slug",
  "model_number",
  "subtitle",
  "category",
  "subcategory",
  "type",
  "description",
  "industry",
  "featured",
  "lifecycle_status",
  "last_order_date",
  "successor_id",
  "publish_status",
  "publish_at",
  "unpublish_at",
  "main_image",
  "product_images",
  "catalog_file",
  "youtube_link",
  "features",
  "product_benefits",
  "specification_groups",
  "attributes",
  "applications",
  "application_images",
  "created_at",
  "updated_at",
] as const;
export type ExchangeColumn = (typeof EXCHANGE_COLUMNS)[number];

export const COLUMN_KINDS: Record<ExchangeColumn, CellKind> = {
  ...FIELD_CELLS,
  id: "id",
  slug: "text",
  category: "text",
  subcategory: "text",
  type: "text",
  attributes: "attributes",
  created_at: "text",
  updated_at: "text",
};

/** A column's name as the product form says it, for the import report. */
export const COLUMN_LABELS: Record<ExchangeColumn, string> = {
  ...(Object.fromEntries(Object.entries(productFields).map(([name, field]) => [name, field.label])) as Record<FieldName, string>),
  id: "ID",
  slug: "Slug",
  category: "Category",
  subcategory: "Subcategory",
  type: "Type",
  attributes: "Attributes",
  created_at: "Added",
  updated_at: "Last changed",
};

export const isExchangeColumn = (name: string): name is ExchangeColumn => (EXCHANGE_COLUMNS as readonly string[]).includes(name);

/** A product as files carry it: the definition's values, names for the category path, attribute values by name. */
export type PortableProduct = Omit<ProductValues, TaxonomyField | "product_benefits"> & {
  id: number;
  slug: string;
  category: string | null;
  subcategory: string | null;
  type: string | null;
  product_benefits: Benefit[];
  attributes: Record<string, string>;
  created_at: string;
  updated_at: string;
};

/** The values of a product's columns in file order (JSON keeps this order too). */
export function portableProduct(values: ProductValues & { id: number; slug: string; created_at: string; updated_at: string }, names: Record<TaxonomyColumn, string | null>, attributes: AttributeLines): PortableProduct {
  const product = { ...values, ...names, attributes: Object.fromEntries(attributes.map((row) => [row.name, row.value])) };
  return Object.fromEntries(EXCHANGE_COLUMNS.map((column) => [column, product[column as keyof typeof product] ?? null])) as PortableProduct;
}

/** One CSV row of a product: each column's cell text (formulas are defused by the writer). */
export function csvCells(product: PortableProduct): string[] {
  return EXCHANGE_COLUMNS.map((column) => {
    const value = product[column];
    switch (COLUMN_KINDS[column]) {
      case "yesno":
        return value ? "yes" : "no";
      case "lines":
        return writeLines(value as string[]);
      case "benefits":
        return writeBenefits(value as Benefit[]);
      case "specifications":
        return writeSpecifications(value as PortableProduct["specification_groups"]);
      case "attributes":
        return writeAttributes(Object.entries(product.attributes).map(([name, value]) => ({ name, value })));
      default:
        return value === null || value === undefined ? "" : String(value);
    }
  });
}
