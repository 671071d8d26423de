import { z } from "zod";
import {
  isoDate,
  isSingleLine,
  mediaReference,
  SINGLE_LINE,
  textUpTo,
  requiredText,
} from "../shared/fields";
import { parseJsonList } from "../shared/json-list";

export const MAX_NEWS_IMAGES = 20;
export const MAX_NEWS_SECTIONS = 4;

const text = textUpTo;

const sectionInput = z
  .object({ heading: text(200), para: text(10_000, true) })
  .refine((section) => section.heading || section.para, {
    message: "Each content section needs a heading or a paragraph",
    path: ["heading"],
  });

export const newsInput = z.object({
  title: requiredText("Title is required").pipe(
    z.string().max(200, "Title must be at most 200 characters"),
  ),
  place: requiredText("Place is required").pipe(
    z.string().max(120, "Place must be at most 120 characters"),
  ),
  date: isoDate("Date is required"),
  // Blank image rows from the form are dropped before the limit is checked.
  images: z
    .array(z.string().trim())
    .default([])
    .transform((list) => list.filter(Boolean))
    .pipe(
      z
        .array(mediaReference)
        .max(
          MAX_NEWS_IMAGES,
          `A news article can have at most ${MAX_NEWS_IMAGES} images`,
        ),
    ),
  content: z
    .array(sectionInput)
    .max(
      MAX_NEWS_SECTIONS,
      `A news article can have at most ${MAX_NEWS_SECTIONS} content sections`,
    )
    .default([]),
});

export type NewsInput = z.input<typeof newsInput>;
export type NewsValues = z.output<typeof newsInput>;

// Stored values are read leniently: a missing or odd field becomes empty instead of dropping the block.
const storedText = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim() : ""));
export const storedNewsSection = z
  .object({ heading: storedText, para: storedText })
  .refine((section) => section.heading || section.para);
const storedImage = z.string().trim().pipe(mediaReference);

export type NewsSection = z.output<typeof storedNewsSection>;

export type News = {
  id: number;
  title: string;
  place: string;
  date: string;
  images: string[];
  content: NewsSection[];
  created_at: string;
  updated_at: string;
};

type StoredNews = Omit<News, "images" | "content"> &
  Record<"images" | "content", unknown>;

/** Content and images may be JSON text or lists; both read the same, and unreadable text reads as empty. */
export function newsFromRow(row: StoredNews): News {
  return {
    ...row,
    images: parseJsonList(row.images, storedImage),
    content: parseJsonList(row.content, storedNewsSection),
  };
}

/**
 * An article's content as running text: each heading set off from its paragraph ("Expo: We showed…")
 * rather than run into it, as a snippet of it would otherwise read.
 */
export function newsText(content: readonly NewsSection[]): string {
  return content
    .map(({ heading, para }) => (heading && para ? `${heading}${/[.!?:]$/.test(heading) ? "" : ":"} ${para}` : heading || para))
    .join(" ");
}
