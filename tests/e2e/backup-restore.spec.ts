import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { BACKUP_TABLES } from "~/backup/repository.server";
import { hashStream } from "~/backup/verify.server";
import { serverDataDir } from "./admin-content-helpers";
import { expect, test } from "./fixtures";
import { type DatabaseKind, type ServerTemplate, type TestServer, startTestServer } from "./test-server";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

/** `npm run backup|restore -- FILE` on one site's settings; nothing from a developer's .env leaks in. */
async function npmRun(script: "backup" | "restore", file: string, site: { dataDir: string; databaseUrl: string }) {
  const env = {
    ...process.env,
    DATA_DIR: site.dataDir,
    SQLITE_FILE: "showroom.db",
    DATABASE_URL: site.databaseUrl,
    AUTH_SECRET: "",
    S3_BUCKET: "",
    S3_REGION: "",
    S3_ENDPOINT: "",
    S3_ACCESS_KEY_ID: "",
    S3_SECRET_ACCESS_KEY: "",
    MEDIA_PUBLIC_URL: "",
    LOG_LEVEL: "warn",
  };
  const { stdout } = await run("npm", ["run", "-s", script, "--", file], { cwd: ROOT, env, timeout: 120_000 });
  return stdout;
}

const adminUrl = () => process.env.TEST_DATABASE_URL!;
function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** Every public page the site lists in its sitemap (following an index), plus the home and a search. */
async function publicPages(baseURL: string): Promise<string[]> {
  const locations = async (url: string): Promise<string[]> => {
    const xml = await (await fetch(url)).text();
    const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    if (!xml.includes("<sitemapindex")) return found;
    return (await Promise.all(found.map(locations))).flat();
  };
  const paths = (await locations(`${baseURL}/sitemap.xml`)).map((url) => new URL(url).pathname + new URL(url).search);
  return [...new Set(["/", ...paths, "/search?q=panel"])];
}

async function pageHtml(baseURL: string, pagePath: string): Promise<string> {
  const response = await fetch(baseURL + pagePath);
  expect(response.status, pagePath).toBe(200);
  // Links follow the request's own address, which differs between the two servers.
  return (await response.text()).replaceAll(baseURL, "ORIGIN").replaceAll(new URL(baseURL).host, "HOST");
}

async function mediaChecksums(dataDir: string): Promise<Map<string, string>> {
  const storage = createLocalDiskStorage(path.join(dataDir, "media"));
  const sums = new Map<string, string>();
  for await (const { key } of storage.list()) sums.set(key, (await hashStream((await storage.get(key))!.body)).sha256);
  return sums;
}

test.describe("backup and restore of the demo site", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "showroom-e2e-backup-"));
  const databases: string[] = [];
  const servers: TestServer[] = [];
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const name of databases) await adminQuery(`drop database if exists ${name} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  /** Restores an archive into a new, empty site of that kind and starts a server on a copy of it. */
  async function restoreInto(kind: DatabaseKind, archive: string, label: string) {
    const dataDir = path.join(work, `${label}-data`);
    let postgresDatabase: string | undefined;
    if (kind === "postgres") {
      postgresDatabase = `showroom_e2e_${randomBytes(6).toString("hex")}`;
      await adminQuery(`create database ${postgresDatabase}`);
      databases.push(postgresDatabase);
    }
    const site = { dataDir, databaseUrl: postgresDatabase ? databaseUrl(postgresDatabase) : "" };
    expect(await npmRun("restore", archive, site)).toMatch(/^Restored \d+ rows \(backed up from (sqlite|postgres)\) into (sqlite|postgres) and \d+ media files\.$/m);
    // Restoring again into the now filled site is refused.
    await expect(npmRun("restore", archive, site)).rejects.toThrow(/is not empty/);
    const template: ServerTemplate = { kind, dataDir, postgresDatabase };
    const server = await startTestServer(template, `restored ${label}`);
    servers.push(server);
    return { server, site };
  }

  test("every public page and media file comes back identical, through the other database and back", async ({ server, database }) => {
    test.setTimeout(300_000);
    const other: DatabaseKind = database === "sqlite" && process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
    const sourceDir = serverDataDir(server.pid);
    const source = { dataDir: sourceDir, databaseUrl: server.database.kind === "postgres" ? server.database.url : "" };
    const first = path.join(work, "first.tar.gz");
    // Taken from the running server's database and files: an online backup.
    expect(await npmRun("backup", first, source)).toMatch(new RegExp(`^Backup written to .+first\\.tar\\.gz: \\d+ rows from ${BACKUP_TABLES.length} tables`, "m"));

    const pages = await publicPages(server.baseURL);
    expect(pages.length).toBeGreaterThan(50);
    const expected = new Map<string, string>();
    for (const pagePath of pages) expected.set(pagePath, await pageHtml(server.baseURL, pagePath));
    const files = await mediaChecksums(sourceDir);
    expect(files.size).toBeGreaterThan(100);

    // Without PostgreSQL both steps go from SQLite to SQLite: the step's name keeps their folders apart.
    const across = await restoreInto(other, first, `across-${database}-to-${other}`);
    const second = path.join(work, "second.tar.gz");
    await npmRun("backup", second, across.site);
    const back = await restoreInto(database, second, `back-${other}-to-${database}`);

    for (const restored of [across, back]) {
      for (const pagePath of pages) expect(await pageHtml(restored.server.baseURL, pagePath), pagePath).toBe(expected.get(pagePath));
      expect(await mediaChecksums(restored.site.dataDir)).toEqual(files);
      // And served: every file over HTTP, byte for byte.
      for (const [key, sum] of files) {
        const body = Buffer.from(await (await fetch(`${restored.server.baseURL}/media/${key}`)).arrayBuffer());
        expect(createHash("sha256").update(body).digest("hex"), key).toBe(sum);
      }
    }
  });
});
