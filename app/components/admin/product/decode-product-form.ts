import type { ProductInput } from "~/content/product/schema";
import { decodeNestedForm, type FormTree, listItems, textOf } from "../nested-form-data";

export type SpecPair = { name: string; detail: string };

/** The product form's fields as the product schema expects them; used in the browser and in the action. */
export function decodeProductForm(form: FormData): ProductInput {
  const raw = decodeNestedForm(form);
  // The form adds `_js` once its list editors run; without it, a cleared row means "remove".
  const options = { dropBlank: raw._js === undefined };
  const texts = (name: string) => listItems(raw[name], options).map(textOf);
  const objects = (node: string | FormTree | undefined) =>
    listItems(node, options).filter((item): item is FormTree => typeof item === "object");
  return {
    name: textOf(raw.name),
    model_number: textOf(raw.model_number),
    description: textOf(raw.description),
    industry: textOf(raw.industry),
    category_id: textOf(raw.category_id),
    subcategory_id: textOf(raw.subcategory_id),
    type_id: textOf(raw.type_id),
    featured: textOf(raw.featured) === "on",
    main_image: textOf(raw.main_image),
    product_images: texts("product_images"),
    catalog_file: textOf(raw.catalog_file),
    youtube_link: textOf(raw.youtube_link),
    features: texts("features"),
    product_benefits: objects(raw.product_benefits).map((benefit) => ({ name: textOf(benefit.name), icon: textOf(benefit.icon) })),
    specification_groups: objects(raw.specification_groups).map((group) => ({
      group_name: textOf(group.group_name),
      // Rows, not the stored map: an error then names the row's own field (see the product schema).
      specifications: objects(group.specifications).map((pair) => ({ name: textOf(pair.name), detail: textOf(pair.detail) })),
    })),
    applications: texts("applications"),
    application_images: texts("application_images"),
  };
}

/** A group's specifications as form rows: from the stored map, or from rows just posted. */
export function recordToPairs(record: unknown): SpecPair[] {
  if (!record || typeof record !== "object") return [];
  if (Array.isArray(record)) {
    return record.map((row) => ({ name: String(row?.name ?? ""), detail: String(row?.detail ?? "") }));
  }
  return Object.entries(record as Record<string, unknown>).map(([name, detail]) => ({ name, detail: String(detail ?? "") }));
}
