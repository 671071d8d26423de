import type { LoggerOptions } from "pino";

/**
 * A second line of defence behind "log no secrets": should any log call ever pass headers, a
 * form or credentials along, pino removes them before the line is written. The request log
 * (server/request-log.ts) logs none of these to begin with.
 */
export const LOG_REDACTION: LoggerOptions["redact"] = {
  paths: [
    "headers",
    "*.headers",
    "cookie",
    "*.cookie",
    "cookies",
    "*.cookies",
    "authorization",
    "*.authorization",
    "password",
    "*.password",
    "token",
    "*.token",
    "session",
    "*.session",
    "form",
    "*.form",
    "body",
    "*.body",
    "args",
  ],
  remove: true,
};
