import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import { loadSharp } from "./sharp.server";
import { createMediaFile } from "~/content/media-file/repository.server";
import type { AppServices } from "~/services/services.server";
import { createKey, derivedKey } from "~/storage/keys";
import { type ImageVariant, VARIANT_WIDTHS } from "./image-variant";
import { mediaUrl } from "./media-url";

export class InvalidImageError extends Error {
  readonly status = 422;
  constructor(message: string) {
    super(message);
    this.name = "InvalidImageError";
  }
}

type EncodedImage = { buffer: Buffer; width: number; height: number; format: string; extension: string; mime: string };
export type ProcessedVariant = EncodedImage & { format: "webp" };
export type ProcessedImage = {
  /** Size of the original after auto-rotation. */
  width: number;
  height: number;
  /** The original, re-encoded without metadata (EXIF, GPS, comments). */
  original: EncodedImage;
  variants: ProcessedVariant[];
  /** "#rgb", or "transparent" for an image with an alpha channel. */
  dominantColour: string;
};

export type ProcessOptions = { widths?: readonly number[] };

/** How an image is stored: its variants' widths, and its alt text when known (the demo seed's). */
export type StoreOptions = ProcessOptions & { alt?: string };

const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif"]);
// Far above any photo the staff guide allows, low enough that a decompression bomb is refused.
const MAX_PIXELS = 40_000_000;

/**
 * Auto-rotates an uploaded image, re-encodes the original without metadata, and makes WebP copies
 * at each configured width below the original (plus the original width itself). No AVIF copies:
 * pages offer one srcset, and every browser the site supports decodes WebP (decision 020).
 */
export async function processImage(input: Buffer, options: ProcessOptions = {}): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const source = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  const meta = await source.metadata().catch(() => {
    throw new InvalidImageError("The file is not a readable image");
  });
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw new InvalidImageError("Only JPEG, PNG, WebP, AVIF, GIF and TIFF images can be uploaded");
  }
  if (!meta.width || !meta.height) throw new InvalidImageError("The image has no size");
  if (meta.width * meta.height > MAX_PIXELS) throw new InvalidImageError("The image is too large (at most 40 megapixels)");
  const { width, height } = meta.autoOrient ?? { width: meta.width, height: meta.height };

  const rotated = source.rotate();
  const widths = variantWidths(width, options.widths ?? VARIANT_WIDTHS);
  const jobs = widths.map((target) =>
    encode(rotated.clone().resize({ width: target, withoutEnlargement: true }).webp({ quality: 78 }), "webp"),
  );
  const [colour, original, ...variants] = await Promise.all([
    meta.hasAlpha ? "transparent" : dominantColour(rotated.clone()),
    encodeOriginal(rotated.clone(), meta.format),
    ...jobs,
  ]).catch(
    (error: unknown) => {
      throw new InvalidImageError(`The image could not be decoded (${error instanceof Error ? error.message : error})`);
    },
  );
  return { width, height, original, variants: variants as ProcessedVariant[], dominantColour: colour as string };
}

/**
 * The colour an image shows most, measured on a small copy: the placeholder its frame shows while
 * it loads. sharp counts colours in 16 levels per channel, exactly what CSS's three-digit "#rgb"
 * holds, so the colour is written that short: it travels with every image in the page's data.
 */
export async function dominantColour(image: Sharp): Promise<string> {
  const sharp = await loadSharp();
  const small = await image.resize({ width: 64, height: 64, fit: "inside" }).removeAlpha().png().toBuffer();
  const { dominant } = await sharp(small).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((value) => (value >> 4).toString(16)).join("")}`;
}

/** Configured widths below the original, plus the original width when it is within the range. */
export function variantWidths(originalWidth: number, widths: readonly number[]): number[] {
  const below = widths.filter((width) => width < originalWidth);
  const largest = Math.max(...widths);
  return originalWidth <= largest ? [...below, originalWidth] : below;
}

// JPEG and PNG stay in their format (photos vs. drawings); anything else becomes WebP.
function encodeOriginal(image: Sharp, format: string): Promise<EncodedImage> {
  if (format === "jpeg") return encode(image.jpeg({ quality: 85, mozjpeg: true }), "jpeg");
  if (format === "png") return encode(image.png(), "png");
  return encode(image.webp({ quality: 85 }), "webp");
}

const FORMATS = {
  jpeg: { extension: "jpg", mime: "image/jpeg" },
  png: { extension: "png", mime: "image/png" },
  webp: { extension: "webp", mime: "image/webp" },
} as const;

async function encode<F extends keyof typeof FORMATS>(image: Sharp, format: F) {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height, format, ...FORMATS[format] };
}

export type UploadedImage = { key: string; url: string; width: number; height: number; variants: ImageVariant[] };

/**
 * Processes an uploaded image and stores the re-encoded original and every variant, then records
 * them in media_files. Files already written are removed again if anything fails.
 */
export async function storeImage(
  services: Pick<AppServices, "db" | "storage">,
  input: Buffer,
  originalName: string | null,
  options: StoreOptions = {},
): Promise<UploadedImage> {
  const processed = await processImage(input, options);
  const key = createKey("images", processed.original.extension);
  const files = [
    { key, image: processed.original },
    ...processed.variants.map((image) => ({ key: derivedKey(key, `${image.width}w`, image.extension), image })),
  ];
  const written: string[] = [];
  try {
    // Wait for every write, failed or not, so clean-up knows each file that reached the store.
    const results = await Promise.allSettled(
      files.map(async (file) => {
        await services.storage.put(file.key, file.image.buffer, { contentType: file.image.mime });
        written.push(file.key);
      }),
    );
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    const variants: ImageVariant[] = files.slice(1).map(({ key: variantKey, image }) => ({
      key: variantKey,
      width: image.width,
      height: image.height,
      format: image.format as ImageVariant["format"],
      size: image.buffer.length,
    }));
    await createMediaFile(services.db, {
      key,
      kind: "image",
      mime: processed.original.mime,
      size: processed.original.buffer.length,
      width: processed.width,
      height: processed.height,
      original_name: originalName,
      checksum_sha256: createHash("sha256").update(processed.original.buffer).digest("hex"),
      variants,
      dominant_colour: processed.dominantColour,
      alt_text: options.alt ?? null,
    });
    return { key, url: mediaUrl(key), width: processed.width, height: processed.height, variants };
  } catch (error) {
    await Promise.allSettled(written.map((written) => services.storage.delete(written)));
    throw error;
  }
}
