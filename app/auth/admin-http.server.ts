import type { RequestHandler } from "express";
import { isAdminPath, isCrossOriginWrite } from "./same-origin";

/**
 * Express middleware in front of every route: admin pages and API (by their normalised path, so
 * no spelling escapes) are never cached, as they carry private data; and a state-changing request
 * from another site gets 403 on any path, public forms included. Admin loaders and actions check
 * the origin again themselves (guard.server.ts), whatever path reached them.
 */
export function originGuard(publicUrl: string | undefined): RequestHandler {
  const configuredOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req, res, next) => {
    if (isAdminPath(req.path)) res.setHeader("Cache-Control", "no-store");
    // req.host and req.protocol follow TRUST_PROXY as the URL React Router builds does.
    const ownOrigin = `${req.protocol}://${req.host}`;
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
