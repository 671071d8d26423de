import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseOptions } from "~/db/connection.server";

export type DatabaseKind = "sqlite" | "postgres";

/** A data folder (and PostgreSQL database) that a real server start migrated and seeded. */
export type ServerTemplate = { kind: DatabaseKind; dataDir: string; postgresDatabase?: string };

export type TestServer = {
  baseURL: string;
  /** Process id of the server, for measurements such as its memory use. */
  pid: number | undefined;
  /** The server's own database, for tests that arrange or check data directly. */
  database: DatabaseOptions;
  /** Starts another instance on the same database and data folder, as a load balancer's second server. */
  startAnotherInstance: (label: string, settings?: Record<string, string>) => Promise<RunningServer>;
  stop: () => Promise<void>;
};

/** A server process of its own, sharing data with another; stopping it leaves the data in place. */
export type RunningServer = {
  baseURL: string;
  pid: number | undefined;
  /** Everything the server wrote to stdout and stderr so far (for tests of what it logs). */
  output: () => string;
  stop: () => Promise<void>;
};

// Seeding the demo content (images included) takes a while on a busy two-core machine.
const STARTUP_TIMEOUT_MS = 180_000;
const SQLITE_FILE = "showroom.db";

/**
 * Starts the production server once on an empty database, as a newcomer's first start does
 * (migrate, seed, answer /healthz), and stops it; each worker then starts from a copy.
 */
export async function createServerTemplate(kind: DatabaseKind): Promise<ServerTemplate> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "showroom-e2e-template-"));
  const postgresDatabase = kind === "postgres" ? await createPostgresDatabase() : undefined;
  const template: ServerTemplate = { kind, dataDir, postgresDatabase };
  try {
    const server = await launchServer(dataDir, postgresDatabase, `template ${kind}`);
    await server.stop();
    return template;
  } catch (error) {
    await removeServerTemplate(template);
    throw error;
  }
}

const TEMPLATES_ENV = "SHOWROOM_E2E_TEMPLATES";

/** Global setup hands the templates to the workers through their inherited environment. */
export function publishServerTemplates(templates: ServerTemplate[]): void {
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
}

export function findServerTemplate(kind: DatabaseKind): ServerTemplate {
  const templates = JSON.parse(process.env[TEMPLATES_ENV] ?? "[]") as ServerTemplate[];
  const template = templates.find((candidate) => candidate.kind === kind);
  if (!template) throw new Error(`No ${kind} server template: run the browser tests with playwright.config.ts.`);
  return template;
}

export async function removeServerTemplate(template: ServerTemplate): Promise<void> {
  if (template.postgresDatabase) await dropPostgresDatabase(template.postgresDatabase);
  rmSync(template.dataDir, { recursive: true, force: true });
}

/**
 * Starts a server on 127.0.0.1 and a free port, on its own copy of a template's data, or, given
 * only a database kind, on an empty database that it migrates and seeds itself.
 */
export async function startTestServer(
  source: ServerTemplate | DatabaseKind,
  label: string,
  /** Settings a test needs on top of the defaults, e.g. SMTP_URL pointing at a local sink. */
  settings: Record<string, string> = {},
): Promise<TestServer> {
  const template = typeof source === "string" ? undefined : source;
  const kind = template?.kind ?? (source as DatabaseKind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "showroom-e2e-"));
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  const postgresDatabase = kind === "postgres" ? await createPostgresDatabase(template?.postgresDatabase) : undefined;
  const removeData = async () => {
    if (postgresDatabase) await dropPostgresDatabase(postgresDatabase);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await launchServer(dataDir, postgresDatabase, label, settings);
    const database: DatabaseOptions = postgresDatabase
      ? { kind: "postgres", url: postgresUrl(postgresDatabase) }
      : { kind: "sqlite", file: path.join(dataDir, SQLITE_FILE) };
    return {
      baseURL: server.baseURL,
      pid: server.pid,
      database,
      startAnotherInstance: (instanceLabel, instanceSettings = {}) =>
        launchServer(dataDir, postgresDatabase, instanceLabel, { ...settings, ...instanceSettings }),
      stop: async () => {
        await server.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}

/** Servers started together on one new PostgreSQL database, each with a data folder of its own, as separate machines are. */
export type InstanceGroup = { instances: RunningServer[]; database: DatabaseOptions; stop: () => Promise<void> };

/**
 * Starts `count` production servers at the same moment on one new, empty PostgreSQL database, so
 * they race to migrate and seed it, as instances of one deployment do when it first comes up.
 */
export async function startInstancesTogether(count: number, label: string, settings: Record<string, string>): Promise<InstanceGroup> {
  const postgresDatabase = await createPostgresDatabase();
  const dataDirs = Array.from({ length: count }, () => mkdtempSync(path.join(os.tmpdir(), "showroom-e2e-instance-")));
  const started = await Promise.allSettled(
    dataDirs.map((dataDir, index) => launchServer(dataDir, postgresDatabase, `${label} ${index + 1}`, settings)),
  );
  const instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await dropPostgresDatabase(postgresDatabase);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { instances, database: { kind: "postgres", url: postgresUrl(postgresDatabase) }, stop };
}

async function launchServer(
  dataDir: string,
  postgresDatabase: string | undefined,
  label: string,
  settings: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Every setting is given explicitly (empty = default) so a developer's .env cannot leak in.
  const child = spawn(process.execPath, ["server/main.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SQLITE_FILE,
      DATABASE_URL: postgresDatabase ? postgresUrl(postgresDatabase) : "",
      PUBLIC_URL: "",
      TRUST_PROXY: "false",
      SMTP_URL: "",
      AUTH_SECRET: "",
      SEED_DEMO_CONTENT: "true",
      LOG_LEVEL: "warn",
      // One process per server: the suite starts many servers at once; the test of a clustered server asks for two.
      WEB_CONCURRENCY: "1",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { lines: output, all } = forwardOutput(child, `[server ${label} ${port}]`);
  const stop = () => stopProcess(child);
  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nServer output:\n${output.join("\n")}`);
  }
  return { baseURL, pid: child.pid, output: () => all.join(""), stop };
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("The postgres project needs TEST_DATABASE_URL (a database the tests may create others next to).");
  return url;
}

function postgresUrl(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function createPostgresDatabase(template?: string): Promise<string> {
  const name = `showroom_e2e_${randomBytes(6).toString("hex")}`;
  await runAdminQuery(`create database ${name}${template ? ` template ${template}` : ""}`);
  return name;
}

function dropPostgresDatabase(name: string): Promise<void> {
  return runAdminQuery(`drop database if exists ${name} with (force)`);
}

async function runAdminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Shows the server's warnings live, keeps the last lines for a start-up failure message, and all of them. */
function forwardOutput(child: ChildProcess, prefix: string): { lines: string[]; all: string[] } {
  const lines: string[] = [];
  const all: string[] = [];
  const collect = (chunk: Buffer) => {
    all.push(chunk.toString());
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      lines.push(line);
      if (lines.length > 100) lines.shift();
      process.stderr.write(`${prefix} ${line}\n`);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return { lines, all };
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} during start-up.`);
    const status = await fetch(`${baseURL}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer GET /healthz with 200 within ${STARTUP_TIMEOUT_MS / 1000} s.`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
