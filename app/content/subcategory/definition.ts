import type { Selectable } from "kysely";
import type { z } from "zod";
import type { SubcategoryTable } from "~/db/schema";
import { type ContentDefinition, type FieldSet, inputSchema } from "../shared/definition";
import { levelFields, parentField } from "../shared/level-fields";

/** Browser-safe: the second level of the catalogue, described once (decision 026). */
export type Subcategory = Selectable<SubcategoryTable>;

/** A row of the admin list and of pick lists: the subcategory with its category's name. */
export type SubcategoryListItem = Subcategory & { category_name: string };

const fields = {
  name: levelFields.name,
  category_id: parentField("Category", "Category is required", "categories", "Select category"),
  description: levelFields.description,
  image: levelFields.image,
} satisfies FieldSet;

export const subcategoryInput = inputSchema(fields);
export type SubcategoryInput = z.input<typeof subcategoryInput>;

export const subcategoryDefinition = {
  type: "subcategory",
  table: "subcategories",
  label: "Subcategory",
  title: "Subcategories",
  addLabel: "Add Subcategory",
  fields,
  schema: subcategoryInput,
  form: [{ id: "subcategory", rows: [["name", "category_id"], "description", "image"] }],
  list: {
    sorts: { name: "asc", category: "asc", created_at: "desc" },
    defaultSort: "name",
    filters: ["category"],
    caption: "Subcategories",
    noun: ["subcategory", "subcategories"],
    empty: "No subcategories yet. Add a category first, then its subcategories.",
    rowName: (row) => row.name,
    search: { label: "Search subcategories", placeholder: "Name", columns: ["subcategories.name"] },
    thumbnail: (row) => row.image,
    columns: [
      { header: "Image", show: "thumbnail" },
      { header: "Name", sort: "name", show: "strong", value: (row) => row.name },
      { header: "Category", sort: "category", value: (row) => row.category_name },
      { header: "Description", show: "clamp", value: (row) => row.description },
    ],
  },
} satisfies ContentDefinition<typeof fields, SubcategoryListItem>;
