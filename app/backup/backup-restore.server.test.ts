import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { gunzipSync, gzipSync } from "node:zlib";
import pino from "pino";
import sharp from "sharp";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "~/auth/admin-users.server";
import { createAdminAuth } from "~/auth/auth.server";
import { parseEnv } from "~/config/env.server";
import { categoryDefinition } from "~/content/category/definition";
import { createCategory, deleteCategory, getCategory } from "~/content/category/repository.server";
import { moveToTrash, restoreFromTrash } from "~/content/trash/trash.server";
import { inTransaction } from "~/db/transaction.server";
import { storeDownload } from "~/media/files.server";
import { storeImage } from "~/media/images.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { createS3Storage } from "~/storage/s3.server";
import { startLocalS3 } from "../../tests/setup/s3-server";
import { createPostgresTestDatabase, createSqliteTestDatabase, type TestDatabase } from "../../tests/setup/test-database";
import { writeBackup } from "./backup.server";
import { BACKUP_TABLES } from "./repository.server";
import { readAllTables, tablesWithRows } from "./repository.server";
import { restoreBackup } from "./restore.server";
import { hashStream } from "./verify.server";

type Site = Awaited<ReturnType<typeof openSite>>;

/** A migrated database with its own data folder and local-disk storage, as a fresh install has. */
async function openSite(kind: "sqlite" | "postgres") {
  const database: TestDatabase = kind === "sqlite" ? await createSqliteTestDatabase() : await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "showroom-backup-site-"));
  const services = { db: database.db, dialect: kind, dataDir, storage: createLocalDiskStorage(path.join(dataDir, "media")), env: parseEnv({ NODE_ENV: "test" }) };
  return {
    ...services,
    close: async () => {
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every row, with dates as the ISO text SQLite keeps (PostgreSQL's auth columns come back as Date). */
async function rowsOf(site: Site) {
  const tables = await readAllTables(site.db);
  return JSON.parse(JSON.stringify(tables.map(({ table, rows }) => ({ table, rows: rows.map(normalise).sort(byJson) }))));
}
const normalise = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [column, typeof value === "boolean" ? Number(value) : value]));
const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

async function filesOf(site: Site) {
  const files: Record<string, string> = {};
  for await (const { key } of site.storage.list()) files[key] = (await hashStream((await site.storage.get(key))!.body)).sha256;
  return files;
}

describe("backup and restore", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-backups-"));
  const archive = path.join(dir, "site.tar.gz");
  let source: Site;
  let trashedId = 0;
  const opened: Site[] = [];
  const fresh = async (kind: "sqlite" | "postgres") => {
    const site = await openSite(kind);
    opened.push(site);
    return site;
  };

  beforeAll(async () => {
    source = await fresh("sqlite");
    await createCategory(source.db, { name: "Panel PCs", sort_order: 2 });
    // The newest category waits in the trash: its id must stay free after a restore (decision 037).
    const retired = await createCategory(source.db, { name: "Retired line" });
    trashedId = retired.id;
    await inTransaction(source.db, (trx) => moveToTrash(trx, categoryDefinition, retired.id, () => deleteCategory(trx, retired.id), { id: null, name: "Admin" }));
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#336699" } }).png().toBuffer();
    await storeImage(source, photo, "panel.png", { widths: [160] });
    await storeDownload(source, "driver", Buffer.from("PK\u0003\u0004 LAN driver"), "LAN Driver 1.2.zip");
    const auth = createAdminAuth({ db: source.db, dialect: "sqlite", secret: "s".repeat(40), baseURL: "http://localhost", logger: pino({ level: "silent" }) });
    await createAdminUser(auth, { email: "admin@showroom.test", password: "backup test password 2026", name: "Admin" });
    writeFileSync(path.join(source.dataDir, "auth-secret"), "a".repeat(64));
    expect(await writeBackup(source, archive)).toMatchObject({ tables: BACKUP_TABLES.length, mediaFiles: 3 });
  });
  afterAll(async () => {
    await Promise.all(opened.map((site) => site.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("restores every row, media file and the auth secret into an empty site", async () => {
    const target = await fresh("sqlite");
    expect(await restoreBackup(target, archive)).toMatchObject({ mediaFiles: 3, source: "sqlite" });
    expect(await rowsOf(target)).toEqual(await rowsOf(source));
    expect(await filesOf(target)).toEqual(await filesOf(source));
    expect(readFileSync(path.join(target.dataDir, "auth-secret"), "utf8")).toBe("a".repeat(64));
  });

  it("keeps the ids of trashed records free, so one comes back from the trash with its id (decision 037)", async () => {
    for (const kind of process.env.TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)) {
      const target = await fresh(kind);
      await restoreBackup(target, archive);
      const next = await createCategory(target.db, { name: "Newer line" });
      expect(next.id, kind).toBeGreaterThan(trashedId);
      const entry = await target.db.selectFrom("trash").select("id").where("content_type", "=", "category").where("record_id", "=", trashedId).executeTakeFirstOrThrow();
      await restoreFromTrash(target.db, entry.id, () => true, { actorId: null, actorName: "Admin", ip: null, userAgent: null, requestId: null });
      expect(await getCategory(target.db, trashedId), kind).toMatchObject({ name: "Retired line" });
    }
  });

  it("moves the media from local disk into an S3 bucket and backs them up from there", async () => {
    const s3 = await startLocalS3();
    try {
      const target = { ...(await fresh("sqlite")), storage: createS3Storage(s3.settings) };
      await restoreBackup(target, archive);
      expect(await filesOf(target)).toEqual(await filesOf(source));
      const fromBucket = path.join(dir, "from-bucket.tar.gz");
      expect(await writeBackup(target, fromBucket)).toMatchObject({ mediaFiles: 3 });
      const back = await fresh("sqlite");
      await restoreBackup(back, fromBucket);
      expect(await filesOf(back)).toEqual(await filesOf(source));
    } finally {
      await s3.stop();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("moves a SQLite site to PostgreSQL and back without a change", async () => {
    const postgres = await fresh("postgres");
    await restoreBackup(postgres, archive);
    expect(await rowsOf(postgres)).toEqual(await rowsOf(source));
    const second = path.join(dir, "from-postgres.tar.gz");
    await writeBackup(postgres, second);
    // The ids went in as they were; the next one must follow them, not collide.
    const next = await createCategory(postgres.db, { name: "Box PCs" });
    expect(next.id).toBeGreaterThan(Math.max(...(await rowsOf(source))[0].rows.map((row: { id: number }) => row.id)));
    const back = await fresh("sqlite");
    await restoreBackup(back, second);
    expect(await rowsOf(back)).toEqual(await rowsOf(source));
    expect(await filesOf(back)).toEqual(await filesOf(source));
  });

  it("refuses an archive whose file does not match its checksum, and writes nothing", async () => {
    const tampered = path.join(dir, "tampered.tar.gz");
    writeFileSync(tampered, await rewriteArchive(archive, (name, content) => (name.startsWith("media/drivers/") ? Buffer.from(content.toString("latin1").replace("LAN", "BAD"), "latin1") : content)));
    const target = await fresh("sqlite");
    await expect(restoreBackup(target, tampered)).rejects.toThrow(
      /^The backup archive is corrupted or incomplete: media\/drivers\/.+\.zip does not match its SHA-256 checksum in the manifest\. Nothing was restored\.$/,
    );
    expect(await tablesWithRows(target.db)).toEqual([]);
    expect(await filesOf(target)).toEqual({});
  });

  it("refuses a truncated archive and one without a manifest", async () => {
    const truncated = path.join(dir, "truncated.tar.gz");
    const bytes = readFileSync(archive);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = await fresh("sqlite");
    await expect(restoreBackup(target, truncated)).rejects.toThrow(/corrupted or incomplete: it cannot be read as a \.tar\.gz/);
    const headless = path.join(dir, "headless.tar.gz");
    writeFileSync(headless, await rewriteArchive(archive, (name, content) => (name === "manifest.json" ? null : content)));
    await expect(restoreBackup(target, headless)).rejects.toThrow("corrupted or incomplete: it has no manifest.json");
    expect(await tablesWithRows(target.db)).toEqual([]);
  });

  it("refuses a database or storage that is not empty", async () => {
    await expect(restoreBackup(source, archive)).rejects.toThrow(/^The database is not empty \(rows in categories, media_files, trash, user, account\); restore only into an empty one\. Nothing was restored\.$/);
    const target = await fresh("sqlite");
    await target.storage.put("images/2026/01/abc.webp", Buffer.from("x"), { contentType: "image/webp" });
    await expect(restoreBackup(target, archive)).rejects.toThrow("The media storage is not empty (images/2026/01/abc.webp)");
    expect(await tablesWithRows(target.db)).toEqual([]);
  });
});

/** The archive again with each entry changed (or dropped, for null) by `change`, the manifest left as it was. */
async function rewriteArchive(file: string, change: (name: string, content: Buffer) => Buffer | null): Promise<Buffer> {
  const extract = tar.extract();
  const pack = tar.pack();
  const done = buffer(pack);
  extract.on("entry", (headers, body, next) => {
    buffer(body).then((content) => {
      const changed = change(headers.name, content);
      if (changed) pack.entry({ name: headers.name, size: changed.length }, changed, next);
      else next();
    }, next);
  });
  extract.on("finish", () => pack.finalize());
  extract.end(gunzipSync(readFileSync(file)));
  return gzipSync(await done);
}
