import { z } from "zod";
import { optionalMedia, optionalText, requiredId, requiredText } from "../shared/fields";

export const productTypeInput = z.object({
  name: requiredText("Name is required").pipe(z.string().max(120, "Name must be at most 120 characters")),
  description: optionalText,
  image: optionalMedia,
  subcategory_id: requiredId("Subcategory is required"),
});

export type ProductTypeInput = z.input<typeof productTypeInput>;

/** A row of the `types` table: the third level of the catalogue. */
export type ProductType = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  subcategory_id: number;
  created_at: string;
  updated_at: string;
};

/** A row of the admin list and of pick lists: the type with its subcategory's and category's names. */
export type ProductTypeListItem = ProductType & { subcategory_name: string; category_id: number; category_name: string };
