/** Browser-safe and free of Zod: the kinds of attribute (issue 16) and how they are named. */
export const ATTRIBUTE_KINDS = ["number", "enum", "boolean"] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

export const ATTRIBUTE_KIND_LABELS: Record<AttributeKind, string> = { number: "Number", enum: "Options", boolean: "Yes/no" };

/** How a yes/no value is stored (`choice`) and shown. */
export const YES = "yes";
export const NO = "no";
export const BOOLEAN_LABELS: Record<string, string> = { yes: "Yes", no: "No" };
