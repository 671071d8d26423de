import { z } from "zod";
import { defineContent, type FieldSet } from "../shared/definition";
import { line, optionalId, requiredText } from "../shared/fields";
import { list } from "../product/schema";
import { attributeValuesOf } from "../shared/trash-dependents";
import { ATTRIBUTE_KINDS, ATTRIBUTE_KIND_LABELS, type AttributeKind } from "./kinds";

/** Browser-safe: a typed attribute a category or a type gives its products (issue 16), described once (decision 026). */
export type Attribute = {
  id: number;
  name: string;
  kind: AttributeKind;
  unit: string | null;
  options: string[];
  sort_order: number;
  category_id: number | null;
  type_id: number | null;
  created_at: string;
  updated_at: string;
};

/** A row of the admin list: where the attribute applies, by name. */
export type AttributeListItem = Attribute & { scope_name: string };

export const ATTRIBUTE_LIMITS = { options: 20, name: 80, unit: 20, option: 60 } as const;

const fields = {
  name: {
    label: "Name",
    required: true,
    schema: requiredText("Name is required").pipe(z.string().max(ATTRIBUTE_LIMITS.name, `Name must be at most ${ATTRIBUTE_LIMITS.name} characters`)),
    control: { kind: "text" },
    hint: "As buyers read it: Operating temperature, Mounting, PoE.",
  },
  kind: {
    label: "Kind",
    required: true,
    schema: z.enum(ATTRIBUTE_KINDS, { errorMap: () => ({ message: "Choose number, options or yes/no" }) }),
    control: { kind: "select", choices: "attributeKinds", placeholder: "Select kind" },
    initial: "number",
  },
  unit: {
    label: "Unit",
    schema: line(ATTRIBUTE_LIMITS.unit)
      .optional()
      .nullable()
      .transform((value) => value || null),
    control: { kind: "text", placeholder: "°C, mm, W, V, Mbit/s, GB, kg, ports" },
    hint: "Numbers only: values are stored in this unit. °C also takes °F and K, mm takes cm, m and in, Mbit/s takes Gbit/s.",
  },
  options: {
    label: "Options",
    schema: list(requiredText("An option needs text").pipe(z.string().max(ATTRIBUTE_LIMITS.option, `An option must be at most ${ATTRIBUTE_LIMITS.option} characters`)), "options", ATTRIBUTE_LIMITS.options),
    control: { kind: "list", list: { legend: "Options", noun: "option", max: ATTRIBUTE_LIMITS.options, hint: "For the kind Options: at least two, in the order buyers see them.", item: { label: (n) => `Option ${n}` } } },
  },
  sort_order: {
    label: "Order",
    schema: z.coerce.number({ invalid_type_error: "Order must be a whole number" }).int("Order must be a whole number").default(0),
    control: { kind: "text", type: "number", step: 1 },
    hint: "Lower numbers come first in filters and on product pages.",
    initial: "0",
  },
  category_id: {
    label: "Category",
    schema: optionalId,
    control: { kind: "select", choices: "categories", placeholder: "No category" },
    hint: "Every product of the category has it. Choose a category or a type.",
  },
  type_id: {
    label: "Type",
    schema: optionalId,
    control: { kind: "select", choices: "types", placeholder: "No type" },
    hint: "Only the products of this type have it.",
  },
} satisfies FieldSet;

export const attributeDefinition = defineContent<AttributeListItem>()({ type: "attribute", table: "attributes", label: "Attribute", title: "Attributes" }, fields, {
  // Back from the trash only while its category or type exists, with its name still free there, and with
  // the values of the products that still exist.
  trash: {
    area: "content",
    parents: [
      { column: "category_id", table: "categories", type: "category", label: "category" },
      { column: "type_id", table: "types", type: "type", label: "type" },
    ],
    unique: { scope: ["category_id", "type_id"], where: "there" },
    dependents: [attributeValuesOf("attribute_id")],
  },
  form: [{ id: "attribute", rows: [["name", "kind"], ["unit", "sort_order"], "options", ["category_id", "type_id"]] }],
  list: {
    sorts: { sort_order: "asc", name: "asc", created_at: "desc" },
    filters: ["category", "type"],
    noun: ["attribute", "attributes"],
    empty: "No attributes yet. Add one to a type or a category, then fill it in on its products.",
    search: { placeholder: "Name", columns: ["attributes.name"] },
    columns: [
      { header: "Name", sort: "name", show: "strong", value: (row) => row.name },
      { header: "Kind", value: (row) => ATTRIBUTE_KIND_LABELS[row.kind] ?? row.kind, detail: (row) => describeValues(row) },
      { header: "Applies to", value: (row) => row.scope_name },
      { header: "Order", sort: "sort_order", value: (row) => row.sort_order },
    ],
  },
});

/** "In °C", or the options: the list's second line. */
function describeValues(row: Attribute): string | null {
  if (row.kind === "number") return row.unit ? `In ${row.unit}` : null;
  if (row.kind === "enum") return row.options.join(", ");
  return null;
}

export const attributeInput = attributeDefinition.schema;
export type AttributeInput = z.input<typeof attributeInput>;
