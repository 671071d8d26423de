import { createServer } from "node:http";
import path from "node:path";
import "dotenv/config";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { parseEnv } from "~/config/env.server";
import { hostPolicy } from "~/security/allowed-hosts.server";
import { createServices } from "~/services/services.server";
import { createTrashPurge } from "~/content/trash/purge-timer.server";
import { createApp } from "./app";
import { answerOnSockets } from "./page-cache/socket-path";
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
  // E-mail copies queued by any process or instance, and retries, go out from every process.
  if (services.mailer.configured) services.outbox.start(env.MAIL_OUTBOX_POLL_MS);
  // Trash entries past their 30 days go without anyone visiting the Trash screen, from every process.
  const trashPurge = createTrashPurge(services);
  trashPurge.start(env.TRASH_PURGE_INTERVAL_MS);

  const app = createApp({ services, build: build as unknown as ServerBuild, clientDir: path.resolve("build/client") });

  let stopping = false;
  // Once stopping, a request that still arrives on an open keep-alive connection is turned away
  // (the listening socket is already closed, so new connections are refused by the system).
  const listener: typeof app.listener = (req, res) => {
    if (!stopping) return app.listener(req, res);
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close", "Retry-After": "5" });
    res.end("The server is restarting. Please try again in a moment.\n");
  };
  const server = createServer(listener);
  // Page-cache hits written on the socket, before node:http reads the request (decision 043).
  const socketPath = app.answerOnSocket ? answerOnSockets(server, app.answerOnSocket) : null;
  server.listen(env.PORT, env.HOST, () => {
    const shown = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
    services.logger.info(`Showroom is running on http://${shown}:${env.PORT}`);
    // Without PUBLIC_URL links follow the request's host, so only this machine's names are answered.
    if (env.PUBLIC_URL) services.logger.info(`Public address: ${env.PUBLIC_URL}; answering for ${hostPolicy(env.PUBLIC_URL).description}`);
    else services.logger.warn(`PUBLIC_URL is not set, so the site answers only for ${hostPolicy(undefined).description}`);
  });

  /**
   * SIGTERM (a deploy, a container stop): no new connections, the requests in flight (an upload
   * included) finish, then the database closes and the process exits. Whatever is still running
   * after SHUTDOWN_GRACE_MS is cut off, so the process is gone within the 10 s orchestrators and
   * server/main.js allow before they kill it.
   */
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    services.logger.info("shutting down");
    // Its connections' next requests go to the listener above, which turns them away.
    socketPath?.stop();
    server.close(() => {
      // A mail being handed to the mail server is recorded before the database closes.
      void Promise.all([services.outbox.stop(), trashPurge.stop()])
        .then(() => services.db.destroy())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections with no request running would otherwise hold close() open, also those
    // that fall idle when their request in flight ends.
    server.closeIdleConnections();
    setInterval(() => {
      server.closeIdleConnections();
      socketPath?.closeIdleConnections();
    }, 100).unref();
    setTimeout(() => {
      services.logger.warn("requests still running at the end of the shutdown grace period were cut off");
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

/** Under the 10 s that server/main.js and the usual orchestrators wait before killing the process. */
const SHUTDOWN_GRACE_MS = 9_000;
