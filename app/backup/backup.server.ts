import { readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { AppServices } from "~/services/services.server";
import { createArchiveWriter } from "./archive-writer.server";
import { type BackupManifest, MANIFEST_PATH, MEDIA_PREFIX, SECRET_PATH, tablePath } from "./manifest";
import { appliedMigrations, readAllTables } from "./repository.server";

export type BackupSummary = { file: string; tables: number; rows: number; mediaFiles: number; bytes: number };

/**
 * Writes one archive: every table's rows as JSON lines (portable between SQLite and PostgreSQL),
 * the generated auth secret, every stored media file, and last a manifest with each entry's SHA-256.
 * The rows are one snapshot; files are listed after it, so a file uploaded meanwhile may come
 * without its row (harmless), never a row without its file unless staff delete it during the backup.
 */
export async function writeBackup(services: Pick<AppServices, "db" | "dialect" | "storage" | "dataDir">, file: string): Promise<BackupSummary> {
  const target = path.resolve(file);
  // Written under another name and renamed at the end, so a half-written backup never looks finished.
  const partial = `${target}.partial`;
  const archive = createArchiveWriter(partial);
  try {
    const tables = await readAllTables(services.db);
    const counts: Record<string, number> = {};
    for (const { table, rows } of tables) {
      counts[table] = rows.length;
      await archive.addBuffer(tablePath(table), Buffer.from(rows.map((row) => JSON.stringify(row) + "\n").join("")));
    }
    const secret = await readFile(path.join(services.dataDir, "auth-secret")).catch(() => null);
    if (secret) await archive.addBuffer(SECRET_PATH, secret);

    let mediaFiles = 0;
    for await (const listed of services.storage.list()) {
      const object = await services.storage.get(listed.key);
      // Deleted by staff since it was listed: nothing to keep.
      if (!object) continue;
      await archive.addStream(MEDIA_PREFIX + listed.key, object.size, object.body);
      mediaFiles += 1;
    }
    const files = archive.files();
    const manifest: BackupManifest = {
      format: "showroom-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      source: services.dialect,
      migrations: await appliedMigrations(services.db),
      tables: counts,
      files,
    };
    await archive.addBuffer(MANIFEST_PATH, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.close();
    await rename(partial, target);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return { file: target, tables: tables.length, rows, mediaFiles, bytes: files.reduce((sum, entry) => sum + entry.size, 0) };
  } catch (error) {
    archive.abort(error as Error);
    await rm(partial, { force: true });
    throw error;
  }
}
