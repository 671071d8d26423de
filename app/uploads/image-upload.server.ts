import { fileTypeFromBuffer } from "file-type";
import { UploadRefusedError } from "~/media/driver-inspector.server";
import { InvalidImageError, storeImage, type UploadedImage } from "~/media/images.server";
import type { AppServices } from "~/services/services.server";
import { receiveFile } from "./receive-file.server";

/** The staff guide: "Avoid images over 2MB". Enforced here. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image is larger than 2 MB. Please choose a smaller image.";
export const NOT_AN_IMAGE = "This file is not an image. Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.";
export const SVG_REFUSED = "SVG images are not accepted. Please upload a JPEG, PNG or WebP image.";

const IMAGE_TYPES = new Set(["jpg", "png", "webp", "avif", "gif"]);

/**
 * An image upload: at most 2 MB, an image by its content (magic bytes; the name and the declared
 * type are ignored), SVG refused (it can carry script). Stored re-encoded, without metadata, with
 * WebP and AVIF variants; width and height recorded.
 */
export async function receiveImageUpload(services: Pick<AppServices, "db" | "storage">, request: Request): Promise<UploadedImage> {
  const { content, originalName } = await receiveFile(request, {
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: IMAGE_TOO_LARGE,
    noFile: "Choose an image to upload.",
  });
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !IMAGE_TYPES.has(detected.ext)) throw new UploadRefusedError(415, looksLikeSvg(content) ? SVG_REFUSED : NOT_AN_IMAGE);
  try {
    return await storeImage(services, content, originalName || null);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new UploadRefusedError(422, error.message);
    throw error;
  }
}

function looksLikeSvg(content: Buffer): boolean {
  const head = content.subarray(0, 1024).toString("utf8").trimStart().toLowerCase();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"));
}
