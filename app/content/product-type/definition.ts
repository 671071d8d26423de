import type { Selectable } from "kysely";
import type { z } from "zod";
import type { TypeTable } from "~/db/schema";
import { type ContentDefinition, type FieldSet, inputSchema } from "../shared/definition";
import { levelFields, parentField } from "../shared/level-fields";

/** Browser-safe: a row of the `types` table, the third level of the catalogue, described once (decision 026). */
export type ProductType = Selectable<TypeTable>;

/** A row of the admin list and of pick lists: the type with its subcategory's and category's names. */
export type ProductTypeListItem = ProductType & { subcategory_name: string; category_id: number; category_name: string };

const fields = {
  name: levelFields.name,
  subcategory_id: parentField("Subcategory", "Subcategory is required", "subcategories", "Select subcategory"),
  description: levelFields.description,
  image: levelFields.image,
} satisfies FieldSet;

export const productTypeInput = inputSchema(fields);
export type ProductTypeInput = z.input<typeof productTypeInput>;

export const productTypeDefinition = {
  type: "type",
  table: "types",
  label: "Type",
  title: "Types",
  addLabel: "Add Type",
  fields,
  schema: productTypeInput,
  form: [{ id: "type", rows: ["name", "subcategory_id", "description", "image"] }],
  list: {
    sorts: { name: "asc", subcategory: "asc", created_at: "desc" },
    defaultSort: "name",
    filters: ["category", "subcategory"],
    caption: "Types",
    noun: ["type", "types"],
    empty: "No types yet. Add a subcategory first, then its types.",
    rowName: (row) => row.name,
    search: { label: "Search types", placeholder: "Name", columns: ["types.name"] },
    thumbnail: (row) => row.image,
    confirmDelete: "Are you sure you want to delete this type?",
    formInDialog: true,
    columns: [
      { header: "Image", show: "thumbnail" },
      { header: "Name", sort: "name", show: "strong", value: (row) => row.name },
      { header: "Subcategory", sort: "subcategory", value: (row) => row.subcategory_name },
      { header: "Category", value: (row) => row.category_name },
    ],
  },
} satisfies ContentDefinition<typeof fields, ProductTypeListItem>;
