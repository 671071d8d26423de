import { z } from "zod";
import type { FieldDefinition, ListColumn } from "./definition";
import { isoDate, optionalMedia, optionalText, requiredId, requiredText } from "./fields";

/** Browser-safe: fields several content types declare alike, so each says it once. */

/** A required title of at most 200 characters, counted as it nears the limit (solutions, news, popups). */
export const titleField = {
  label: "Title",
  required: true,
  schema: requiredText("Title is required").pipe(z.string().max(200, "Title must be at most 200 characters")),
  control: { kind: "text", counted: true },
} satisfies FieldDefinition;

/** A required calendar date (YYYY-MM-DD) of a solution or an article. */
export const dateField = { label: "Date", required: true, schema: isoDate("Date is required"), control: { kind: "text", type: "date" } } satisfies FieldDefinition;

/** An optional uploaded image with the form's recommended size. */
export const imageField = (hint: string) =>
  ({ label: "Image", schema: optionalMedia, control: { kind: "media", media: "image" }, hint, media: "value" }) satisfies FieldDefinition;

/**
 * The fields every level of the catalogue has (category, subcategory, type): a name of at most 120
 * characters, a description, and an image of the recommended 400x300.
 */
export const levelFields = {
  name: {
    label: "Name",
    required: true,
    schema: requiredText("Name is required").pipe(z.string().max(120, "Name must be at most 120 characters")),
    control: { kind: "text", counted: true },
  },
  description: { label: "Description", schema: optionalText, control: { kind: "textarea" } },
  image: imageField("Recommended size 400x300 px."),
} satisfies Record<string, FieldDefinition>;

/** A level below the first (subcategory, type): its name, its required parent chosen from a select, description and image. */
export function childLevelFields<Parent extends string>(parent: Parent, label: string, choices: string) {
  const field = {
    label,
    required: true,
    schema: requiredId(`${label} is required`),
    control: { kind: "select", choices, placeholder: `Select ${label.toLowerCase()}` },
  } satisfies FieldDefinition;
  return { name: levelFields.name, [parent]: field, description: levelFields.description, image: levelFields.image } as typeof levelFields & Record<Parent, typeof field>;
}

/** A level's first two list columns: its thumbnail and its name. */
export const levelColumns = [
  { header: "Image", show: "thumbnail" },
  { header: "Name", sort: "name", show: "strong", value: (row: { name: string }) => row.name },
] satisfies Array<ListColumn<{ name: string }>>;
