import { z } from "zod";
import type { ImageVariant } from "~/media/image-variant";
import { withoutBidiControls } from "~/security/bidi";
import { optionalLine } from "../shared/fields";
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
  created_at: string;
};

/** Stored variants as JSON text (or a list); unreadable entries are dropped. */
export const parseVariants = (value: unknown): ImageVariant[] => parseJsonList(value, imageVariantSchema);

export function mediaFileFromRow(row: Omit<MediaFile, "variants"> & { variants: unknown }): MediaFile {
  return { ...row, variants: parseVariants(row.variants) };
}
