import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import type { Logger } from "pino";

/** Paths too frequent and too dull to log: load balancer probes and fingerprinted build files. */
const QUIET = /^\/(healthz|assets\/)/;

/**
 * Gives each request an id (a sane incoming X-Request-Id, else a new one), reports the time spent
 * in the app as Server-Timing, and logs one compact line when the response is done. Never headers,
 * cookies, query strings or bodies: those can hold session tokens, passwords or personal data.
 * Runs on the bare request, before Express, so page-cache hits are logged like everything else.
 */
export function requestLog(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = process.hrtime.bigint();
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", id);
    onHeaders(res, () => {
      res.setHeader("Server-Timing", `app;dur=${elapsedMs(started).toFixed(2)}`);
    });
    // Taken now: Express rewrites req.url inside mounted routers.
    const url = req.url ?? "/";
    if (!QUIET.test(url)) {
      const queryStart = url.indexOf("?");
      const path = queryStart === -1 ? url : url.slice(0, queryStart);
      res.once("finish", () => {
        logger.info({ reqId: id, method: req.method, path, status: res.statusCode, ms: Math.round(elapsedMs(started) * 10) / 10 });
      });
    }
  };
}

const elapsedMs = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
