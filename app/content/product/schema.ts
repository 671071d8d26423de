import { z } from "zod";
import { checkbox, hasNoControlCharacters, isSingleLine, line, mediaReference, NO_CONTROL_CHARACTERS, optionalId, optionalLine, optionalMedia, optionalText, optionalUrl, requiredText, SINGLE_LINE } from "../shared/fields";

export const PRODUCT_LIMITS = { productImages: 6, applicationImages: 4, benefits: 4, applications: 7 } as const;

/** A benefit shown in "Key Benefits": a name and an optional icon. */
export const benefitItem = z.object({
  name: requiredText("Benefit name is required"),
  icon: line()
    .optional()
    .nullable()
    .transform((value) => value || undefined),
});

/** A specification group: a heading and a map of specification name to detail. */
export const specificationGroupItem = z.object({
  group_name: requiredText("Group name is required"),
  specifications: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
    .default({})
    .superRefine((specs, ctx) => {
      for (const [name, detail] of Object.entries(specs)) {
        if (!name.trim()) ctx.addIssue({ code: "custom", message: "Specification name is required" });
        else if (!isSingleLine(name)) ctx.addIssue({ code: "custom", message: `Specification name: ${SINGLE_LINE}` });
        else if (!detail.trim()) ctx.addIssue({ code: "custom", path: [name], message: "Specification detail is required" });
        else if (!hasNoControlCharacters(detail)) ctx.addIssue({ code: "custom", path: [name], message: NO_CONTROL_CHARACTERS });
      }
    })
    .transform((specs) => Object.fromEntries(Object.entries(specs).map(([name, detail]) => [name.trim(), detail.trim()]))),
});

/** A list field: missing means empty; `max` gives the spec's limit with a message naming it. */
function list<T extends z.ZodTypeAny>(item: T, label: string, max?: number) {
  let array = z.array(item, { invalid_type_error: `${label[0].toUpperCase()}${label.slice(1)} must be a list` });
  if (max !== undefined) array = array.max(max, `At most ${max} ${label}`);
  return array.nullish().transform((value) => value ?? []);
}

/** Benefits and specification groups may also arrive as JSON text (as the spec allows); it is parsed, then validated. */
function jsonList<T extends z.ZodTypeAny>(item: T, label: string, max?: number) {
  const schema = list(item, label, max);
  const fromText = z.preprocess((value) => {
    if (typeof value !== "string") return value;
    if (!value.trim()) return [];
    try {
      return JSON.parse(value);
    } catch {
      return value; // refused by the list schema with "... must be a list"
    }
  }, schema);
  // preprocess types its input as unknown; callers should still see what is accepted.
  return fromText as unknown as z.ZodType<z.output<typeof schema>, z.ZodTypeDef, z.input<typeof schema> | string>;
}

export const productInput = z.object({
  name: requiredText("Name is required").pipe(z.string().max(200, "Name must be at most 200 characters")),
  model_number: optionalLine,
  description: optionalText,
  industry: optionalLine,
  main_image: optionalMedia,
  product_images: list(mediaReference, "product images", PRODUCT_LIMITS.productImages),
  features: list(requiredText("Feature text is required"), "features"),
  product_benefits: jsonList(benefitItem, "benefits", PRODUCT_LIMITS.benefits),
  specification_groups: jsonList(specificationGroupItem, "specification groups"),
  applications: list(requiredText("Application text is required"), "applications", PRODUCT_LIMITS.applications),
  application_images: list(mediaReference, "application images", PRODUCT_LIMITS.applicationImages),
  catalog_file: optionalMedia,
  youtube_link: optionalUrl("Please enter a valid URL"),
  category_id: optionalId,
  subcategory_id: optionalId,
  type_id: optionalId,
  featured: checkbox,
});

export type ProductInput = z.input<typeof productInput>;
export type ProductValues = z.output<typeof productInput>;
export type ProductBenefit = z.output<typeof benefitItem>;
export type SpecificationGroup = z.output<typeof specificationGroupItem>;
