import { z } from "zod";
import { checkbox, isSingleLine, optionalLink, optionalMedia, optionalText, requiredText, SINGLE_LINE } from "../shared/fields";
import { parseJsonList } from "../shared/json-list";

export const DEFAULT_POPUP_DELAY_SECONDS = 3;
export const SUGGESTED_POPUP_PAGES = ["home", "about", "products", "solutions", "support", "news", "contact", "all"];

/** Minimum 0; a blank, non-numeric or zero value falls back to the 3-second default. */
const delaySeconds = z.preprocess(
  (value) => {
    const seconds = typeof value === "string" && value.trim() === "" ? Number.NaN : Number(value ?? Number.NaN);
    return Number.isNaN(seconds) || seconds === 0 ? DEFAULT_POPUP_DELAY_SECONDS : seconds;
  },
  z
    .number()
    .min(0, "Delay must be 0 seconds or more")
    .max(3600, "Delay must be at most 3600 seconds")
    .int("Delay must be a whole number of seconds"),
);

/** Page names are trimmed; blanks and repeats are dropped, as the form does when adding one. */
const displayPages = z
  .array(z.string().max(60, "A page name must be at most 60 characters").refine(isSingleLine, SINGLE_LINE))
  .default([])
  .transform((pages) => [...new Set(pages.map((page) => page.trim()).filter(Boolean))]);

export const popupInput = z.object({
  title: requiredText("Title is required").pipe(z.string().max(200, "Title must be at most 200 characters")),
  content: optionalText,
  image: optionalMedia,
  link: optionalLink("Please enter a valid URL"),
  delay_seconds: delaySeconds,
  display_pages: displayPages,
  is_active: checkbox.default(true),
});

export type PopupInput = z.input<typeof popupInput>;

export type Popup = {
  id: number;
  title: string;
  content: string | null;
  image: string | null;
  link: string | null;
  delay_seconds: number;
  display_pages: string[];
  is_active: boolean;
  created_at: string;
  updated_at: string;
};

type StoredPopup = Omit<Popup, "display_pages" | "is_active"> & { display_pages: unknown; is_active: number };

export function popupFromRow(row: StoredPopup): Popup {
  return {
    ...row,
    delay_seconds: row.delay_seconds > 0 ? row.delay_seconds : DEFAULT_POPUP_DELAY_SECONDS,
    display_pages: parseJsonList(row.display_pages, z.string().trim().min(1)),
    is_active: row.is_active === 1,
  };
}
