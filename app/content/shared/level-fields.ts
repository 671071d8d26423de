import { z } from "zod";
import type { FieldDefinition } from "./definition";
import { optionalMedia, optionalText, requiredId, requiredText } from "./fields";

/**
 * Browser-safe: the fields every level of the catalogue has (category, subcategory, type): a name
 * of at most 120 characters, a description, and an image of the recommended 400x300.
 */
export const levelFields = {
  name: {
    label: "Name",
    required: true,
    schema: requiredText("Name is required").pipe(z.string().max(120, "Name must be at most 120 characters")),
    control: { kind: "text", counted: true },
  },
  description: { label: "Description", schema: optionalText, control: { kind: "textarea" } },
  image: { label: "Image", schema: optionalMedia, control: { kind: "media", media: "image" }, hint: "Recommended size 400x300 px.", media: "value" },
} satisfies Record<string, FieldDefinition>;

/** A level's parent, chosen from a select of `choices` and required with `message` ("Category is required"). */
export function parentField(label: string, message: string, choices: string, placeholder: string) {
  return { label, required: true, schema: requiredId(message), control: { kind: "select", choices, placeholder } } satisfies FieldDefinition;
}
