import { z } from "zod";
import { optionalMedia, optionalText, requiredId, requiredText } from "../shared/fields";

export const subcategoryInput = z.object({
  name: requiredText("Name is required").pipe(z.string().max(120, "Name must be at most 120 characters")),
  description: optionalText,
  image: optionalMedia,
  category_id: requiredId("Category is required"),
});

export type SubcategoryInput = z.input<typeof subcategoryInput>;

export type Subcategory = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  category_id: number;
  created_at: string;
  updated_at: string;
};

/** A row of the admin list and of pick lists: the subcategory with its category's name. */
export type SubcategoryListItem = Subcategory & { category_name: string };
