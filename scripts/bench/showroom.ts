import { cpSync, mkdirSync } from "node:fs";
import path from "node:path";
import { findFreePort, startProcess, waitFor200, type Started } from "./processes";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

// Seeding the demo content (images included) takes a while on a busy two-core machine.
const SEED_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 120_000;

export type Showroom = Started & {
  baseURL: string;
  pid: number | undefined;
  logFile: string;
};

/**
 * The production server's environment, as tests/e2e/test-server.ts gives it: every setting
 * explicit so a developer's .env cannot leak in, on 127.0.0.1. Request logging stays at the
 * production default (info) because its cost is part of what is measured.
 */
function serverEnv(port: number, dataDir: string, settings: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SQLITE_FILE: "showroom.db",
    DATABASE_URL: "",
    PUBLIC_URL: "",
    TRUST_PROXY: "false",
    SMTP_URL: "",
    AUTH_SECRET: "",
    SEED_DEMO_CONTENT: "true",
    LOG_LEVEL: "info",
    ...settings,
  };
}

/** Starts `node server/main.js` (what `npm run serve` runs) and waits for /healthz. */
export async function startShowroom(
  dataDir: string,
  logFile: string,
  settings: Record<string, string> = {},
  timeoutMs = START_TIMEOUT_MS,
): Promise<Showroom> {
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const started = startProcess(process.execPath, ["server/main.js"], {
    cwd: repoRoot,
    env: serverEnv(port, dataDir, settings),
    logFile,
  });
  try {
    await waitFor200(`${baseURL}/healthz`, started.child, {
      timeoutMs,
      intervalMs: 100,
      logFile,
    });
  } catch (error) {
    await started.stop();
    throw error;
  }
  return { ...started, baseURL, pid: started.child.pid, logFile };
}

/** A first start on an empty folder migrates and seeds the demo database, as a newcomer's does. */
export async function seedDemoDatabase(dataDir: string, logFile: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const server = await startShowroom(dataDir, logFile, {}, SEED_TIMEOUT_MS);
  await server.stop();
}

export function copyData(from: string, to: string): string {
  cpSync(from, to, { recursive: true });
  return to;
}

/**
 * Cold start as an operator sees it: from spawning `npm run serve` (or, with `direct`, the node
 * command it runs) on an already seeded database to the first 200 on `/`, polled every 10 ms.
 */
export async function timeColdStart(dataDir: string, logFile: string, direct: boolean): Promise<number> {
  const port = await findFreePort();
  const since = performance.now();
  const started = direct
    ? startProcess(process.execPath, ["server/main.js"], {
        cwd: repoRoot,
        env: serverEnv(port, dataDir, {}),
        logFile,
      })
    : startProcess("npm", ["run", "--silent", "serve"], {
        cwd: repoRoot,
        env: serverEnv(port, dataDir, {}),
        logFile,
        group: true,
      });
  try {
    return await waitFor200(`http://127.0.0.1:${port}/`, started.child, {
      timeoutMs: START_TIMEOUT_MS,
      intervalMs: 10,
      since,
      logFile,
    });
  } finally {
    await started.stop();
  }
}
