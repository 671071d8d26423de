import { z } from "zod";
import { checkbox, isLinkTarget, optionalMedia, optionalText, requiredText, TEXT_LIMITS } from "../shared/fields";

export const MAX_ACTIVE_HERO_SECTIONS = 3;
export const HERO_LIMIT_MESSAGE = "Maximum 3 hero sections can be active at once";
export const HERO_LIMIT_BANNER = "Maximum 3 hero sections can be active. Deactivate one to add a new section.";

export const heroSectionInput = z.object({
  image: optionalMedia,
  h1_text: requiredText("H1 text is required").pipe(z.string().max(200, "H1 text must be at most 200 characters")),
  para_text: optionalText,
  button_text: requiredText("Button text is required").pipe(
    z.string().max(60, "Button text must be at most 60 characters"),
  ),
  url_link: requiredText("URL link is required", TEXT_LIMITS.url).refine(isLinkTarget, "Please enter a valid URL"),
  is_active: checkbox.default(false),
  sort_order: z.coerce
    .number({ invalid_type_error: "Sort order must be a whole number" })
    .int("Sort order must be a whole number")
    .default(0),
});

export type HeroSectionInput = z.input<typeof heroSectionInput>;

export type HeroSection = {
  id: number;
  image: string | null;
  h1_text: string;
  para_text: string | null;
  button_text: string;
  url_link: string;
  is_active: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
};
