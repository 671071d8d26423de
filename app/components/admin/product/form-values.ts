import { recordToPairs, type SpecPair } from "./decode-product-form";

/** What the product form shows: a stored product, what was just posted, or nothing yet. */
export type ProductFormValues = {
  name: string;
  model_number: string;
  description: string;
  industry: string;
  category_id: string;
  subcategory_id: string;
  type_id: string;
  featured: boolean;
  main_image: string;
  product_images: string[];
  catalog_file: string;
  youtube_link: string;
  features: string[];
  product_benefits: Array<{ name: string; icon: string }>;
  specification_groups: Array<{ group_name: string; pairs: SpecPair[] }>;
  applications: string[];
  application_images: string[];
};

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const texts = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);
const objects = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === "object") : []);

export function toFormValues(source: unknown): ProductFormValues {
  const s = (source ?? {}) as Record<string, unknown>;
  return {
    name: text(s.name),
    model_number: text(s.model_number),
    description: text(s.description),
    industry: text(s.industry),
    category_id: text(s.category_id),
    subcategory_id: text(s.subcategory_id),
    type_id: text(s.type_id),
    featured: s.featured === true,
    main_image: text(s.main_image),
    product_images: texts(s.product_images),
    catalog_file: text(s.catalog_file),
    youtube_link: text(s.youtube_link),
    features: texts(s.features),
    product_benefits: objects(s.product_benefits).map((b) => ({ name: text(b.name), icon: text(b.icon) })),
    specification_groups: objects(s.specification_groups).map((g) => ({ group_name: text(g.group_name), pairs: recordToPairs(g.specifications) })),
    applications: texts(s.applications),
    application_images: texts(s.application_images),
  };
}

export const productTabs = [
  { value: "basic", label: "Basic Info", fields: ["name", "model_number", "description", "industry", "category_id", "subcategory_id", "type_id", "featured"] },
  { value: "media", label: "Media", fields: ["main_image", "product_images", "catalog_file", "youtube_link"] },
  { value: "features", label: "Features & Benefits", fields: ["features", "product_benefits"] },
  { value: "specifications", label: "Specifications", fields: ["specification_groups"] },
  { value: "applications", label: "Applications", fields: ["applications", "application_images"] },
] as const;

export type ProductTab = (typeof productTabs)[number]["value"];

/** The tabs holding at least one of these errors ("product_benefits.2.name" belongs to Features & Benefits). */
export function tabsWithErrors(errors: Record<string, string | undefined>): Set<ProductTab> {
  const tabs = new Set<ProductTab>();
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    const field = key.split(".")[0];
    const tab = productTabs.find((candidate) => (candidate.fields as readonly string[]).includes(field));
    if (tab) tabs.add(tab.value);
  }
  return tabs;
}
