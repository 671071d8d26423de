import type { Db } from "~/db/connection.server";
import { afterCommit } from "~/db/transaction.server";
import { mediaUrl } from "~/media/media-url";
import type { AppServices } from "~/services/services.server";
import { removeStoredUpload, uploadedKey } from "./delete-upload.server";
import { contentUsingMedia } from "~/content/media-file/repository.server";

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/** Every link to an image or catalogue uploaded to this site anywhere in a record, lists and sections included. */
export function uploadedLinksIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (uploadedKey(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) uploadedLinksIn(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) uploadedLinksIn(item, found);
  }
  return found;
}

/**
 * Deletes the uploads these links point at that no saved content uses any more, so a deleted
 * record's images and catalogue stop being public. Returns the links whose files were removed.
 */
export async function releaseUploads(services: Services, links: Iterable<string>): Promise<string[]> {
  const released: string[] = [];
  for (const link of links) {
    const key = uploadedKey(link);
    if (!key || (await contentUsingMedia(services.db, mediaUrl(key))).length > 0) continue;
    if (await removeStoredUpload(services, key)) released.push(link);
  }
  return released;
}

/**
 * Wraps a repository's delete so the record's uploads go with it once nothing else uses them, after
 * the delete has committed (a rolled-back delete keeps them). A file that cannot be removed is
 * logged and left: the record itself is already gone.
 */
export function removingUploads<Record>(
  services: Services,
  get: (db: Db, id: number) => Promise<Record | undefined>,
  remove: (db: Db, id: number) => Promise<boolean>,
) {
  return async (db: Db, id: number): Promise<boolean> => {
    const before = await get(db, id);
    const deleted = await remove(db, id);
    if (deleted && before) {
      const links = uploadedLinksIn(before);
      await afterCommit(db, () =>
        releaseUploads(services, links).then(
          () => undefined,
          (error: unknown) => services.logger.error({ err: error, links: [...links] }, "uploads of a deleted record not released"),
        ),
      );
    }
    return deleted;
  };
}
