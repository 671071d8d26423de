import type { DriverInput } from "~/content/driver/definition";
import { RuleViolationError } from "~/content/shared/errors";
import { contentUsingMedia, deleteMediaFile, getMediaFileByKey } from "~/content/media-file/repository.server";
import type { Db } from "~/db/connection.server";
import type { AppServices } from "~/services/services.server";
import { isValidKey } from "~/storage/keys";
import { mediaUrl } from "./media-url";

/** The storage key of a driver file this site stores (`/media/drivers/...`); null for any other link. */
export function storedDriverKey(link: string | null | undefined): string | null {
  if (!link?.startsWith("/media/drivers/")) return null;
  const key = link.slice("/media/".length);
  return isValidKey(key) ? key : null;
}

/**
 * Deletes a stored driver file and its record once no driver, and no driver in the trash, points at it
 * any more. Links to other servers are left alone. True when something was deleted.
 */
export async function releaseDriverFile(services: Pick<AppServices, "db" | "storage">, link: string | null | undefined): Promise<boolean> {
  const key = storedDriverKey(link);
  if (!key || (await contentUsingMedia(services.db, mediaUrl(key))).length > 0) return false;
  const [record, bytes] = await Promise.all([deleteMediaFile(services.db, key), services.storage.delete(key)]);
  return record || bytes;
}

/**
 * A driver's file name, size and checksum come from the stored file's own record, so a form
 * cannot claim a checksum the file does not have. A link to another server has none of them.
 */
export async function withStoredFileFacts(db: Db, input: DriverInput): Promise<DriverInput> {
  const link = typeof input.download_link === "string" ? input.download_link.trim() : "";
  const key = storedDriverKey(link);
  if (!key) return { ...input, file_name: null, file_size: null, checksum_sha256: null };
  const file = await getMediaFileByKey(db, key);
  if (!file) throw new RuleViolationError("The driver file is no longer stored. Please upload it again.");
  return { ...input, download_link: link, file_name: file.original_name, file_size: file.size, checksum_sha256: file.checksum_sha256 };
}
