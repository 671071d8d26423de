import type { Selectable } from "kysely";
import type { z } from "zod";
import type { SubcategoryTable } from "~/db/schema";
import { childLevel } from "../shared/catalogue-level";

/** Browser-safe: the second level of the catalogue, described once (decision 026). */
export type Subcategory = Selectable<SubcategoryTable>;

/** A row of the admin list and of pick lists: the subcategory with its category's name. */
export type SubcategoryListItem = Subcategory & { category_name: string };

export const subcategoryDefinition = childLevel<SubcategoryListItem>()(
  { type: "subcategory", table: "subcategories", label: "Subcategory", title: "Subcategories" },
  { field: "category_id", label: "Category", choices: "categories", sort: "category", filters: ["category"], table: "categories", type: "category" },
  {
    empty: "No subcategories yet. Add a category first, then its subcategories.",
    columns: [
      { header: "Category", sort: "category", value: (row) => row.category_name },
      { header: "Description", show: "clamp", value: (row) => row.description },
    ],
  },
  (row) => `/products?category=${row.category_id}&subcategory=${row.id}`,
);

export const subcategoryInput = subcategoryDefinition.schema;
export type SubcategoryInput = z.input<typeof subcategoryInput>;
