import type { TrashDependent } from "./definition";

/**
 * Browser-safe: rows that belong to more than one type's records and go to the trash with them
 * (decision 037). A product's typed attribute values come back while the product and the attribute
 * both exist; a category's or a type's attributes come back with their values.
 */
export const attributeValuesOf = (column: "product_id" | "attribute_id"): TrashDependent => ({
  table: "product_attribute_values",
  column,
  requires: [column === "product_id" ? { column: "attribute_id", table: "attributes" } : { column: "product_id", table: "products" }],
});

export const attributesUnder = (column: "category_id" | "type_id"): TrashDependent => ({
  table: "attributes",
  column,
  dependents: [attributeValuesOf("attribute_id")],
});

/** Which products a download serves (decision 033), seen from either side. */
export const downloadLinksOf = (column: "driver_id" | "product_id"): TrashDependent => ({
  table: "driver_products",
  column,
  requires: [column === "driver_id" ? { column: "product_id", table: "products" } : { column: "driver_id", table: "drivers" }],
});
