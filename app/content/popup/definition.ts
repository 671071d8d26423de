import { z } from "zod";
import { publishingColumn, publishingFields, publishingListChoice, publishingRows } from "../shared/publishing";
import { defineContent, type FieldSet } from "../shared/definition";
import { imageField, titleField } from "../shared/common-fields";
import { checkbox, isSingleLine, optionalLink, optionalText, SINGLE_LINE } from "../shared/fields";
import { DEFAULT_POPUP_DELAY_SECONDS, type Popup } from "./schema";

/** Minimum 0; a blank, non-numeric or zero value falls back to the 3-second default. */
const delaySeconds = z.preprocess(
  (value) => {
    const seconds = typeof value === "string" && value.trim() === "" ? Number.NaN : Number(value ?? Number.NaN);
    return Number.isNaN(seconds) || seconds === 0 ? DEFAULT_POPUP_DELAY_SECONDS : seconds;
  },
  z.number().min(0, "Delay must be 0 seconds or more").max(3600, "Delay must be at most 3600 seconds").int("Delay must be a whole number of seconds"),
);

/** Page names are trimmed; blanks and repeats are dropped, as the form does when adding one. */
const displayPages = z
  .array(z.string().max(60, "A page name must be at most 60 characters").refine(isSingleLine, SINGLE_LINE))
  .default([])
  .transform((pages) => [...new Set(pages.map((page) => page.trim()).filter(Boolean))]);

/** Browser-safe: a timed popup of the public site, described once (decision 026). */
const fields = {
  title: titleField,
  content: { label: "Content", schema: optionalText, control: { kind: "textarea", rows: 3 } },
  image: imageField("Recommended size 400x300 px."),
  link: {
    label: "Link URL",
    schema: optionalLink("Please enter a valid URL"),
    // Text, not type="url": a page of this site (/products) is a valid target but not an absolute URL.
    control: { kind: "text", inputMode: "url" },
    hint: "Optional. A full address opens in a new tab; a page of this site (/products) in the same tab.",
  },
  delay_seconds: {
    label: "Delay (seconds)",
    schema: delaySeconds,
    control: { kind: "text", type: "number", min: 0, step: 1 },
    hint: "Seconds before the popup appears; 3-5 is recommended. Empty or 0 means 3.",
    initial: String(DEFAULT_POPUP_DELAY_SECONDS),
  },
  display_pages: { label: "Display Pages", schema: displayPages, control: { kind: "custom" } },
  // The form's unticked box is false; popupInput makes a popup active when a caller leaves it out.
  is_active: { label: "Active (Display popup)", schema: checkbox, control: { kind: "checkbox" }, initial: true },
  ...publishingFields,
} satisfies FieldSet;

export const popupDefinition = defineContent<Popup>()({ type: "popup", table: "popups", label: "Popup", title: "Popups" }, fields, {
  formTitle: { create: "Create New Popup", edit: "Edit Popup" },
  submitLabel: { create: "Create Popup", edit: "Update Popup" },
  revisions: true,
  // The site shows the first popup in this order that matches the page (decision 036).
  order: { title: "title", screen: "/admin/popups" },
  trash: { area: "content" },
  form: [{ id: "popup", rows: ["title", "content", "image", ["link", "delay_seconds"], "display_pages", "is_active", ...publishingRows] }],
  list: {
    sorts: { created_at: "desc", title: "asc", delay_seconds: "asc" },
    choices: publishingListChoice,
    heading: "All Popups",
    caption: "All Popups",
    noun: ["popup", "popups"],
    empty: "No popups yet.",
    search: { placeholder: "Title or content", columns: ["title", "content"] },
    thumbnail: (row) => row.image,
    columns: [
      { header: "Image", show: "thumbnail" },
      { header: "Popup", sort: "title", show: "strong", value: (row) => row.title, detail: (row) => row.content },
      { header: "Status", show: "status", activeLabel: "ACTIVE", value: (row) => row.is_active },
      { header: "Delay", sort: "delay_seconds", value: (row) => `${row.delay_seconds} ${row.delay_seconds === 1 ? "second" : "seconds"}` },
      { header: "Pages", value: (row) => (row.display_pages.length > 0 ? row.display_pages.join(", ") : "All pages") },
      publishingColumn,
    ],
  },
});

export const popupInput = popupDefinition.schema.extend({ is_active: checkbox.default(true) });
export type PopupInput = z.input<typeof popupInput>;
