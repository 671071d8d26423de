const BASE = "http://same-origin.invalid";

/**
 * The one check for every redirect to a target a visitor supplies (?redirectTo=, a form's
 * redirectTo): a path on this site, or null. Judged on what the URL parser makes of it, since
 * that is what the browser will follow: the parser drops tabs and newlines ("/\t/evil.test" is
 * "//evil.test") and reads "\" as "/", so control characters and backslashes are refused outright,
 * and the parsed result must still be on this origin and must not start with "//".
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || /[\p{Cc}\\]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
