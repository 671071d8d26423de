import { createHash } from "node:crypto";
import { findDriverLinksWithoutChecksum, setDriverFileFacts } from "~/content/driver/repository.server";
import { getMediaFileByKey, setMediaFileFacts } from "~/content/media-file/repository.server";
import { bumpContentVersion } from "~/content/shared/content-version.server";
import type { AppServices } from "~/services/services.server";
import { storedDriverKey } from "./driver-files.server";

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/**
 * Downloads stored on this site before their SHA-256 was recorded get it from their own bytes,
 * read from storage (disk or S3) as a stream, never from what a form said. A file whose record
 * already holds the facts only copies them; a file missing from storage is left for the next start.
 * Runs after start-up in the process that migrates, like the placeholder colours; instances doing
 * it at once only repeat work. Decision 033.
 */
export async function hashMissingDriverChecksums(services: Services): Promise<number> {
  let measured = 0;
  for (const link of await findDriverLinksWithoutChecksum(services.db)) {
    const key = storedDriverKey(link);
    if (!key) continue;
    const record = await getMediaFileByKey(services.db, key);
    const facts = record?.checksum_sha256 ? { size: record.size, checksum: record.checksum_sha256 } : await measureStoredFile(services, key);
    if (!facts) continue;
    if (record && !record.checksum_sha256) await setMediaFileFacts(services.db, key, facts);
    measured += await setDriverFileFacts(services.db, link, facts);
  }
  if (measured > 0) {
    await bumpContentVersion(services.db);
    services.logger.info({ measured }, "checksums recorded for earlier driver files");
  }
  return measured;
}

/** The size and SHA-256 of a stored file, streamed through the hash; null when it is not stored. */
export async function measureStoredFile(services: Pick<Services, "storage" | "logger">, key: string): Promise<{ size: number; checksum: string } | null> {
  try {
    const stored = await services.storage.get(key);
    if (!stored) {
      services.logger.warn({ key }, "driver file to checksum is not in storage");
      return null;
    }
    const hash = createHash("sha256");
    let size = 0;
    for await (const chunk of stored.body) {
      size += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    return { size, checksum: hash.digest("hex") };
  } catch (error) {
    services.logger.warn({ err: error, key }, "driver file could not be checksummed");
    return null;
  }
}
