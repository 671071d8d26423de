import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { readSidebarCookie } from "~/components/catalogue/sidebar-state";
import { readThemeCookie } from "~/components/theme/theme";
import { decodedPath } from "~/security/request-path";
import type { TrustFunction } from "~/security/trust-proxy.server";

/** Query parameters that only track where a visitor came from: the page is the same without them. */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|ref_src)$/i;

/** Paths that are never public pages: admin, APIs, files and health checks. */
const NOT_A_PAGE = /^\/(admin|api|media|assets|healthz)(\/|$)|\.data$/i;

/** A signed-in visitor carries better-auth's session cookie (with or without the __Secure- prefix). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_(?:token|data)=/;

/**
 * What the pages read of no cookies at all: the default theme and an open sidebar, the same page a
 * visitor gets whose cookies are only others (the compare tray, decision 032), so both share it.
 */
const NO_COOKIES = `${readThemeCookie(null)}|${readSidebarCookie(null)}`;

export type CacheDecision = { cacheable: true; key: string } | { cacheable: false; reason: string };

/**
 * Whether a request may be answered from the page cache, and under which key. The key holds the
 * origin, the path, the query in a canonical order without tracking parameters, and every cookie the public
 * pages read (theme, catalogue sidebar); anything else about the visitor must not change the HTML.
 */
export function pageCacheDecision(request: {
  method: string;
  /** The path and query as received. */
  url: string;
  /** Scheme and host as the app sees them (they reach canonical links when PUBLIC_URL is unset). */
  origin: string;
  cookie: string | undefined;
}): CacheDecision {
  const { method, url, origin, cookie: cookieHeader } = request;
  if (method !== "GET" && method !== "HEAD") return { cacheable: false, reason: "method" };
  const queryStart = url.indexOf("?");
  // The path as the router will see it, so no spelling such as /%61dmin or //admin passes for a page.
  const path = decodedPath(queryStart === -1 ? url : url.slice(0, queryStart));
  if (path === null || NOT_A_PAGE.test(path)) return { cacheable: false, reason: "not a page" };
  if (cookieHeader && SESSION_COOKIE.test(cookieHeader)) return { cacheable: false, reason: "signed in" };
  const query = queryStart === -1 ? "" : normaliseQuery(url.slice(queryStart + 1));
  const cookies = cookieHeader ? `${readThemeCookie(cookieHeader)}|${readSidebarCookie(cookieHeader)}` : NO_COOKIES;
  return { cacheable: true, key: `${origin}${path}?${query}#${cookies}` };
}

function normaliseQuery(query: string): string {
  if (query === "") return "";
  const kept = [...new URLSearchParams(query)].filter(([name]) => !TRACKING_PARAMETER.test(name));
  kept.sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : aValue > bValue ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(kept).toString();
}

/**
 * Scheme and host as React Router will see them (its Express adapter builds the request URL the
 * same way): when the socket's peer is a trusted proxy, the first X-Forwarded-Proto and
 * X-Forwarded-Host; else the connection's scheme and the Host header. `trust` is the very function
 * Express was given, asked about the socket address as hop 0, as Express's req.protocol and
 * req.hostname do. Canonical links follow this origin when PUBLIC_URL is unset, so the key must too,
 * or one visitor's forged host could reach the next visitor's page. The adapter may take the port
 * from Host when X-Forwarded-Host has none, so both are kept.
 */
export function requestOrigin(req: Pick<IncomingMessage, "headers" | "socket">, trust: TrustFunction): string {
  const host = req.headers.host ?? "";
  const protocol = (req.socket as TLSSocket).encrypted ? "https" : "http";
  // Asked on every request, a cached page's included: nothing more is made for a direct visitor.
  if (!trust(req.socket.remoteAddress ?? "", 0)) return `${protocol}://${host}`;
  const forwardedProto = firstForwarded(req.headers["x-forwarded-proto"]);
  const forwardedHost = firstForwarded(req.headers["x-forwarded-host"]);
  return `${forwardedProto ?? protocol}://${forwardedHost ? `${forwardedHost} ` : ""}${host}`;
}

/** The first value of a forwarding header (a proxy chain lists one per hop), if any. */
function firstForwarded(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(",")[0].trim() || undefined;
}
