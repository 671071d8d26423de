import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import type { Db } from "~/db/connection.server";
import {
  type ImageSources,
  imageSources,
  mediaKeyFromReference,
  type StoredImage,
} from "~/media/image-sources";
import { sizedImageUrl } from "~/components/catalogue/sized-image";
import { keptStoredImages } from "./kept-images.server";

/**
 * Responsive image sources for a list of media references, in order (null where there is no image):
 * each resolved against the active media origin, with the WebP variants and size recorded
 * at upload. At most one query for the whole list, none when its images are remembered
 * (keptStoredImages). A reference listed twice gets the same object, which the page's serialised
 * data then carries once.
 */
export async function responsiveImages(
  db: Db,
  references: Array<string | null>,
): Promise<Array<ImageSources | null>> {
  const built = new Map<string, ImageSources>();
  return withStoredImages(db, references, (url, image) => {
    const known = built.get(url) ?? imageSources(url, image);
    built.set(url, known);
    return known;
  });
}

/**
 * responsiveImages with each image's alt text from the media library (decision 040), null where none
 * is written (or the image is not a library file): the page then says what it said before.
 */
export async function describedImages(
  db: Db,
  references: Array<string | null>,
): Promise<Array<{ image: ImageSources; alt: string | null } | null>> {
  const built = new Map<string, ImageSources>();
  return withStoredImages(db, references, (url, image) => {
    const known = built.get(url) ?? imageSources(url, image);
    built.set(url, known);
    return { image: known, alt: image?.alt || null };
  });
}

/** One modern-format URL per reference, sized for a box at least `minWidth` pixels wide. */
export async function sizedImageUrls(
  db: Db,
  references: Array<string | null>,
  minWidth: number,
): Promise<Array<string | null>> {
  return withStoredImages(db, references, (url, image) =>
    sizedImageUrl(url, image, minWidth),
  );
}

async function withStoredImages<T>(
  db: Db,
  references: Array<string | null>,
  build: (url: string, image: StoredImage | undefined) => T,
): Promise<Array<T | null>> {
  const origin = await getActiveMediaOrigin(db);
  const keys = references.map((reference) =>
    reference ? mediaKeyFromReference(reference) : null,
  );
  const stored = await keptStoredImages(db, [
    ...new Set(keys.filter((key): key is string => key !== null)),
  ]);
  return references.map((reference, i) => {
    const url = resolveMediaUrl(reference, origin);
    if (!url) return null;
    const key = keys[i];
    return build(url, key ? stored.get(key) : undefined);
  });
}
