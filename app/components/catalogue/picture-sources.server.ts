import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import type { Db } from "~/db/connection.server";
import { type ImageSources, imageSources, mediaKeyFromReference } from "~/media/image-sources";
import { findStoredImages } from "~/content/media-file/repository.server";

/**
 * `<picture>` sources for a list of media references, in order (null where there is no image):
 * each resolved against the active media origin, with the AVIF/WebP variants and size recorded
 * at upload. One query for the whole list.
 */
export async function pictureSources(db: Db, references: Array<string | null>, sizes: string): Promise<Array<ImageSources | null>> {
  const origin = await getActiveMediaOrigin(db);
  const keys = references.map((reference) => (reference ? mediaKeyFromReference(reference) : null));
  const stored = await findStoredImages(db, [...new Set(keys.filter((key): key is string => key !== null))]);
  return references.map((reference, i) => {
    const url = resolveMediaUrl(reference, origin);
    if (!url) return null;
    const key = keys[i];
    return imageSources(url, key ? stored.get(key) : null, sizes);
  });
}
