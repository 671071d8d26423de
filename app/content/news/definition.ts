import { z } from "zod";
import { publishingColumn, publishingFields, publishingListChoice, publishingRows } from "../shared/publishing";
import { defineContent, type FieldSet } from "../shared/definition";
import { dateField, titleField } from "../shared/common-fields";
import { mediaReference, requiredText } from "../shared/fields";
import { contentSections, sectionControls } from "../shared/sections";
import { MAX_NEWS_IMAGES, MAX_NEWS_SECTIONS, type News } from "./schema";

/** Browser-safe: a news article, described once (decision 026). */
const fields = {
  title: titleField,
  place: {
    label: "Place",
    required: true,
    schema: requiredText("Place is required").pipe(z.string().max(120, "Place must be at most 120 characters")),
    control: { kind: "text", counted: true },
  },
  date: dateField,
  images: {
    label: "Images",
    // Blank image rows from the form are dropped before the limit is checked.
    schema: z
      .array(z.string().trim())
      .default([])
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(mediaReference).max(MAX_NEWS_IMAGES, `A news article can have at most ${MAX_NEWS_IMAGES} images`)),
    control: {
      kind: "list",
      list: {
        legend: "Images",
        noun: "image",
        max: MAX_NEWS_IMAGES,
        hint: `Up to ${MAX_NEWS_IMAGES} images; the first is the article's main image. Recommended 1200x630 px.`,
        item: { label: (n) => `Image ${n}`, control: { kind: "media", media: "image" } },
      },
    },
    media: "json",
  },
  content: {
    label: "Content sections",
    schema: contentSections({}, MAX_NEWS_SECTIONS, `A news article can have at most ${MAX_NEWS_SECTIONS} content sections`),
    control: {
      kind: "list",
      list: {
        legend: "Content sections",
        noun: "section",
        max: MAX_NEWS_SECTIONS,
        hint: `Up to ${MAX_NEWS_SECTIONS} sections, each with a heading or a paragraph.`,
        item: { fields: sectionControls },
      },
    },
  },
  ...publishingFields,
} satisfies FieldSet;

/** The record's public page: its list links there, and its form's "View on site". */
const newsPage = (row: { id: number }) => `/news/${row.id}`;

export const newsDefinition = defineContent<News>()({ type: "news", table: "news", label: "News", title: "News" }, fields, {
  trash: { area: "content" },
  form: [{ id: "news", rows: ["title", ["place", "date"], "images", "content", ...publishingRows] }],
  revisions: true,
  publicPage: newsPage,
  search: { kind: "news", slot: 2, title: "title", subtitle: "date", body: { sections: "content" } },
  list: {
    sorts: { date: "desc", title: "asc", place: "asc" },
    choices: publishingListChoice,
    caption: "News articles",
    noun: ["article", "articles"],
    empty: "No news yet.",
    search: { placeholder: "Title or place", columns: ["title", "place"] },
    thumbnail: (row) => row.images[0],
    columns: [
      { header: "Image", show: "thumbnail" },
      { header: "Title", sort: "title", show: "link", value: (row) => row.title, href: newsPage },
      { header: "Place", sort: "place", value: (row) => row.place },
      { header: "Date", sort: "date", value: (row) => row.date },
      { header: "Images", value: (row) => row.images.length },
      publishingColumn,
    ],
  },
});

export const newsInput = newsDefinition.schema;
export type NewsInput = z.input<typeof newsInput>;
export type NewsValues = z.output<typeof newsInput>;
