import type { RequestHandler } from "express";
import { isAdminPath, isCrossOriginWrite } from "./same-origin";

/**
 * Express middleware for everything under /admin and /api/admin: responses are never cached
 * (they carry private data), and state-changing requests from another origin get 403.
 */
export function adminHttpGuard(publicUrl: string | undefined): RequestHandler {
  const configuredOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req, res, next) => {
    if (!isAdminPath(req.path)) return next();
    res.setHeader("Cache-Control", "no-store");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const refused = isCrossOriginWrite({
      method: req.method,
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      allowedOrigins: configuredOrigin ? [ownOrigin, configuredOrigin] : [ownOrigin],
    });
    if (refused) {
      res.status(403).type("text/plain").send("Cross-origin request refused");
      return;
    }
    next();
  };
}
