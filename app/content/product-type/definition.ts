import type { Selectable } from "kysely";
import type { z } from "zod";
import type { TypeTable } from "~/db/schema";
import { childLevel } from "../shared/catalogue-level";
import { attributesUnder } from "../shared/trash-dependents";

/** Browser-safe: a row of the `types` table, the third level of the catalogue, described once (decision 026). */
export type ProductType = Selectable<TypeTable>;

/** A row of the admin list and of pick lists: the type with its subcategory's and category's names. */
export type ProductTypeListItem = ProductType & { subcategory_name: string; category_id: number; category_name: string };

/** The spec's Types screen edits in a dialog. */
export const productTypeDefinition = childLevel<ProductTypeListItem>()(
  { type: "type", table: "types", label: "Type", title: "Types", dependents: [attributesUnder("type_id")] },
  { field: "subcategory_id", label: "Subcategory", choices: "subcategories", sort: "subcategory", filters: ["category", "subcategory"], table: "subcategories", type: "subcategory" },
  {
    empty: "No types yet. Add a subcategory first, then its types.",
    formInDialog: true,
    columns: [
      { header: "Subcategory", sort: "subcategory", value: (row) => row.subcategory_name },
      { header: "Category", value: (row) => row.category_name },
      // The typed attributes its products fill in (issue 16), on their own screen filtered to this type.
      { header: "Attributes", show: "link", value: () => "Attributes", href: (row) => `/admin/attributes?type=${row.id}` },
    ],
  },
  (row) => `/products?category=${row.category_id}&subcategory=${row.subcategory_id}&type=${row.id}`,
);

export const productTypeInput = productTypeDefinition.schema;
export type ProductTypeInput = z.input<typeof productTypeInput>;
