import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { isBodyTooLarge } from "~/security/body-too-large";

/**
 * Last in line: an error no handler answered is logged as one JSON line (Express's own handler
 * prints a multi-line stack to stderr) and answered with a short text, never the stack. Client
 * errors that carry their status (a malformed static-file path: 400) keep it and are not logged.
 */
export function errorLog(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const declared = (error as { status?: unknown; statusCode?: unknown }) ?? {};
    const status = Number(declared.status ?? declared.statusCode);
    const clientError = status >= 400 && status < 500;
    // A visitor who leaves mid-download (lazy images on a page left quickly) is no server error.
    const clientGone = (error as { code?: unknown })?.code === "ERR_STREAM_PREMATURE_CLOSE";
    if (!clientError && !clientGone && !isBodyTooLarge(error)) logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(clientError ? status : 500)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(clientError ? "Bad request" : "Internal Server Error");
  };
}
