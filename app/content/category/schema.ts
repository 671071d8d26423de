import { z } from "zod";
import { optionalMedia, optionalText, requiredText } from "../shared/fields";

export const categoryInput = z.object({
  name: requiredText("Name is required").pipe(z.string().max(120, "Name must be at most 120 characters")),
  description: optionalText,
  small_content: optionalText,
  image: optionalMedia,
  sort_order: z.coerce.number({ invalid_type_error: "Sort order must be a whole number" }).int("Sort order must be a whole number").default(0),
});

export type CategoryInput = z.input<typeof categoryInput>;

export type Category = {
  id: number;
  name: string;
  description: string | null;
  small_content: string | null;
  image: string | null;
  sort_order: number;
  created_at: string;
  updated_at: string;
};
