import { buffer } from "node:stream/consumers";
import { mediaKeyFromReference } from "~/media/image-sources";
import { loadSharp } from "~/media/sharp.server";
import type { Storage } from "~/storage/storage";

/** An image as pdfkit takes it: JPEG or PNG bytes. */
export type DatasheetImage = { bytes: Buffer; width: number; height: number };

/** Wide enough for the datasheet's image box printed at 300 dpi, small enough to keep the PDF light. */
const MAX_WIDTH = 1000;

/**
 * The product's main image from storage (local disk or S3), as JPEG, or PNG when it has
 * transparency: pdfkit reads no WebP. An external URL, a missing file or an unreadable image
 * leaves the datasheet without a picture rather than without a datasheet.
 */
export async function datasheetImage(storage: Storage, reference: string | null): Promise<DatasheetImage | null> {
  const key = reference ? mediaKeyFromReference(reference) : null;
  if (!key) return null;
  const stored = await storage.get(key);
  if (!stored) return null;
  try {
    const sharp = await loadSharp();
    const image = sharp(await buffer(stored.body), { failOn: "error", limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    const { data, info } = await (hasAlpha ? image.png() : image.jpeg({ quality: 85 })).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
