import { deleteMediaFile, getMediaFileByKey } from "~/content/media-file/repository.server";
import { UploadRefusedError } from "~/media/driver-inspector.server";
import { mediaUrl } from "~/media/media-url";
import type { AppServices } from "~/services/services.server";
import { isValidKey } from "~/storage/keys";
import { contentUsingMedia } from "~/content/media-file/repository.server";
import { describeUsers, whenDeletable } from "~/content/media-file/usage";

/** A refusal names this many of a file's users at most: enough to find them, short enough to read. */
export const USERS_NAMED = 3;

/** The storage key behind a `/media/images/...` or `/media/catalogues/...` link; null for anything else. */
export function uploadedKey(link: string | null): string | null {
  if (!link?.startsWith("/media/")) return null;
  const key = link.slice("/media/".length);
  return isValidKey(key) && /^(images|catalogues)\//.test(key) ? key : null;
}

/**
 * Deletes an uploaded image (with all its variants) or catalogue, unless saved content still
 * uses it. Returns false when there was nothing to delete.
 */
export async function deleteUpload(services: Pick<AppServices, "db" | "storage">, link: string | null): Promise<boolean> {
  const key = uploadedKey(link);
  if (!key) throw new UploadRefusedError(400, "This is not a file uploaded to this site.");
  const users = await contentUsingMedia(services.db, mediaUrl(key), USERS_NAMED);
  if (users.length > 0) throw new UploadRefusedError(409, `The file is still used by ${describeUsers(users)}. ${whenDeletable(users)}`);
  return removeStoredUpload(services, key);
}

/** Deletes an upload's record, its stored file and every variant of it. True when anything was there. */
export async function removeStoredUpload(services: Pick<AppServices, "db" | "storage">, key: string): Promise<boolean> {
  const record = await getMediaFileByKey(services.db, key);
  const keys = [key, ...(record?.variants ?? []).map((variant) => variant.key)];
  await deleteMediaFile(services.db, key);
  const removed = await Promise.all(keys.map((each) => services.storage.delete(each)));
  return record !== undefined || removed.some(Boolean);
}
