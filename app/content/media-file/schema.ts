import { z } from "zod";
import type { ImageVariant } from "~/media/image-variant";
import { withoutBidiControls } from "~/security/bidi";
import { line, optionalLine } from "../shared/fields";
import { parseJsonList } from "../shared/json-list";

export const MEDIA_KINDS = ["image", "catalogue", "driver"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** An image's placeholder colour as stored: "#rgb", or "transparent" for an image with alpha (none shown). */
export const DOMINANT_COLOUR = /^(#[0-9a-f]{3}|transparent)$/;

const dimension = z.number().int().positive().nullish().transform((value) => value ?? null);

export const imageVariantSchema: z.ZodType<ImageVariant> = z.object({
  key: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.enum(["webp", "avif"]),
  size: z.number().int().nonnegative(),
});

/** Alt text says what an image shows in a sentence or two; screen readers read it whole, so it stays short. */
export const ALT_TEXT_MAX = 250;

/** A file's alt text as stored: one line of at most ALT_TEXT_MAX characters, trimmed; empty is none (null). */
export const altText = line(ALT_TEXT_MAX)
  .nullable()
  .transform((value) => (value ? withoutBidiControls(value) : null));

/** The library's alt text form (decision 040): the file and its new alt text, empty to remove it. */
export const altTextInput = z.object({
  id: z.coerce.number({ invalid_type_error: "Choose a file" }).int().positive("Choose a file"),
  alt_text: z.preprocess((value) => value ?? "", altText),
});

/** What the upload pipeline records about a stored file; keys are made by the server, never by a visitor. */
export const mediaFileInput = z.object({
  key: z.string().trim().min(1, "Key is required").max(500),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string().trim().min(1, "Type is required").max(200),
  size: z.number().int().nonnegative(),
  width: dimension,
  height: dimension,
  // Bidirectional overrides would make "x\u202Efdp.exe" show as "xexe.pdf" wherever the name appears.
  original_name: optionalLine.transform((name) => name && withoutBidiControls(name)).pipe(z.string().max(255).nullable()),
  checksum_sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "Checksum must be a SHA-256 hex digest")
    .nullish()
    .transform((value) => value ?? null),
  variants: z.array(imageVariantSchema).max(20).default([]),
  dominant_colour: z
    .string()
    .regex(DOMINANT_COLOUR, 'Dominant colour must be "#rgb" or "transparent"')
    .nullish()
    .transform((value) => value ?? null),
  alt_text: altText.optional().transform((value) => value ?? null),
});

export type MediaFileInput = z.input<typeof mediaFileInput>;

export type MediaFile = {
  id: number;
  key: string;
  kind: MediaKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  original_name: string | null;
  checksum_sha256: string | null;
  variants: ImageVariant[];
  dominant_colour: string | null;
  alt_text: string | null;
  created_at: string;
};

/** Stored variants as JSON text (or a list); unreadable entries are dropped. */
export const parseVariants = (value: unknown): ImageVariant[] => parseJsonList(value, imageVariantSchema);

export function mediaFileFromRow(row: Omit<MediaFile, "variants"> & { variants: unknown }): MediaFile {
  return { ...row, variants: parseVariants(row.variants) };
}
