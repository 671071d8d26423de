import { z } from "zod";
import {
  FEATURE_OR_HIGHLIGHT_EMPTY,
  isoDate,
  isSingleLine,
  mediaReference,
  SINGLE_LINE,
  textUpTo,
  optionalMedia,
  requiredText,
} from "../shared/fields";
import { parseJsonList } from "../shared/json-list";

export const MAX_SOLUTION_SECTIONS = 4;
export const MAX_SOLUTION_APPLICATIONS = 4;

const text = textUpTo;

/**
 * A list of short texts (highlights, specifications), each trimmed and required: an entry left
 * empty is refused with `emptyMessage` at the entry, never dropped without a word.
 */
const textList = (emptyMessage: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, emptyMessage)
        .max(1000, "Must be at most 1000 characters")
        .refine(isSingleLine, SINGLE_LINE),
    )
    .default([]);

const sectionInput = z
  .object({
    heading: text(200),
    para: text(10_000, true),
    image: optionalMedia,
  })
  .refine((section) => section.heading || section.para, {
    message: "Each content section needs a heading or a paragraph",
    path: ["heading"],
  });

const applicationInput = z.object({
  name: requiredText("Each application needs a name").pipe(
    z.string().max(200, "Must be at most 200 characters"),
  ),
  para: text(10_000, true),
  image: optionalMedia,
});

export const solutionInput = z.object({
  title: requiredText("Title is required").pipe(
    z.string().max(200, "Title must be at most 200 characters"),
  ),
  date: isoDate("Date is required"),
  content: z
    .array(sectionInput)
    .max(
      MAX_SOLUTION_SECTIONS,
      `A solution can have at most ${MAX_SOLUTION_SECTIONS} content sections`,
    )
    .default([]),
  highlights: textList(FEATURE_OR_HIGHLIGHT_EMPTY),
  specifications: textList("A specification needs non-empty text"),
  applications: z
    .array(applicationInput)
    .max(
      MAX_SOLUTION_APPLICATIONS,
      `A solution can have at most ${MAX_SOLUTION_APPLICATIONS} applications`,
    )
    .default([]),
});

export type SolutionInput = z.input<typeof solutionInput>;
export type SolutionValues = z.output<typeof solutionInput>;

// Stored values are read leniently: a missing or odd field becomes empty instead of dropping the block.
const storedText = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim() : ""));
const storedMedia = z
  .unknown()
  .transform((value) =>
    mediaReference.safeParse(value).success ? String(value).trim() : null,
  );

/** Stored sections are read leniently: a block is kept if it has any of heading, paragraph or image. */
const storedSection = z
  .object({ heading: storedText, para: storedText, image: storedMedia })
  .refine((section) => section.heading || section.para || section.image);

/** Older rows keep an application's text under `description` instead of `para`. */
const storedApplication = z
  .object({
    name: storedText,
    para: storedText,
    description: storedText,
    image: storedMedia,
  })
  .transform(({ name, para, description, image }) => ({
    name,
    para: para || description,
    image,
  }))
  .refine(
    (application) => application.name || application.para || application.image,
  );

export type SolutionSection = z.output<typeof storedSection>;
export type SolutionApplication = z.output<typeof storedApplication>;

export type Solution = {
  id: number;
  title: string;
  date: string;
  content: SolutionSection[];
  highlights: string[];
  specifications: string[];
  applications: SolutionApplication[];
  created_at: string;
  updated_at: string;
};

type StoredSolution = Omit<
  Solution,
  "content" | "highlights" | "specifications" | "applications"
> &
  Record<"content" | "highlights" | "specifications" | "applications", unknown>;

/** Turns a row whose lists are JSON text (or already lists) into a solution; bad lists read as empty. */
export function solutionFromRow(row: StoredSolution): Solution {
  return {
    ...row,
    content: parseJsonList(row.content, storedSection),
    highlights: parseJsonList(row.highlights, z.string().trim().min(1)),
    specifications: parseJsonList(row.specifications, z.string().trim().min(1)),
    applications: parseJsonList(row.applications, storedApplication),
  };
}
