import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import type { Logger } from "pino";

/** Paths too frequent and too dull to log: load balancer probes and fingerprinted build files. */
const QUIET = /^\/(healthz|assets\/)/;

/** A request as the log knows it: its id, when it arrived, and how to write its line once answered. */
export type LoggedRequest = {
  id: string;
  started: bigint;
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
export function requestLog(logger: Logger) {
  // These lines hold only the five fields below, none of them secret, so the service logger's
  // redaction (a pass over every line, a measurable share of a page-cache hit) is left out.
  const access = logger.child({}, { redact: [] });
  const quiet = () => {};
  return (req: IncomingMessage): LoggedRequest => {
    const started = process.hrtime.bigint();
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    // Taken now: Express rewrites req.url inside mounted routers.
    const url = req.url ?? "/";
    if (QUIET.test(url)) return { id, started, answered: quiet };
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const method = req.method;
    return {
      id,
      started,
      answered: (status) => access.info({ reqId: id, method, path, status, ms: Math.round(elapsedMs(started) * 10) / 10 }),
    };
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

const elapsedMs = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
