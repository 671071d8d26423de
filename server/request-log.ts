import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import type { Logger } from "pino";

/** Paths too frequent and too dull to log: load balancer probes and fingerprinted build files. */
const QUIET = /^\/(healthz|assets\/)/;

/**
 * Gives each request an id (a sane incoming X-Request-Id, else a new one), reports the time spent
 * in the app as Server-Timing, and logs one compact line when the response is done. Never headers,
 * cookies, query strings or bodies: those can hold session tokens, passwords or personal data.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", id);
    res.locals.requestId = id;
    onHeaders(res, () => {
      res.setHeader("Server-Timing", `app;dur=${elapsedMs(started).toFixed(2)}`);
    });
    if (!QUIET.test(req.url)) {
      res.once("finish", () => {
        const queryStart = req.originalUrl.indexOf("?");
        logger.info({
          reqId: id,
          method: req.method,
          path: queryStart === -1 ? req.originalUrl : req.originalUrl.slice(0, queryStart),
          status: res.statusCode,
          ms: Math.round(elapsedMs(started) * 10) / 10,
        });
      });
    }
    next();
  };
}

const elapsedMs = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
