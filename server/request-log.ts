import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import pino, { type Logger } from "pino";

/** Paths too frequent and too dull to log: load balancer probes and fingerprinted build files. */
const QUIET = /^\/(healthz|assets\/)/;

/** A request as the log knows it: its id, when it arrived, and how to write its line once answered. */
export type LoggedRequest = {
  id: string;
  /** performance.now() when the request arrived. */
  started: number;
  /** Writes the request's line with this status (nothing for quiet paths). */
  answered(status: number): void;
};

/**
 * Gives each request an id (a sane incoming X-Request-Id, else a new one) and logs one compact
 * line when it is answered. Never headers, cookies, query strings or bodies: those can hold
 * session tokens, passwords or personal data. Runs on the bare request, before Express, so
 * page-cache hits are logged like everything else: a hit writes its line itself as it sends the
 * page (`answered`), a response the app writes when it finishes (`stampResponse`). It sets no
 * header itself, so a hit can send all of its headers in one writeHead (see `serverTiming`).
 */
export function requestLog(logger: Logger): LogRequest {
  const writeLine = accessLine(logger);
  const quiet = () => {};
  return (req) => {
    const started = performance.now();
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : randomUUID();
    // Taken now: Express rewrites req.url inside mounted routers.
    const url = req.url ?? "/";
    if (!writeLine || QUIET.test(url)) return { id, started, answered: quiet };
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const method = req.method ?? "";
    return { id, started, answered: (status) => writeLine(id, method, path, status, elapsedMs(started)) };
  };
}

/** Starts a request's log: what node:http parsed, or the page cache's socket path (the same fields). */
export type LogRequest = (req: Pick<IncomingMessage, "method" | "url" | "headers">) => LoggedRequest;

const SANE_ID = /^[\w-]{1,64}$/;

/**
 * The request line, written straight to the logger's destination in pino's own format (level,
 * time, the logger's bindings, then the fields). Made here rather than by pino: the line has five
 * fields of known types, none of them secret, so pino's general path (serialisers, redaction, a
 * pass over every value) was most of what logging a cached page cost. Null when info is off.
 */
function accessLine(logger: Logger) {
  if (!logger.isLevelEnabled("info")) return null;
  const stream = (logger as unknown as Record<symbol, { write(line: string): unknown }>)[pino.symbols.streamSym];
  // pino's bindings of this logger as written in each of its lines: `,"pid":1,"hostname":"web-1"`.
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym];
  const level = logger.levels.values.info;
  // The id is a UUID or matched SANE_ID, and Node's parser accepts only known method names: neither
  // needs escaping. The path can hold anything.
  return (id: string, method: string, path: string, status: number, ms: number) => {
    stream.write(
      `{"level":${level},"time":${Date.now()}${bindings},"reqId":"${id}","method":"${method}","path":${JSON.stringify(path)},"status":${status},"ms":${Math.round(ms * 10) / 10}}\n`,
    );
  };
}

/** The time spent in the app so far, as a Server-Timing header value. */
export const serverTiming = ({ started }: LoggedRequest) => `app;dur=${elapsedMs(started).toFixed(2)}`;

/**
 * Marks a response the app will write: its request id now, Server-Timing when its headers go,
 * and its log line when it has been sent.
 */
export function stampResponse(res: ServerResponse, request: LoggedRequest): void {
  res.setHeader("X-Request-Id", request.id);
  onHeaders(res, () => {
    res.setHeader("Server-Timing", serverTiming(request));
  });
  res.once("finish", () => request.answered(res.statusCode));
}

const elapsedMs = (started: number) => performance.now() - started;
