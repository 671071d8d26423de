import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseOptions } from "~/db/connection.server";

export type DatabaseKind = "sqlite" | "postgres";

export type TestServer = {
  baseURL: string;
  /** The server's own database, for tests that arrange or check data directly. */
  database: DatabaseOptions;
  /** The server process, for measurements such as its memory. */
  pid: number | undefined;
  stop: () => Promise<void>;
};

const STARTUP_TIMEOUT_MS = 60_000;

/**
 * Starts the production server (`build/` must exist) on 127.0.0.1 and a free port, with an
 * empty database of its own, so start-up migration and demo seeding run as they do for a newcomer.
 */
export async function startTestServer(
  kind: DatabaseKind,
  label: string,
  /** Settings a test needs on top of the defaults below, e.g. SMTP_URL pointing at a local sink. */
  settings: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "showroom-e2e-"));
  const postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
  const database: DatabaseOptions = postgres
    ? { kind: "postgres", url: postgres.url }
    : { kind: "sqlite", file: path.join(dataDir, "showroom.db") };
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;

  // Every setting is given explicitly (empty = default) so a developer's .env cannot leak in.
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SQLITE_FILE: "showroom.db",
      DATABASE_URL: postgres?.url ?? "",
      PUBLIC_URL: "",
      TRUST_PROXY: "false",
      SMTP_URL: "",
      AUTH_SECRET: "",
      SEED_DEMO_CONTENT: "true",
      LOG_LEVEL: "warn",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = forwardOutput(child, `[server ${label} ${port}]`);

  const cleanUp = async () => {
    await stopProcess(child);
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    await cleanUp();
    throw new Error(`${(error as Error).message}\nServer output:\n${output.join("\n")}`);
  }
  return { baseURL, database, pid: child.pid, stop: cleanUp };
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("The postgres project needs TEST_DATABASE_URL (a database the tests may create others next to).");
  const name = `showroom_e2e_${randomBytes(6).toString("hex")}`;
  await runAdminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function runAdminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Shows the server's warnings live and keeps the last lines for a start-up failure message. */
function forwardOutput(child: ChildProcess, prefix: string): string[] {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      lines.push(line);
      if (lines.length > 100) lines.shift();
      process.stderr.write(`${prefix} ${line}\n`);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return lines;
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

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
