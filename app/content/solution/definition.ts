import { z } from "zod";
import { publishingColumn, publishingFields, publishingListChoice, publishingRows } from "../shared/publishing";
import { defineContent, type FieldSet, type ItemControl } from "../shared/definition";
import { dateField, titleField } from "../shared/common-fields";
import { FEATURE_OR_HIGHLIGHT_EMPTY, isSingleLine, optionalMedia, requiredText, SINGLE_LINE, textUpTo } from "../shared/fields";
import { contentSections, sectionControls } from "../shared/sections";
import { MAX_SOLUTION_APPLICATIONS, MAX_SOLUTION_SECTIONS, type Solution } from "./schema";

/**
 * A list of short texts (highlights, specifications), each trimmed and required: an entry left
 * empty is refused with `emptyMessage` at the entry, never dropped without a word.
 */
const textList = (emptyMessage: string) =>
  z.array(z.string().trim().min(1, emptyMessage).max(1000, "Must be at most 1000 characters").refine(isSingleLine, SINGLE_LINE)).default([]);

const applicationInput = z.object({
  name: requiredText("Each application needs a name").pipe(z.string().max(200, "Must be at most 200 characters")),
  para: textUpTo(10_000, true),
  image: optionalMedia,
});

const image = (what: string) => ({ label: (n) => `${what} ${n} image`, control: { kind: "media", media: "image" } }) satisfies ItemControl;

/** Browser-safe: a solution write-up, described once (decision 026). */
const fields = {
  title: titleField,
  date: dateField,
  content: {
    label: "Content sections",
    schema: contentSections({ image: optionalMedia }, MAX_SOLUTION_SECTIONS, `A solution can have at most ${MAX_SOLUTION_SECTIONS} content sections`),
    control: {
      kind: "list",
      list: {
        legend: "Content sections",
        noun: "section",
        max: MAX_SOLUTION_SECTIONS,
        hint: `Up to ${MAX_SOLUTION_SECTIONS} sections, each with a heading or a paragraph.`,
        item: { fields: { ...sectionControls, image: image("Section") } },
      },
    },
    media: "json",
  },
  highlights: {
    label: "Highlights",
    schema: textList(FEATURE_OR_HIGHLIGHT_EMPTY),
    control: { kind: "list", list: { legend: "Highlights", noun: "highlight", item: { label: (n) => `Highlight ${n}` } } },
  },
  specifications: {
    label: "Specifications",
    schema: textList("A specification needs non-empty text"),
    control: { kind: "list", list: { legend: "Specifications", noun: "specification", item: { label: (n) => `Specification ${n}` } } },
  },
  applications: {
    label: "Applications",
    schema: z.array(applicationInput).max(MAX_SOLUTION_APPLICATIONS, `A solution can have at most ${MAX_SOLUTION_APPLICATIONS} applications`).default([]),
    control: {
      kind: "list",
      list: {
        legend: "Applications",
        noun: "application",
        max: MAX_SOLUTION_APPLICATIONS,
        hint: `Up to ${MAX_SOLUTION_APPLICATIONS} applications, each with a name.`,
        item: {
          fields: {
            name: { label: (n) => `Application ${n} name` },
            para: { label: (n) => `Application ${n} description`, control: { kind: "textarea" } },
            image: image("Application"),
          },
        },
      },
    },
    media: "json",
  },
  ...publishingFields,
} satisfies FieldSet;

/** The record's public page: its list links there, and its form's "View on site". */
const solutionPage = (row: { id: number }) => `/solution/${row.id}`;

export const solutionDefinition = defineContent<Solution>()({ type: "solution", table: "solutions", label: "Solution", title: "Solutions" }, fields, {
  trash: { area: "content" },
  form: [{ id: "solution", rows: [["title", "date"], "content", ["highlights", "specifications"], "applications", ...publishingRows] }],
  revisions: true,
  publicPage: solutionPage,
  search: { kind: "solution", slot: 3, title: "title", subtitle: "date", body: { sections: "content" } },
  list: {
    sorts: { date: "desc", title: "asc", created_at: "desc" },
    choices: publishingListChoice,
    noun: ["solution", "solutions"],
    empty: "No solutions yet.",
    search: { placeholder: "Title", columns: ["title"] },
    columns: [
      { header: "Title", sort: "title", show: "link", value: (row) => row.title, href: solutionPage },
      { header: "Date", sort: "date", value: (row) => row.date },
      { header: "Sections", value: (row) => row.content.length },
      { header: "Applications", value: (row) => row.applications.length },
      publishingColumn,
    ],
  },
});

export const solutionInput = solutionDefinition.schema;
export type SolutionInput = z.input<typeof solutionInput>;
