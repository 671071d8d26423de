// Production start (`npm start`, `npm run serve`). React and React Router choose their production or
// development build from NODE_ENV when first loaded, so it is fixed here, before anything imports
// them, whatever the environment or a .env file says.
process.env.NODE_ENV = "production";

import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import "dotenv/config";

/**
 * Server processes sharing the port: WEB_CONCURRENCY, else one per CPU. Node runs JavaScript on one
 * core per process, so a single process leaves the other cores idle however busy the site is.
 * Each keeps its own page cache; the content version in the database keeps them all fresh.
 */
function workerCount() {
  const raw = process.env.WEB_CONCURRENCY?.trim();
  if (!raw) return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${raw}".`);
    process.exit(1);
  }
  return count;
}

async function startServer() {
  const { start } = await import("../build/server/index.js").catch((error) => {
    if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
    console.error("No production build found: run `npm run build` first (or `npm start`, which builds).");
    process.exit(1);
  });
  await start();
}

/**
 * V8 sizes its heap for throughput: under a burst of requests each process kept 3-4 times its live
 * objects committed (about 140 MB for 35 MB live) and gave it back only after a minute idle. A
 * smaller young generation and a slower-growing old one keep it near 1.5 times, at no measured cost
 * in requests per second. Semi-spaces of 2 MB rather than 4 kept each process about 6 MB smaller
 * after 10,000 mixed requests (the bench's mix: 240-245 MB for the three processes against 250-263),
 * with page-cache hits and uncached renders as fast as before. A flag the operator already set
 * (NODE_OPTIONS, node's own arguments) wins.
 */
function heapFlags() {
  const given = `${process.execArgv.join(" ")} ${process.env.NODE_OPTIONS ?? ""}`;
  const flags = { "--max-semi-space-size": "2", "--heap-growing-percent": "50" };
  return Object.entries(flags)
    // V8 reads "--max-semi-space-size" and "--max_semi_space_size" alike.
    .filter(([flag]) => !given.includes(flag.slice(2)) && !given.includes(flag.slice(2).replaceAll("-", "_")))
    .map(([flag, value]) => `${flag}=${value}`);
}

/**
 * The primary only supervises, so it stays small: the first worker migrates (and on an empty
 * database seeds) before the others start, a worker that dies is replaced, and a stop signal
 * lets every worker finish its requests. A worker that fails before it ever listened is a
 * configuration or database problem that a restart would only repeat: the primary exits with it.
 */
function supervise(count) {
  let stopping = false;
  const restarts = [];
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...heapFlags()] });

  const fork = () => {
    // Fewer malloc arenas: compression and SQLite work on several threads, and each arena kept its
    // own free memory (about 10 MB less per process after a burst).
    const worker = cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" });
    worker.once("listening", () => {
      worker.listened = true;
    });
    return worker;
  };

  fork().once("listening", () => {
    for (let index = 1; index < count; index += 1) fork();
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!worker.listened) {
      process.exit(code || 1);
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > 10) {
      console.error("Server processes keep dying (more than 10 in a minute): stopping.");
      process.exit(1);
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another.`);
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

const count = cluster.isPrimary ? workerCount() : 1;
if (cluster.isPrimary && count > 1) {
  supervise(count);
} else {
  startServer().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
