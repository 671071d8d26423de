import type { Selectable } from "kysely";
import { z } from "zod";
import type { NewsTable } from "~/db/schema";
import { mediaReference } from "../shared/fields";
import { parseJsonList } from "../shared/json-list";

/** Browser-safe: the news limits (admin spec, point 9) and an article as it is read. */
export const MAX_NEWS_IMAGES = 20;
export const MAX_NEWS_SECTIONS = 4;

// Stored values are read leniently: a missing or odd field becomes empty instead of dropping the block.
const storedText = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim() : ""));
export const storedNewsSection = z
  .object({ heading: storedText, para: storedText })
  .refine((section) => section.heading || section.para);
const storedImage = z.string().trim().pipe(mediaReference);

export type NewsSection = z.output<typeof storedNewsSection>;

export type News = Omit<Selectable<NewsTable>, "images" | "content"> & { images: string[]; content: NewsSection[] };

type StoredNews = Omit<News, "images" | "content"> & Record<"images" | "content", unknown>;

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
