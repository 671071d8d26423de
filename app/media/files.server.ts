import { createHash } from "node:crypto";
import { createMediaFile } from "~/content/media-file/repository.server";
import type { MediaKind } from "~/db/schema";
import type { AppServices } from "~/services/services.server";
import { contentTypeForKey, createKey } from "~/storage/keys";
import { mediaUrl } from "./media-url";

export type StoredFile = { key: string; url: string; size: number; checksum: string; originalName: string };

const FOLDERS = { catalogue: "catalogues", driver: "drivers" } as const;

/**
 * Stores a download (catalogue or driver) under a fresh key with the original file's extension,
 * and records its original name, size and SHA-256 so /media can offer it under that name.
 * The caller has already checked the type by content; the extension only picks the served type.
 */
export async function storeDownload(
  services: Pick<AppServices, "db" | "storage">,
  kind: Exclude<MediaKind, "image">,
  content: Buffer,
  originalName: string,
): Promise<StoredFile> {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(originalName)?.[1]?.toLowerCase() ?? "bin";
  const key = createKey(FOLDERS[kind], extension);
  const mime = contentTypeForKey(key);
  const checksum = createHash("sha256").update(content).digest("hex");
  await services.storage.put(key, content, { contentType: mime });
  try {
    await createMediaFile(services.db, {
      key,
      kind,
      mime,
      size: content.length,
      width: null,
      height: null,
      original_name: originalName,
      checksum_sha256: checksum,
      variants: [],
    });
  } catch (error) {
    await services.storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { key, url: mediaUrl(key), size: content.length, checksum, originalName };
}
