/**
 * `npm run bench`: measures the production build against the limits of issue 9, in one run, on
 * 127.0.0.1 only: cached pages against nginx serving the same bytes, the uncached product page
 * against a minimal React Router page, memory, cold start, and HTML and JS sizes per page; then
 * issue 10's p95 server times on a generated 100,000-product catalogue, on SQLite and, with
 * BENCH_DATABASE_URL, on PostgreSQL (BENCH_CATALOGUE=0 skips them: they take several minutes).
 * Prints one table and exits non-zero when a target is missed. Needs `npm run build` first.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchCachedServer } from "./cached-server";
import { benchCatalogue, catalogueOptions, catalogueRows } from "./catalogue";
import { buildMinimalApp } from "./minimal-app";
import { NGINX } from "./nginx";
import { cleanUp, onCleanup } from "./processes";
import { attempt, formatTable, missed, progress, type Row } from "./report";
import { readSettings } from "./settings";
import { repoRoot, seedDemoDatabase } from "./showroom";
import { benchColdStart } from "./cold-start";
import { benchUncached } from "./uncached";

function checkPrerequisites(): string | undefined {
  if (!existsSync(path.join(repoRoot, "build/server/index.js"))) return "No production build in build/: run `npm run build` first.";
  if (!existsSync(NGINX)) return `nginx is missing (${NGINX}): apt-get install nginx`;
  const onPath = (process.env.PATH ?? "").split(path.delimiter).some((dir) => existsSync(path.join(dir, "wrk")));
  if (!onPath) return "wrk is missing: apt-get install wrk";
  return undefined;
}

async function main(): Promise<number> {
  const problem = checkPrerequisites();
  if (problem) {
    console.error(problem);
    return 2;
  }
  const settings = readSettings(process.env);
  const work = mkdtempSync(path.join(os.tmpdir(), "showroom-bench-"));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  // nginx's workers run unprivileged when the bench runs as root; they must reach the files in here.
  chmodSync(work, 0o711);

  progress("seeding a demo database (first start on an empty folder)");
  const seed = path.join(work, "seed");
  await seedDemoDatabase(seed, path.join(work, "seed.log"));
  progress("building the minimal React Router app (bench/minimal-app)");
  await buildMinimalApp();

  const rows: Row[] = [];
  rows.push(...(await benchCachedServer(work, seed, settings)));
  rows.push(...(await attempt("uncached product vs minimal RR7", async () => [await benchUncached(work, seed, settings)])));
  progress("cold starts");
  rows.push(...(await attempt("cold start", () => benchColdStart(work, settings))));
  if (process.env.BENCH_CATALOGUE?.trim() !== "0") {
    const options = catalogueOptions(process.env);
    progress(`catalogue of ${options.products} products on ${options.databases.join(" and ")} (BENCH_CATALOGUE=0 skips it)`);
    for (const database of options.databases) {
      const measured = async () => catalogueRows(await benchCatalogue({ ...options, databases: [database] }, progress), options.products);
      rows.push(...(await attempt(`catalogue of ${options.products} products on ${database}`, measured)));
    }
  }

  console.log(
    `\n${settings.connections} connections, ${settings.durationSeconds} s per target after ${settings.warmupSeconds} s warm-up; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}\n`,
  );
  console.log(formatTable(rows));
  const misses = missed(rows);
  console.log(
    misses.length === 0 ? "\nEvery target met." : `\n${misses.length} of ${rows.filter((row) => row.target).length} targets missed.`,
  );
  return misses.length === 0 ? 0 : 1;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    progress(`${signal}: stopping what the bench started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
