import { normalisedPath } from "~/security/request-path";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type OriginCheck = {
  method: string;
  /** The Origin request header, if any. */
  origin: string | undefined;
  /** The Sec-Fetch-Site request header, if any. */
  secFetchSite: string | undefined;
  /** Origins this site is reached at (the request's own host, PUBLIC_URL). */
  allowedOrigins: string[];
};

/**
 * True for a state-changing request that a browser says came from another site (CSRF), on any
 * path: an admin's session or a visitor's browser must not be made to post from elsewhere.
 * Sec-Fetch-Site decides when present: browsers set it and pages cannot forge it. Older browsers
 * are judged by Origin, which they send with same-origin form posts too under our
 * `Referrer-Policy: same-origin` (decision 008); `Origin: null` (a sandboxed or privacy-stripped
 * context) is refused. A request with neither header is not from a browser page, so it cannot
 * ride anyone's cookie or browser.
 */
export function isCrossOriginWrite({ method, origin, secFetchSite, allowedOrigins }: OriginCheck): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return false;
  if (secFetchSite !== undefined) return secFetchSite !== "same-origin";
  if (origin !== undefined) return origin === "null" || !allowedOrigins.includes(origin);
  return false;
}

/** The same check on a Fetch API request, inside loaders and actions, whatever path reached them. */
export function isCrossOriginRequest(request: Request, publicUrl: string | undefined): boolean {
  const ownOrigin = new URL(request.url).origin;
  return isCrossOriginWrite({
    method: request.method,
    origin: request.headers.get("origin") ?? undefined,
    secFetchSite: request.headers.get("sec-fetch-site") ?? undefined,
    allowedOrigins: publicUrl ? [ownOrigin, new URL(publicUrl).origin] : [ownOrigin],
  });
}

/**
 * The admin pages, their data requests (`/admin/x.data`) and the admin API, judged on the
 * normalised path so that /ADMIN, /%61dmin, //admin or /x/../admin count too; a path that cannot
 * be decoded counts as admin, the more guarded kind.
 */
export function isAdminPath(rawPathname: string): boolean {
  const pathname = normalisedPath(rawPathname);
  return pathname === null || /^\/(admin|api\/admin)(\/|\.data$|$)/.test(pathname);
}
