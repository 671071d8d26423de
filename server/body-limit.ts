import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";
import { BodyTooLargeError } from "~/security/body-too-large";

/** Forms and JSON: far above any real form (the longest field is 5,000 characters), far below harm. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The upload endpoints, spelled exactly as the admin panel calls them: they stream the body and
 * enforce their own, larger limits (2, 10 and 50 MB; a product import file 20 MB, decision 039). Any other spelling of these paths is held to
 * MAX_BODY_BYTES like every other route, so no path variant gets around the cap.
 */
export const STREAMING_UPLOAD_PATHS: ReadonlySet<string> = new Set([
  "/api/admin/uploads/image",
  "/api/admin/uploads/catalogue",
  "/api/admin/driver-file",
  "/admin/products/import/upload",
]);

type Options = { maxBytes?: number; exempt?: ReadonlySet<string> };

/**
 * Caps every request body before anything reads it (React Router actions buffer the whole body in
 * request.formData()). A declared Content-Length over the cap is refused without reading; a chunked
 * body is counted as its bytes arrive from the HTTP parser. Either way the client gets 413 at once,
 * and the bytes that still come are dropped, never kept (see refuse()).
 */
export function bodyLimit({ maxBytes = MAX_BODY_BYTES, exempt = STREAMING_UPLOAD_PATHS }: Options = {}): RequestHandler {
  return (req, res, next) => {
    if (exempt.has(req.path)) return next();
    const push = req.push.bind(req);
    const declared = Number(req.headers["content-length"]);
    if (declared > maxBytes) return refuse(req, res, push);
    // With a Content-Length the parser itself stops at that many bytes; only chunked bodies can run on.
    if (req.headers["transfer-encoding"] === undefined) return next();
    let received = req.readableLength;
    if (received > maxBytes) return refuse(req, res, push);
    // Node's HTTP parser hands each body chunk to req.push() as it arrives, whether or not anything
    // reads the request yet, so counting here sees every byte before it is buffered.
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (chunk !== null && chunk !== undefined) received += (chunk as { length: number }).length;
      if (received <= maxBytes) return push(chunk, encoding);
      refuse(req, res, push);
      return true;
    };
    next();
  };
}

/** How long an over-sized body may still stream in (dropped) after the 413 before the connection is cut. */
const DRAIN_MS = 1000;

/**
 * Answers 413 and fails the body's reader at once (React Router then gives up on the request; its
 * late answer is dropped). The rest of the body is dropped as it arrives: a client that stops
 * sending keeps its connection, one that streams on for DRAIN_MS is cut off. Cutting at once would
 * often reset the connection before the client has read the 413.
 */
function refuse(req: IncomingMessage, res: Response, push: IncomingMessage["push"]): void {
  if (res.headersSent) {
    req.destroy(new BodyTooLargeError());
    return;
  }
  res.status(413).set("Cache-Control", "no-store").type("text/plain").end("Request body too large");
  const timer = setTimeout(() => req.destroy(new BodyTooLargeError()), DRAIN_MS);
  req.push = (chunk: unknown) => {
    if (chunk !== null) return true;
    // The body is over: the stream may end, its reader has already failed.
    clearTimeout(timer);
    return push(null);
  };
  // Only a reader listens for errors; with none there is nobody to tell (and an unheard error would throw).
  if (req.listenerCount("error") > 0) req.emit("error", new BodyTooLargeError());
}
