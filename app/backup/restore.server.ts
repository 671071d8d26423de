import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { createHash } from "node:crypto";
import { migrateToLatest } from "~/db/migrate.server";
import { migrations } from "~/db/migrations";
import type { AppServices } from "~/services/services.server";
import { assertValidKey, contentTypeForKey } from "~/storage/keys";
import { readArchive } from "./archive-reader.server";
import { MEDIA_PREFIX, SECRET_PATH, tablePath } from "./manifest";
import { BACKUP_TABLES, insertAllTables, type Row, tablesWithRows } from "./repository.server";
import { verifyBackup } from "./verify.server";

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(`${message} Nothing was restored.`);
    this.name = "RestoreRefusedError";
  }
}

export type RestoreSummary = { rows: number; mediaFiles: number; source: "sqlite" | "postgres" };

/**
 * Restores an archive of `writeBackup` into an empty database (SQLite or PostgreSQL, whichever the
 * backup came from) and empty storage. The archive is checked whole before anything is written.
 */
export async function restoreBackup(services: Pick<AppServices, "db" | "storage" | "dataDir" | "env">, file: string): Promise<RestoreSummary> {
  const { manifest, small } = await verifyBackup(file);
  const newer = manifest.migrations.find((name) => !(name in migrations));
  if (newer) throw new RestoreRefusedError(`The backup was made by a newer version of the site (migration ${newer}); update this one first.`);
  const unknownTable = Object.keys(manifest.tables).find((table) => !(BACKUP_TABLES as string[]).includes(table));
  if (unknownTable) throw new RestoreRefusedError(`The backup holds a table this version does not know (${unknownTable}).`);

  await migrateToLatest(services.db);
  const busy = await tablesWithRows(services.db);
  if (busy.length > 0) throw new RestoreRefusedError(`The database is not empty (rows in ${busy.join(", ")}); restore only into an empty one.`);
  for await (const object of services.storage.list()) {
    throw new RestoreRefusedError(`The media storage is not empty (${object.key}); restore only into empty storage.`);
  }

  const tables = BACKUP_TABLES.filter((table) => small.has(tablePath(table))).map((table) => ({ table, rows: parseRows(small.get(tablePath(table))!) }));
  await insertAllTables(services.db, tables);
  const secret = small.get(SECRET_PATH);
  // A configured AUTH_SECRET wins; "wx" leaves a secret already in the folder alone.
  if (secret && !services.env.AUTH_SECRET) await writeFile(path.join(services.dataDir, "auth-secret"), secret, { mode: 0o600, flag: "wx" }).catch(() => undefined);

  const expected = new Map(manifest.files.map((entry) => [entry.path, entry.sha256]));
  let mediaFiles = 0;
  await readArchive(file, async (entryPath, body) => {
    if (!entryPath.startsWith(MEDIA_PREFIX)) {
      for await (const _chunk of body);
      return;
    }
    const key = assertValidKey(entryPath.slice(MEDIA_PREFIX.length));
    const hash = createHash("sha256");
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        hash.update(chunk);
        next(null, chunk);
      },
    });
    body.on("error", (error) => hashing.destroy(error));
    body.pipe(hashing);
    await services.storage.put(key, hashing, { contentType: contentTypeForKey(key) });
    // Checked before, but the file may have changed on disk since; a wrong copy must not stay.
    if (hash.digest("hex") !== expected.get(entryPath)) {
      await services.storage.delete(key);
      throw new Error(`${entryPath} changed while it was being restored: the database is restored, the media only up to this file.`);
    }
    mediaFiles += 1;
  });
  return { rows: tables.reduce((sum, { rows }) => sum + rows.length, 0), mediaFiles, source: manifest.source };
}

function parseRows(content: Buffer): Row[] {
  return content
    .toString("utf8")
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Row);
}
