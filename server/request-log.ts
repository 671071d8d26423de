import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import type { Logger } from "pino";

/** Paths too frequent and too dull to log: load balancer probes and fingerprinted build files. */
const QUIET = /^\/(healthz|assets\/)/;

/** A request as the log knows it: its id and when it arrived. */
export type LoggedRequest = { id: string; started: bigint };

/**
 * Gives each request an id (a sane incoming X-Request-Id, else a new one) and logs one compact
 * line when the response is done. Never headers, cookies, query strings or bodies: those can hold
 * session tokens, passwords or personal data. Runs on the bare request, before Express, so
 * page-cache hits are logged like everything else; it sets no header itself, so a hit can send
 * all of its headers in one writeHead (see `stampResponse`, `serverTiming`).
 */
export function requestLog(logger: Logger) {
  // These lines hold only the five fields below, none of them secret, so the service logger's
  // redaction (a pass over every line, a measurable share of a page-cache hit) is left out.
  const access = logger.child({}, { redact: [] });
  return (req: IncomingMessage, res: ServerResponse): LoggedRequest => {
    const started = process.hrtime.bigint();
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    // Taken now: Express rewrites req.url inside mounted routers.
    const url = req.url ?? "/";
    if (!QUIET.test(url)) {
      const queryStart = url.indexOf("?");
      const path = queryStart === -1 ? url : url.slice(0, queryStart);
      res.once("finish", () => {
        access.info({ reqId: id, method: req.method, path, status: res.statusCode, ms: Math.round(elapsedMs(started) * 10) / 10 });
      });
    }
    return { id, started };
  };
}

/** The time spent in the app so far, as a Server-Timing header value. */
export const serverTiming = ({ started }: LoggedRequest) => `app;dur=${elapsedMs(started).toFixed(2)}`;

/** Marks a response the app will write: its request id now, and Server-Timing when its headers go. */
export function stampResponse(res: ServerResponse, request: LoggedRequest): void {
  res.setHeader("X-Request-Id", request.id);
  onHeaders(res, () => {
    res.setHeader("Server-Timing", serverTiming(request));
  });
}

const elapsedMs = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
