import { randomBytes } from "node:crypto";
import type { RequestListener } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import type { AppLoadContext, ServerBuild } from "react-router";
import { adminHttpGuard } from "~/auth/admin-http.server";
import { databaseOptionsFromEnv } from "~/db/connection.server";
import { isDatabaseReachable } from "~/db/health.server";
import { mediaRoute } from "~/media/media-handler.server";
import { contentSecurityPolicy } from "~/security/content-security-policy.server";
import type { AppServices } from "~/services/services.server";
import { createVersionProbe } from "./page-cache/content-version-probe";
import { requestOrigin } from "./page-cache/cache-key";
import { createPageCache } from "./page-cache/page-cache";
import { bodyLimit } from "./body-limit";
import { errorLog } from "./error-log";
import { requestLog } from "./request-log";

type AppOptions = {
  services: AppServices;
  /** The production build, or a function that loads the latest one (dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of built client assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Extra middleware placed before React Router (the Vite dev server). */
  before?: RequestHandler[];
};

/**
 * The HTTP server in front of React Router: request log, page cache, headers, compression, static
 * files, health. Returns the listener for node:http; page-cache hits are answered before Express,
 * whose per-request work would otherwise cost more than sending the page.
 */
export function createApp({ services, build, clientDir, before = [] }: AppOptions): RequestListener {
  const app = express();
  const { env } = services;
  const production = env.NODE_ENV === "production";
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", true);

  // The page cache stores every header set below with the page, and sends them again on a hit.
  const pageCache =
    production && env.PAGE_CACHE_MB > 0
      ? createPageCache({
          maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
          cdnMaxAge: env.CDN_MAX_AGE,
          probe: createVersionProbe(databaseOptionsFromEnv(env), services.db),
        })
      : null;

  app.use(
    helmet({
      // Set below: per request with a nonce, or by the page's own script hashes when it may be cached.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Not helmet's "no-referrer": under it browsers send `Origin: null` with same-origin form posts,
      // and React Router refuses those actions as possible CSRF, breaking every no-JavaScript form.
      referrerPolicy: { policy: "same-origin" },
      strictTransportSecurity: production && env.PUBLIC_URL?.startsWith("https://") ? undefined : false,
    }),
  );
  app.use((_req, res, next) => {
    res.locals.pageCache = pageCache?.offerFor(res);
    if (res.locals.pageCache) {
      res.locals.nonce = "";
    } else {
      res.locals.nonce = randomBytes(16).toString("base64");
      if (production) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.nonce as string }));
    }
    next();
  });
  // Before anything reads a body: 1 MB, except the streaming upload endpoints (decision 012).
  app.use(bodyLimit());
  app.use(compression());
  // Admin pages and API: never cached, and no state change from another origin.
  app.use(adminHttpGuard(env.PUBLIC_URL));

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
      mode: env.NODE_ENV,
      // req.ip follows TRUST_PROXY, so behind a proxy it is the visitor's address (used by rate limits).
      getLoadContext: (req, res) => ({
        services,
        nonce: res.locals.nonce as string,
        clientIp: req.ip ?? null,
        pageCache: res.locals.pageCache as AppLoadContext["pageCache"],
      }),
    }),
  );
  app.use(errorLog(services.logger));

  const log = requestLog(services.logger);
  return (req, res) => {
    log(req, res);
    const answered = pageCache ? pageCache.answer(req, res, requestOrigin(req, env.TRUST_PROXY)) : false;
    if (answered === false) app(req, res);
    else if (answered !== true) void answered.then((served) => served || app(req, res));
  };
}
