/**
 * Serves the built minimal app the way server/app.ts serves ours: Express 5, compression,
 * static build assets, @react-router/express, and as many processes as server/main.js starts
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
  const { default: express } = await import("express");
  const { default: compression } = await import("compression");
  const { createRequestHandler } = await import("@react-router/express");
  type ServerBuild = import("react-router").ServerBuild;

  const buildDir = path.resolve(import.meta.dirname, "build");
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  )) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  app.use(
    express.static(path.join(buildDir, "client"), {
      maxAge: "1h",
      index: false,
    }),
  );
  app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));

  const port = Number(process.env.PORT ?? 3100);
  const server = app.listen(port, "127.0.0.1");
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
