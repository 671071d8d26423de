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
 * True for a state-changing request that a browser says came from another site (CSRF).
 * Sec-Fetch-Site decides when present: browsers set it and pages cannot forge it, and under our
 * `Referrer-Policy: no-referrer` a same-origin form post carries `Origin: null`. Older browsers
 * are judged by Origin. A request with neither header is not from a browser page, so it cannot
 * ride an admin's cookie.
 */
export function isCrossOriginWrite({ method, origin, secFetchSite, allowedOrigins }: OriginCheck): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return false;
  if (secFetchSite !== undefined) return secFetchSite !== "same-origin";
  if (origin !== undefined) return origin === "null" || !allowedOrigins.includes(origin);
  return false;
}

/** The admin pages, their data requests (`/admin/x.data`) and the admin API. */
export function isAdminPath(pathname: string): boolean {
  return /^\/(admin|api\/admin)(\/|\.data$|$)/.test(pathname);
}
