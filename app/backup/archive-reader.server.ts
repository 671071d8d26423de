import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { CorruptBackupError } from "./manifest";

/**
 * Reads a .tar.gz entry by entry, handing each body to `onEntry` as a stream that must be consumed.
 * A broken gzip or tar stream becomes a CorruptBackupError; errors of `onEntry` pass unchanged.
 */
export async function readArchive(file: string, onEntry: (path: string, body: Readable) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  let handlerError: unknown = null;
  extract.on("entry", (headers, body, next) => {
    if (headers.type && headers.type !== "file") {
      body.resume();
      body.on("end", () => next());
      return;
    }
    onEntry(headers.name, body).then(
      () => next(),
      (error: unknown) => {
        handlerError = error;
        body.resume();
        next(error);
      },
    );
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (error) {
    if (handlerError) throw handlerError;
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw error;
    throw new CorruptBackupError(`it cannot be read as a .tar.gz (${(error as Error).message})`);
  }
}
