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
      specifications: pairsToRecord(objects(group.specifications).map((pair) => ({ name: textOf(pair.name), detail: textOf(pair.detail) }))),
    })),
    applications: texts("applications"),
    application_images: texts("application_images"),
  };
}

/** Specification rows become the stored name-to-detail map; names are trimmed as the schema does. */
export function pairsToRecord(pairs: SpecPair[]): Record<string, string> {
  const record: Record<string, string> = Object.create(null);
  for (const pair of pairs) record[pair.name.trim()] = pair.detail;
  return record;
}

export function recordToPairs(record: unknown): SpecPair[] {
  if (!record || typeof record !== "object") return [];
  return Object.entries(record as Record<string, unknown>).map(([name, detail]) => ({ name, detail: String(detail ?? "") }));
}
