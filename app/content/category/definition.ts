import type { Selectable } from "kysely";
import { z } from "zod";
import type { CategoryTable } from "~/db/schema";
import { defineContent, type FieldSet } from "../shared/definition";
import { optionalText } from "../shared/fields";
import { levelColumns, levelFields } from "../shared/common-fields";
import { attributesUnder } from "../shared/trash-dependents";

/** Browser-safe: the first level of the catalogue, described once (decision 026). */
export type Category = Selectable<CategoryTable>;

const fields = {
  name: levelFields.name,
  sort_order: {
    label: "Sort order",
    schema: z.coerce.number({ invalid_type_error: "Sort order must be a whole number" }).int("Sort order must be a whole number").default(0),
    control: { kind: "text", type: "number", step: 1 },
    hint: "Lower numbers come first on the site.",
    initial: "0",
  },
  description: levelFields.description,
  small_content: { label: "Small content", schema: optionalText, control: { kind: "textarea", rows: 2 } },
  image: levelFields.image,
} satisfies FieldSet;

export const categoryDefinition = defineContent<Category>()({ type: "category", table: "categories", label: "Category", title: "Categories" }, fields, {
  order: { title: "name", screen: "/admin/categories" },
  // Its attributes (and their values) go to the trash with it; its name must still be free to come back.
  trash: { area: "content", unique: { scope: [] }, dependents: [attributesUnder("category_id")] },
  form: [{ id: "category", rows: [["name", "sort_order"], "description", "small_content", "image"] }],
  publicPage: (row) => `/products?category=${row.id}`,
  list: {
    sorts: { sort_order: "asc", name: "asc", created_at: "desc" },
    noun: ["category", "categories"],
    empty: "No categories yet. Add the first one.",
    search: { placeholder: "Name or summary", columns: ["name", "small_content"] },
    thumbnail: (row) => row.image,
    columns: [
      ...levelColumns,
      { header: "Summary", value: (row) => row.small_content },
      { header: "Sort order", sort: "sort_order", value: (row) => row.sort_order },
      { header: "Created", sort: "created_at", show: "date", value: (row) => row.created_at },
      { header: "Attributes", show: "link", value: () => "Attributes", href: (row) => `/admin/attributes?category=${row.id}` },
    ],
  },
});

export const categoryInput = categoryDefinition.schema;
export type CategoryInput = z.input<typeof categoryInput>;
