import { execFile } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, which it may stop and start (the shared one on 5432 serves
 * everybody else). Started as .ci/run starts the suite's: initdb and pg_ctl in a temporary folder,
 * as the postgres user when running as root, since PostgreSQL refuses to run as root.
 */
export type ThrowawayPostgres = {
  /** URL of its `postgres` database (user postgres, no password). */
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it for good and removes its files. */
  remove: () => Promise<void>;
};

/** The newest installed PostgreSQL's programs, or null when there is none. */
export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? path.join(root, versions[versions.length - 1], "bin") : null;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("No PostgreSQL programs under /usr/lib/postgresql (Debian package postgresql).");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "showroom-e2e-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    chownSync(dataDir, Number(stdout.trim()), Number(group.trim()));
  }
  chmodSync(dataDir, 0o700);
  const as = (program: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args], { timeout: 60_000 }) : run(path.join(bin, program), args, { timeout: 60_000 });

  const port = await freePort();
  await as("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = `-h 127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await as("pg_ctl", ["-D", dataDir, "-l", path.join(dataDir, "server.log"), "-w", "-t", "30", "-o", options, "start"]);
  };
  // "fast" ends open connections at once, as a crash or an operator's stop would.
  const stop = async () => {
    await as("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "30", "stop"]);
  };
  const remove = async () => {
    await stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, start, stop, remove };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
