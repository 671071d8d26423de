import { safeLocalPath } from "~/security/safe-redirect";

export const DEFAULT_ADMIN_PAGE = "/admin/dashboard";

const SIGN_IN_PAGES = new Set(["/admin", "/admin/", "/admin/login", "/admin/logout"]);

/**
 * Where to go after sign-in: the requested admin page when it is a local /admin path,
 * else the dashboard. Refuses other hosts ("//evil", "/\\evil") and the sign-in pages themselves.
 */
export function safeRedirectTo(value: unknown): string {
  const local = safeLocalPath(value);
  if (local === null) return DEFAULT_ADMIN_PAGE;
  const url = new URL(local, "http://local.invalid");
  if (!/^\/admin\//.test(url.pathname) || SIGN_IN_PAGES.has(url.pathname)) return DEFAULT_ADMIN_PAGE;
  return `${url.pathname}${url.search}`;
}

/** The page a request was for, without React Router's data-request suffix and parameters. */
export function requestedPage(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "");
  if (request.method !== "GET") return pathname;
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export function loginUrl(request: Request): string {
  const target = safeRedirectTo(requestedPage(request));
  return target === DEFAULT_ADMIN_PAGE ? "/admin/login" : `/admin/login?redirectTo=${encodeURIComponent(target)}`;
}
