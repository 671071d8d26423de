import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import type { BackupManifest } from "./manifest";

/**
 * A .tar.gz written as entries arrive (tar-stream), each entry's SHA-256 taken on the way so the
 * manifest can list them at the end. Media bodies are streamed, never held whole.
 */
export function createArchiveWriter(file: string) {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip(), createWriteStream(file, { flags: "wx", mode: 0o600 }));
  // Surfaced by close(); kept from going unhandled while entries are still being added.
  done.catch(() => undefined);
  const files: BackupManifest["files"] = [];

  const addBuffer = (path: string, content: Buffer) =>
    new Promise<void>((resolve, reject) => {
      files.push({ path, size: content.length, sha256: createHash("sha256").update(content).digest("hex") });
      pack.entry({ name: path, size: content.length, mode: 0o600 }, content, (error) => (error ? reject(error) : resolve()));
    });

  async function addStream(path: string, size: number, body: Readable): Promise<void> {
    const hash = createHash("sha256");
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        hash.update(chunk);
        next(null, chunk);
      },
    });
    const written = new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name: path, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
      pipeline(body, hashing, entry).catch(reject);
    });
    await written;
    files.push({ path, size, sha256: hash.digest("hex") });
  }

  return {
    addBuffer,
    addStream,
    /** The entries so far, for the manifest. */
    files: () => [...files],
    async close(): Promise<void> {
      pack.finalize();
      await done;
    },
    abort(error: Error) {
      pack.destroy(error);
    },
  };
}
