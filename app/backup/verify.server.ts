import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { readArchive } from "./archive-reader.server";
import { type BackupManifest, CorruptBackupError, MANIFEST_PATH, MEDIA_PREFIX } from "./manifest";

/** The small entries (table dumps, secret) kept from the checking pass; media bodies are only hashed. */
export type VerifiedBackup = { manifest: BackupManifest; small: Map<string, Buffer> };

/**
 * Reads the whole archive once, hashing every entry, and compares it with the manifest: every
 * listed file present with its size and SHA-256, nothing unlisted. Restore starts only after this.
 */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const small = new Map<string, Buffer>();
  let manifest: BackupManifest | null = null;
  await readArchive(file, async (path, body) => {
    if (path === MANIFEST_PATH) {
      manifest = parseManifest(await buffer(body));
      return;
    }
    if (path.startsWith(MEDIA_PREFIX)) {
      seen.set(path, await hashStream(body));
      return;
    }
    const content = await buffer(body);
    small.set(path, content);
    seen.set(path, { size: content.length, sha256: createHash("sha256").update(content).digest("hex") });
  });
  if (!manifest) throw new CorruptBackupError("it has no manifest.json");
  const { files } = manifest as BackupManifest;
  for (const expected of files) {
    const found = seen.get(expected.path);
    if (!found) throw new CorruptBackupError(`${expected.path} is missing`);
    if (found.size !== expected.size || found.sha256 !== expected.sha256) {
      throw new CorruptBackupError(`${expected.path} does not match its SHA-256 checksum in the manifest`);
    }
  }
  const listed = new Set(files.map((entry) => entry.path));
  const extra = [...seen.keys()].find((path) => !listed.has(path));
  if (extra) throw new CorruptBackupError(`${extra} is not listed in the manifest`);
  return { manifest, small };
}

export async function hashStream(body: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest("hex") };
}

function parseManifest(content: Buffer): BackupManifest {
  try {
    const manifest = JSON.parse(content.toString("utf8")) as BackupManifest;
    if (manifest.format === "showroom-backup" && manifest.version === 1 && Array.isArray(manifest.files)) return manifest;
  } catch {
    // Reported below.
  }
  throw new CorruptBackupError("its manifest.json is not a Showroom backup manifest");
}
