import path from "node:path";
import { findFreePort, runToEnd, startProcess, waitFor200 } from "./processes";
import { repoRoot } from "./showroom";

const fixture = path.join(repoRoot, "bench/minimal-app");

/** Builds the reference app with the repository's own React Router and Vite (into its gitignored build/). */
export async function buildMinimalApp(): Promise<void> {
  await runToEnd(path.join(repoRoot, "node_modules/.bin/react-router"), ["build"], {
    cwd: fixture,
    env: { ...process.env, NODE_ENV: "production" },
    timeoutMs: 300_000,
  });
}

export async function startMinimalApp(logFile: string): Promise<{
  baseURL: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}> {
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const started = startProcess(process.execPath, ["--import", "tsx", path.join(fixture, "server.ts")], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
    logFile,
  });
  try {
    await waitFor200(`${baseURL}/`, started.child, {
      timeoutMs: 60_000,
      intervalMs: 100,
      logFile,
    });
  } catch (error) {
    await started.stop();
    throw error;
  }
  return { baseURL, pid: started.child.pid, stop: started.stop };
}
