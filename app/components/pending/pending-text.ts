/**
 * The spec's loading texts, shown while the next page's data is on its way during a client-side
 * navigation (the first page arrives rendered, so it never needs one).
 */
export function pendingText(pathname: string): string {
  if (pathname === "/solutions") return "Loading solutions...";
  if (/^\/solution\/[^/]+\/?$/.test(pathname)) return "Loading solution...";
  if (pathname === "/products") return "Loading products...";
  if (/^\/product\/[^/]+(\/[^/]*)?$/.test(pathname)) return "Loading product...";
  return "Loading...";
}
