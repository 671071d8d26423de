import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { adminHttpGuard } from "~/auth/admin-http.server";
import { isDatabaseReachable } from "~/db/health.server";
import { mediaRoute } from "~/media/media-handler.server";
import type { AppServices } from "~/services/services.server";

type AppOptions = {
  services: AppServices;
  /** The production build, or a function that loads the latest one (dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of built client assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Extra middleware placed before React Router (the Vite dev server). */
  before?: RequestHandler[];
};

/** The HTTP server in front of React Router: headers, compression, static files, health. */
export function createApp({ services, build, clientDir, before = [] }: AppOptions): Express {
  const app = express();
  const production = services.env.NODE_ENV === "production";
  app.disable("x-powered-by");
  if (services.env.TRUST_PROXY) app.set("trust proxy", true);

  app.use(
    pinoHttp({
      logger: services.logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || (req.url ?? "").startsWith("/assets/") },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: production
        ? {
            directives: {
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
              imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
              mediaSrc: ["'self'", "https:", "http:"],
              frameSrc: ["'self'", "https://www.google.com", "https://maps.google.com", "https://www.youtube.com"],
              connectSrc: ["'self'"],
              upgradeInsecureRequests: null,
            },
          }
        : false,
      crossOriginEmbedderPolicy: false,
      // Not helmet's "no-referrer": under it browsers send `Origin: null` with same-origin form posts,
      // and React Router refuses those actions as possible CSRF, breaking every no-JavaScript form.
      referrerPolicy: { policy: "same-origin" },
      strictTransportSecurity: production && services.env.PUBLIC_URL?.startsWith("https://") ? undefined : false,
    }),
  );
  app.use(compression());
  // Admin pages and API: never cached, and no state change from another origin.
  app.use(adminHttpGuard(services.env.PUBLIC_URL));

  app.get("/healthz", async (_req, res) => {
    const ok = await isDatabaseReachable(services.db);
    res.status(ok ? 200 : 503).set("Cache-Control", "no-store").json({ status: ok ? "ok" : "unavailable", database: ok });
  });

  // Uploaded files: images cached for a year (keys never change), downloads under their original name.
  app.use("/media", mediaRoute(services));

  if (clientDir) {
    // Fingerprinted build output can be cached for a year; everything else briefly.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  for (const middleware of before) app.use(middleware);

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: typeof build === "function" ? build : async () => build,
      mode: services.env.NODE_ENV,
      // req.ip follows TRUST_PROXY, so behind a proxy it is the visitor's address (used by rate limits).
      getLoadContext: (req, res) => ({ services, nonce: res.locals.nonce as string, clientIp: req.ip ?? null }),
    }),
  );
  return app;
}
