import "dotenv/config";
import { createServer as createHttpServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { parseEnv } from "~/config/env.server";
import { createServices } from "~/services/services.server";
import { createTrashPurge } from "~/content/trash/purge-timer.server";
import { createApp } from "./app";
import { prepareDatabase } from "./prepare-database";

/** Development entry: Vite in middleware mode with hot reload, same server otherwise. */
async function main() {
  const env = parseEnv({ NODE_ENV: "development", ...process.env });
  const services = createServices(env);
  await prepareDatabase(services);
  if (services.mailer.configured) services.outbox.start(env.MAIL_OUTBOX_POLL_MS);
  createTrashPurge(services).start(env.TRASH_PURGE_INTERVAL_MS);
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const app = createApp({
    services,
    before: [vite.middlewares],
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  createHttpServer(app.listener).listen(env.PORT, env.HOST, () => services.logger.info(`Dev server on http://localhost:${env.PORT}`));
}

void main();
