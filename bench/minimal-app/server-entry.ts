import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";

/**
 * Serves the minimal app as React Router's own Express template does: Express 5, the compression
 * middleware, static build assets and @react-router/express, bundled with the routes and on the
 * production build of React Router, as ours is. Started by server.ts.
 */
export function start(port: number) {
  const clientDir = path.resolve(import.meta.dirname, "../client");
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  app.all("/{*splat}", createRequestHandler({ build: build as unknown as ServerBuild, mode: "production" }));
  const server = app.listen(port, "127.0.0.1");
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
