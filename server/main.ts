import path from "node:path";
import { pathToFileURL } from "node:url";
import "dotenv/config";
import type { ServerBuild } from "react-router";
import { parseEnv } from "~/config/env.server";
import { createServices } from "~/services/services.server";
import { createApp } from "./app";
import { prepareDatabase } from "./prepare-database";

/** Production entry: migrate, seed demo content on an empty database, serve the built app. */
async function main() {
  const env = parseEnv({ NODE_ENV: "production", ...process.env });
  const services = createServices(env);
  await prepareDatabase(services);

  const buildDir = path.resolve("build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = createApp({ services, build, clientDir: path.join(buildDir, "client") });

  const server = app.listen(env.PORT, env.HOST, () => {
    const shown = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
    services.logger.info(`Showroom is running on http://${shown}:${env.PORT}`);
  });

  const shutdown = () => {
    services.logger.info("shutting down");
    server.close(() => {
      void services.db.destroy().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
