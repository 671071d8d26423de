/**
 * Starts the built minimal app (server-entry.ts) in as many processes as server/main.js starts
 * (WEB_CONCURRENCY, else one per CPU). NODE_ENV is set before React is imported, so React's
 * production build is the one that loads.
 */
process.env.NODE_ENV = "production";
export {};

const { default: cluster } = await import("node:cluster");
const { availableParallelism } = await import("node:os");
const processes = Number(process.env.WEB_CONCURRENCY) || availableParallelism();
if (cluster.isPrimary && processes > 1) {
  for (let index = 0; index < processes; index += 1) cluster.fork();
  const stopAll = () => {
    for (const worker of Object.values(cluster.workers ?? {}))
      worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 5000).unref();
  };
  cluster.on("exit", () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  process.on("SIGTERM", stopAll);
  process.on("SIGINT", stopAll);
} else {
  await serve();
}

async function serve() {
  const path = await import("node:path");
  const { pathToFileURL } = await import("node:url");
  const entry = path.resolve(import.meta.dirname, "build/server/index.js");
  const { start } = (await import(pathToFileURL(entry).href)) as { start: (port: number) => void };
  start(Number(process.env.PORT ?? 3100));
}
