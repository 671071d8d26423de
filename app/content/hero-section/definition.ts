import { z } from "zod";
import { publishingColumn, publishingFields, publishingListChoice, publishingRows } from "../shared/publishing";
import { defineContent, type FieldSet } from "../shared/definition";
import { imageField } from "../shared/common-fields";
import { checkbox, isLinkTarget, optionalText, requiredText, TEXT_LIMITS } from "../shared/fields";
import { type HeroSection, MAX_ACTIVE_HERO_SECTIONS } from "./schema";

/** Browser-safe: a home-page banner, described once (decision 026). */
const fields = {
  h1_text: {
    label: "H1 Text",
    required: true,
    schema: requiredText("H1 text is required").pipe(z.string().max(200, "H1 text must be at most 200 characters")),
    control: { kind: "text", counted: true },
  },
  para_text: { label: "Paragraph Text", schema: optionalText, control: { kind: "textarea" } },
  button_text: {
    label: "Button Text",
    required: true,
    schema: requiredText("Button text is required").pipe(z.string().max(60, "Button text must be at most 60 characters")),
    control: { kind: "text", counted: true },
  },
  url_link: {
    label: "URL Link",
    required: true,
    schema: requiredText("URL link is required", TEXT_LIMITS.url).refine(isLinkTarget, "Please enter a valid URL"),
    // Text, not type="url": a page of this site (/products) is a valid target but not an absolute URL.
    control: { kind: "text", inputMode: "url" },
    hint: "A full address (https://...) or a page of this site (/products).",
  },
  image: imageField("Recommended size 1920x1080 px."),
  sort_order: {
    label: "Sort Order",
    schema: z.coerce.number({ invalid_type_error: "Sort order must be a whole number" }).int("Sort order must be a whole number").default(0),
    control: { kind: "text", type: "number", step: 1 },
    hint: "Lower numbers come first in the carousel.",
    initial: "0",
  },
  is_active: { label: "Active", schema: checkbox.default(false), control: { kind: "checkbox" }, hint: `At most ${MAX_ACTIVE_HERO_SECTIONS} hero sections can be active.` },
  ...publishingFields,
} satisfies FieldSet;

export const heroSectionDefinition = defineContent<HeroSection>()({ type: "hero-section", table: "hero_sections", label: "Hero section", title: "Hero Sections" }, fields, {
  addLabel: "Add Hero Section",
  formTitle: { create: "Add Hero Section", edit: "Edit Hero Section" },
  order: { title: "h1_text", screen: "/admin/hero-sections" },
  revisions: true,
  previewPage: (row) => `/?preview=hero-${row.id}`,
  trash: { area: "content" },
  form: [{ id: "hero-section", rows: ["h1_text", "para_text", ["button_text", "url_link"], "image", ["sort_order", "is_active"], ...publishingRows] }],
  list: {
    sorts: { sort_order: "asc", h1_text: "asc", created_at: "desc" },
    choices: publishingListChoice,
    caption: "Hero sections",
    noun: ["hero section", "hero sections"],
    empty: "No hero sections yet. The home page shows its default banner.",
    rowName: (row) => row.h1_text,
    search: { placeholder: "Headline, paragraph or button text", columns: ["h1_text", "para_text", "button_text"] },
    thumbnail: (row) => row.image,
    columns: [
      { header: "Image", show: "thumbnail" },
      { header: "H1 text", sort: "h1_text", show: "strong", value: (row) => row.h1_text, detail: (row) => row.para_text },
      { header: "Button", value: (row) => `${row.button_text} → ${row.url_link}` },
      { header: "Sort order", sort: "sort_order", value: (row) => row.sort_order },
      { header: "Status", show: "status", value: (row) => row.is_active },
      publishingColumn,
    ],
  },
});

export const heroSectionInput = heroSectionDefinition.schema;
export type HeroSectionInput = z.input<typeof heroSectionInput>;
