import { z } from "zod";
import type { productInput } from "./definition";
import { line, lines, requiredText, TEXT_LIMITS } from "../shared/fields";
import { LIFECYCLE_STATUS_INVALID, LIFECYCLE_STATUSES } from "./lifecycle";

export const PRODUCT_LIMITS = { productImages: 6, applicationImages: 4, benefits: 4, applications: 7 } as const;

/** A benefit shown in "Key Benefits": a name and an optional icon. */
export const benefitItem = z.object({
  name: requiredText("Benefit name is required"),
  icon: line()
    .optional()
    .nullable()
    .transform((value) => value || undefined),
});

/** The spec's rule for specification rows (admin spec, point 5), shown at the field that breaks it. */
export const SPECIFICATION_INCOMPLETE = "A specification needs non-empty group name, spec name and detail";
export const DUPLICATE_SPECIFICATION = "Each specification in a group needs its own name";

const specName = requiredText(SPECIFICATION_INCOMPLETE);
const specDetail = z.string().trim().min(1, SPECIFICATION_INCOMPLETE).pipe(lines(TEXT_LIMITS.paragraph));

/** Stored (and API) form of a group's specifications: a map of name to detail. */
const specificationMap = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
  .superRefine((specs, ctx) => {
    for (const [name, detail] of Object.entries(specs)) {
      const nameIssue = specName.safeParse(name).error?.issues[0];
      const detailIssue = specDetail.safeParse(detail).error?.issues[0];
      if (nameIssue) ctx.addIssue({ code: "custom", message: nameIssue.message });
      else if (detailIssue) ctx.addIssue({ code: "custom", path: [name], message: detailIssue.message });
    }
  })
  .transform((specs) => Object.fromEntries(Object.entries(specs).map(([name, detail]) => [name.trim(), detail.trim()])));

/**
 * The admin form's form of the same thing: rows of name and detail, so an error lands on the row
 * (and field) that caused it, even a row whose name is still empty. Stored as the map.
 */
const specificationRows = z
  .array(
    z.object({ name: specName, detail: specDetail }),
  )
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (row.name && seen.has(row.name)) ctx.addIssue({ code: "custom", path: [index, "name"], message: DUPLICATE_SPECIFICATION });
      seen.add(row.name);
    });
  })
  .transform((rows) => Object.fromEntries(rows.map((row) => [row.name, row.detail])));

/** A specification group: a heading and a map of specification name to detail. */
export const specificationGroupItem = z.object({
  group_name: requiredText(SPECIFICATION_INCOMPLETE),
  specifications: z.unknown().transform((value, ctx): Record<string, string> => {
    const result = (Array.isArray(value) ? specificationRows : specificationMap).safeParse(value ?? {});
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: "custom" });
    return z.NEVER;
  }),
});

/** A posted or stored lifecycle status (lifecycle.ts); empty means Active. */
export const lifecycleStatus = z.preprocess(
  (value) => (value === "" || value === null || value === undefined ? "active" : value),
  z.enum(LIFECYCLE_STATUSES, { errorMap: () => ({ message: LIFECYCLE_STATUS_INVALID }) }),
);

/** An optional calendar date (YYYY-MM-DD); empty means none. */
export const optionalDate = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), "Please enter a valid date")
    .nullish()
    .transform((value) => value ?? null),
);

/** A list field: missing means empty; `max` gives the spec's limit with a message naming it. */
export function list<T extends z.ZodTypeAny>(item: T, label: string, max?: number) {
  let array = z.array(item, { invalid_type_error: `${label[0].toUpperCase()}${label.slice(1)} must be a list` });
  if (max !== undefined) array = array.max(max, `At most ${max} ${label}`);
  return array.nullish().transform((value) => value ?? []);
}

/** Benefits and specification groups may also arrive as JSON text (as the spec allows); it is parsed, then validated. */
export function jsonList<T extends z.ZodTypeAny>(item: T, label: string, max?: number) {
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

/** What a product's fields take (definition.ts); scripts and tests create products from it. */
export type ProductInput = z.input<typeof productInput>;
export type ProductBenefit = z.output<typeof benefitItem>;
export type SpecificationGroup = z.output<typeof specificationGroupItem>;
