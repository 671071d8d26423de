import { contentUsingMedia } from "~/content/media-file/repository.server";
import { storedDriverKey } from "~/media/driver-files.server";
import { mediaUrl } from "~/media/media-url";
import type { AppServices } from "~/services/services.server";
import { removeStoredUpload, uploadedKey } from "./delete-upload.server";

type Services = Pick<AppServices, "db" | "storage">;

/** The storage key behind a link to a file this site stores: an image, a catalogue or a driver file. */
export const storedFileKey = (link: string): string | null => uploadedKey(link) ?? storedDriverKey(link);

/**
 * Every link to a file stored by this site anywhere in a value: a record as read, a row as stored (lists
 * and sections as JSON text are read too), or a draft's posted fields.
 */
export function storedLinksIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (storedFileKey(value)) found.add(value);
    else if (/^\s*[[{]/.test(value)) storedLinksIn(parsedJson(value), found);
  } else if (Array.isArray(value)) {
    for (const item of value) storedLinksIn(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) storedLinksIn(item, found);
  }
  return found;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Deletes the stored files these links point at (with their variants and records) that nothing uses any
 * more: no content, no pending draft and no item in the trash (contentUsingMedia), so a purged record's
 * images, catalogue and driver file stop being public. Returns the links whose files were removed.
 */
export async function releaseUploads(services: Services, links: Iterable<string>): Promise<string[]> {
  const released: string[] = [];
  for (const link of links) {
    const key = storedFileKey(link);
    if (!key || (await contentUsingMedia(services.db, mediaUrl(key))).length > 0) continue;
    if (await removeStoredUpload(services, key)) released.push(link);
  }
  return released;
}
