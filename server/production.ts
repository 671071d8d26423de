import { createServer } from "node:http";
import path from "node:path";
import "dotenv/config";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { parseEnv } from "~/config/env.server";
import { hostPolicy } from "~/security/allowed-hosts.server";
import { createServices } from "~/services/services.server";
import { createApp } from "./app";
import { prepareDatabase } from "./prepare-database";

/**
 * Production entry, bundled with the app by `react-router build` into build/server/index.js so the
 * server and the routes share one copy of every module and nothing is compiled at start-up.
 * Started by server/main.js, which selects React's production build first.
 */
export async function start() {
  const env = parseEnv({ ...process.env, NODE_ENV: "production" });
  const services = createServices(env);
  await prepareDatabase(services);

  const app = createApp({ services, build: build as unknown as ServerBuild, clientDir: path.resolve("build/client") });

  const server = createServer(app).listen(env.PORT, env.HOST, () => {
    const shown = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
    services.logger.info(`Showroom is running on http://${shown}:${env.PORT}`);
    // Without PUBLIC_URL links follow the request's host, so only this machine's names are answered.
    if (env.PUBLIC_URL) services.logger.info(`Public address: ${env.PUBLIC_URL}; answering for ${hostPolicy(env.PUBLIC_URL).description}`);
    else services.logger.warn(`PUBLIC_URL is not set, so the site answers only for ${hostPolicy(undefined).description}`);
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
