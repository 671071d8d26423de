import { z } from "zod";
import { mediaReference } from "../shared/fields";
import { parseJsonList, toJsonList } from "../shared/json-list";
import { benefitItem, specificationGroupItem } from "./schema";
import type { Product } from "./types";

type StoredLists = Pick<
  Product,
  "product_images" | "features" | "product_benefits" | "specification_groups" | "applications" | "application_images"
>;

const text = z.string().trim().min(1);

/**
 * Reads the product's list columns defensively: text that is not JSON or not a list gives [], items
 * that fail the same schema used on write are dropped. Lists encoded twice (a JSON string holding
 * the JSON of the list, as older data may) are unwrapped once.
 */
export function readStoredLists(row: Record<keyof StoredLists, unknown>): StoredLists {
  return {
    product_images: readList(row.product_images, mediaReference),
    features: readList(row.features, text),
    product_benefits: readList(row.product_benefits, benefitItem),
    specification_groups: readList(row.specification_groups, specificationGroupItem),
    applications: readList(row.applications, text),
    application_images: readList(row.application_images, mediaReference),
  };
}

/** The specification groups alone, read as readStoredLists reads them (the comparison page needs no other list). */
export const readSpecificationGroups = (value: unknown) => readList(value, specificationGroupItem);

function readList<T extends z.ZodTypeAny>(value: unknown, item: T): z.infer<T>[] {
  // Text is unwrapped once more than parseJsonList's default, for the lists older data encoded twice.
  return parseJsonList(value, item, typeof value === "string" ? 3 : 2);
}

/** Serialises validated lists for the text columns. */
export function toStoredLists(values: StoredLists): Record<keyof StoredLists, string> {
  return {
    product_images: toJsonList(values.product_images),
    features: toJsonList(values.features),
    product_benefits: toJsonList(values.product_benefits),
    specification_groups: toJsonList(values.specification_groups),
    applications: toJsonList(values.applications),
    application_images: toJsonList(values.application_images),
  };
}
