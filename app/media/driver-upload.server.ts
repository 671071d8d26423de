import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { createMediaFile } from "~/content/media-file/repository.server";
import { withoutBidiControls } from "~/security/bidi";
import type { AppServices } from "~/services/services.server";
import { contentTypeForKey, createKey } from "~/storage/keys";
import { DRIVER_TOO_LARGE, DriverInspector, type DriverFileType, MAX_DRIVER_BYTES, UploadRefusedError } from "./driver-inspector.server";
import type { StoredFile } from "./files.server";
import { mediaUrl } from "./media-url";

const NO_FILE = "Choose a driver file to upload.";
// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_SLACK = 64 * 1024;

type Services = Pick<AppServices, "db" | "storage">;

/**
 * Receives a driver upload (multipart field "file") and streams it to storage while it arrives:
 * the request is never held in memory, the type is checked from the first bytes, the size as it
 * grows, and the SHA-256 is computed on the way. A refused or broken upload leaves nothing stored.
 */
export async function receiveDriverUpload(services: Services, request: Request): Promise<StoredFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) throw new UploadRefusedError(400, NO_FILE);
  // An honest Content-Length already tells a file is too large; the body is then not read at all.
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > MAX_DRIVER_BYTES + MULTIPART_SLACK) throw new UploadRefusedError(413, DRIVER_TOO_LARGE);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: MAX_DRIVER_BYTES + 1, fields: 10, parts: 11 },
    });
  } catch {
    throw new UploadRefusedError(400, NO_FILE);
  }
  const source = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>);

  return new Promise<StoredFile>((resolve, reject) => {
    let stored: Promise<StoredFile> | null = null;
    let failed = false;
    parser.on("file", (field, file, info) => {
      if (field !== "file" || stored) {
        file.resume();
        return;
      }
      stored = storeDriverStream(services, file, cleanFileName(info.filename));
      // After a refusal the rest of the form is still read (and dropped), so the answer reaches the browser.
      stored.catch(() => file.resume());
    });
    parser.on("close", () => {
      if (failed) return;
      (stored ?? Promise.reject(new UploadRefusedError(400, NO_FILE))).then(resolve, reject);
    });
    parser.on("error", () => {
      failed = true;
      source.unpipe(parser);
      const incomplete = new UploadRefusedError(400, "The upload did not complete. Please try again.");
      // Wait for the storage write to clean up before answering.
      (stored ?? Promise.resolve()).then(
        () => reject(incomplete),
        (error: unknown) => reject(error instanceof UploadRefusedError ? error : incomplete),
      );
    });
    source.on("error", (error) => parser.destroy(error));
    source.pipe(parser);
  });
}

async function storeDriverStream(services: Services, file: Readable, originalName: string): Promise<StoredFile> {
  const inspector = new DriverInspector(originalName);
  // Errors reach storage.put through its own pipeline; this keeps one before put starts from going unhandled.
  inspector.on("error", () => undefined);
  file.on("error", (error) => inspector.destroy(error));
  file.on("limit", () => inspector.destroy(new UploadRefusedError(413, DRIVER_TOO_LARGE)));
  file.pipe(inspector);

  const type = await new Promise<DriverFileType>((resolve, reject) => {
    inspector.once("detected", resolve);
    inspector.once("error", reject);
  });
  const key = createKey("drivers", type);
  const mime = contentTypeForKey(key);
  await services.storage.put(key, inspector, { contentType: mime });
  const size = inspector.size;
  const checksum = inspector.checksum;
  try {
    await createMediaFile(services.db, {
      key,
      kind: "driver",
      mime,
      size,
      width: null,
      height: null,
      original_name: originalName || `driver.${type}`,
      checksum_sha256: checksum,
      variants: [],
    });
  } catch (error) {
    await services.storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { key, url: mediaUrl(key), size, checksum, originalName: originalName || `driver.${type}` };
}

/**
 * The name part of what the browser sent (some send a path), without control characters or
 * bidirectional overrides (which can make "x.exe" look like "x.pdf"), at most 255 long.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = withoutBidiControls(base.replace(/\p{Cc}/gu, "")).trim();
  if (clean.length <= 255) return clean;
  const extension = /\.[a-z0-9]{1,8}$/i.exec(clean)?.[0] ?? "";
  return clean.slice(0, 255 - extension.length) + extension;
}
