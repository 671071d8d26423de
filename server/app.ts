import { randomBytes } from "node:crypto";
import type { IncomingMessage, RequestListener } from "node:http";
import path from "node:path";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { originGuard } from "~/auth/admin-http.server";
import { databaseOptionsFromEnv } from "~/db/connection.server";
import { isDatabaseReachable } from "~/db/health.server";
import { mediaRoute } from "~/media/media-handler.server";
import { hostPolicy, requestHost } from "~/security/allowed-hosts.server";
import { contentSecurityPolicy } from "~/security/content-security-policy.server";
import { compileTrust } from "~/security/trust-proxy.server";
import type { AppServices } from "~/services/services.server";
import { createVersionProbe } from "./page-cache/content-version-probe";
import { requestOrigin } from "./page-cache/cache-key";
import { createPageCache } from "./page-cache/page-cache";
import type { AnswerOnSocket } from "./page-cache/socket-path";
import { bodyLimit } from "./body-limit";
import { precompressed } from "./precompressed";
import { reactRouterHandler } from "./react-router-handler";
import { errorLog } from "./error-log";
import { requestLog, stampResponse } from "./request-log";
import { newRequestContext, type RequestFacts } from "~/request-context";

type AppOptions = {
  services: AppServices;
  /** The production build, or a function that loads the latest one (dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of built client assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Extra middleware placed before React Router (the Vite dev server). */
  before?: RequestHandler[];
};

export type App = {
  /** The listener for node:http. Page-cache hits are answered before Express, whose per-request work would cost more than sending the page. */
  listener: RequestListener;
  /** Page-cache hits answered on the socket, before node:http reads the request (decision 043); null without a page cache. */
  answerOnSocket: AnswerOnSocket | null;
};

/**
 * The HTTP server in front of React Router: request log, page cache, headers, static files (sent
 * from the build's compressed copies), health.
 */
export function createApp({ services, build, clientDir, before = [] }: AppOptions): App {
  const app = express();
  const { env } = services;
  const production = env.NODE_ENV === "production";
  app.disable("x-powered-by");
  // One trust function for Express (req.ip, req.protocol, req.host) and for the listener below.
  const trust = compileTrust(env.TRUST_PROXY);
  if (env.TRUST_PROXY !== false) app.set("trust proxy", trust);
  const hosts = hostPolicy(env.PUBLIC_URL);

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
      // Headers only browsers long gone read (Internet Explorer 8, Flash, the removed XSS auditor):
      // each costs every response, a cached page included, and protects no current visitor (decision 025).
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
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
  // Before anything reads a body: 1 MB, except the streaming upload endpoints (decision 013).
  app.use(bodyLimit());
  // Admin pages and API never cached; no state change from another origin, on any path.
  app.use(originGuard(env.PUBLIC_URL));

  app.get("/healthz", async (_req, res) => {
    const ok = await isDatabaseReachable(services.db);
    res.status(ok ? 200 : 503).set("Cache-Control", "no-store").json({ status: ok ? "ok" : "unavailable", database: ok });
  });

  // Uploaded files: images cached for a year (keys never change), downloads under their original name.
  app.use("/media", mediaRoute(services));

  if (clientDir) {
    // The build's brotli and gzip copies of scripts, styles and icons (no compression per request).
    app.use(precompressed(clientDir));
    // Fingerprinted build output can be cached for a year; everything else briefly.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Only paths naming a file (favicon.svg, robots.txt…): a page's path would cost a file lookup first.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }
  for (const middleware of before) app.use(middleware);

  app.all(
    "/{*splat}",
    reactRouterHandler({
      // The build object itself in production: given a function, React Router re-derives its route
      // tables (flattening and ranking every route) on every request, as the dev server needs.
      build,
      mode: env.NODE_ENV,
      // req.ip follows TRUST_PROXY, so behind a proxy it is the visitor's address (used by rate limits).
      getLoadContext: (req, res) =>
        newRequestContext(services, {
          nonce: res.locals.nonce as string,
          clientIp: req.ip ?? null,
          // Set on the response by stampResponse before the app runs.
          requestId: String(res.getHeader("X-Request-Id") ?? "") || undefined,
          pageCache: res.locals.pageCache as RequestFacts["pageCache"],
          shared: new Map(),
          // React Router's data requests end in ".data"; any other request that renders, renders a document.
          documentMarkup: req.path.endsWith(".data") ? undefined : new Map(),
        }),
    }),
  );
  app.use(errorLog(services.logger));

  const log = requestLog(services.logger);
  const listener: RequestListener = (req, res) => {
    const logged = log(req);
    // Links are built from the request's host when PUBLIC_URL is unset: refuse hosts the site is not
    // (a forged Host must not reach the sitemap, canonical links or e-mails). Health checks may use any.
    if (!hosts.allows(requestHost(req, trust)) && req.url?.split("?")[0] !== "/healthz") {
      res.writeHead(421, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Request-Id": logged.id });
      res.end(`This server answers only for ${hosts.description}.\n`);
      logged.answered(421);
      return;
    }
    const toApp = () => {
      stampResponse(res, logged);
      app(req, res);
    };
    const answered = pageCache ? pageCache.answer(req, res, requestOrigin(req, trust), logged) : false;
    if (answered === false) toApp();
    else if (answered !== true) void answered.then((served) => served || toApp());
  };
  const answerOnSocket: AnswerOnSocket | null = pageCache
    ? (head, socket) => {
        // What requestHost and requestOrigin read of a request: its headers and its connection.
        const request = { headers: head.headers, socket } as Pick<IncomingMessage, "headers" | "socket">;
        // A host this server does not answer for gets its refusal from the listener above.
        if (!hosts.allows(requestHost(request, trust))) return null;
        return pageCache.answerOnSocket(head, requestOrigin(request, trust), log);
      }
    : null;
  return { listener, answerOnSocket };
}
