import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { type FileTypeResult, fileTypeFromBuffer } from "file-type";

/** The staff guide's limit for a driver file: 50 MB. */
export const MAX_DRIVER_BYTES = 50 * 1024 * 1024;
export const DRIVER_TOO_LARGE = "The driver file is larger than 50 MB.";
export const DRIVER_WRONG_TYPE = "Only ZIP, RAR, EXE, MSI or PDF files can be uploaded.";

/** Packages, and PDF for the manuals a download centre also offers (decision 033). */
export type DriverFileType = "zip" | "rar" | "exe" | "msi" | "pdf";

/** A refused upload: the HTTP status and the message the admin sees. */
export class UploadRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The refused file's name, when the refusal knows it (a file over the size limit). */
    readonly fileName?: string,
  ) {
    super(message);
    this.name = "UploadRefusedError";
  }
}

/**
 * The driver type a file's content shows. An MSI is a Compound File (as are old Office files),
 * so compound content counts as MSI only when its name says so.
 */
export function driverTypeOf(detected: FileTypeResult | undefined, originalName: string): DriverFileType | null {
  if (!detected) return null;
  if (detected.ext === "zip" || detected.ext === "rar" || detected.ext === "exe" || detected.ext === "pdf") return detected.ext;
  if (detected.ext === "cfb" && /\.msi$/i.test(originalName)) return "msi";
  return null;
}

// Enough for every signature we accept (ZIP needs its first local header; EXE and RAR far less).
const SAMPLE_BYTES = 4100;

/**
 * Passes a driver file through unchanged while counting it, hashing it (SHA-256) and checking
 * its type from the first bytes. Only the first few kilobytes are ever held; it fails with
 * UploadRefusedError as soon as the file is too large or not a driver, and emits "detected"
 * with the type before any byte is passed on.
 */
export class DriverInspector extends Transform {
  size = 0;
  type: DriverFileType | null = null;
  private readonly hash = createHash("sha256");
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly originalName: string) {
    super();
  }

  get checksum(): string {
    return this.hash.copy().digest("hex");
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > MAX_DRIVER_BYTES) return done(new UploadRefusedError(413, DRIVER_TOO_LARGE));
    this.hash.update(chunk);
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SAMPLE_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    if (this.size === 0) return done(new UploadRefusedError(400, "The file is empty."));
    this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    fileTypeFromBuffer(head).then(
      (detected) => {
        const type = driverTypeOf(detected, this.originalName);
        if (!type) return done(new UploadRefusedError(415, DRIVER_WRONG_TYPE));
        this.type = type;
        this.emit("detected", type);
        done(null, head);
      },
      () => done(new UploadRefusedError(415, DRIVER_WRONG_TYPE)),
    );
  }
}
