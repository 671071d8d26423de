import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey, contentTypeForKey, isValidKey } from "./keys";
import type { ByteRange, Storage, StorageBody, StoredObject, StoredObjectInfo } from "./storage";

/** Files on the local disk under one root folder (by default `<DATA_DIR>/media`). */
export function createLocalDiskStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  // Keys are validated by pattern; resolving and re-checking the prefix is a second, independent guard.
  function filePath(key: string): string {
    const resolved = path.resolve(root, ...assertValidKey(key).split("/"));
    if (!resolved.startsWith(root + path.sep)) throw new Error("Storage key resolves outside the storage root");
    return resolved;
  }

  async function info(key: string): Promise<StoredObjectInfo | null> {
    const stats = await stat(filePath(key)).catch(ignoreMissing);
    if (!stats?.isFile()) return null;
    return { size: stats.size, contentType: contentTypeForKey(key), lastModified: stats.mtime };
  }

  return {
    async put(key, body, _options) {
      const target = filePath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write next to the target and rename, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(toStream(body), counter, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },

    async get(key, options = {}): Promise<StoredObject | null> {
      // Opened before it is answered: a file deleted or replaced after this still reads whole,
      // where a stream opened later would fail after the response had begun.
      const handle = await open(filePath(key), "r").catch(ignoreMissing);
      if (!handle) return null;
      const stats = await handle.stat().catch(async (error) => {
        await handle.close();
        throw error;
      });
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const range: ByteRange | undefined = options.range;
      // The stream closes the file when it ends or is destroyed.
      const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { size: stats.size, contentType: contentTypeForKey(key), lastModified: stats.mtime, body };
    },

    head: info,

    async exists(key) {
      return (await info(key)) !== null;
    },

    async delete(key) {
      const target = filePath(key);
      const stats = await stat(target).catch(ignoreMissing);
      if (!stats?.isFile()) return false;
      await rm(target, { force: true });
      return true;
    },

    async *list(prefix = "") {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(ignoreMissing);
      // Half-written ".part" files and anything not named like a key are not objects of the store.
      const keys = (entries ?? [])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .filter((key) => isValidKey(key) && key.startsWith(prefix))
        .sort();
      for (const key of keys) {
        const found = await info(key);
        if (found) yield { key, size: found.size, lastModified: found.lastModified };
      }
    },
  };
}

function toStream(body: StorageBody): Readable {
  return body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
}

function ignoreMissing(error: NodeJS.ErrnoException): null {
  if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
  throw error;
}
