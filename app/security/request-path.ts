/** Slash-led segments of unreserved characters, none empty or starting with a dot; a trailing slash allowed. */
const PLAIN_PATH = /^\/(?:[\w~-][\w.~-]*(?:\/[\w~-][\w.~-]*)*\/?)?$/;

/**
 * The path of a request target as the router will see it: percent-decoded once, with dot
 * segments resolved, backslashes read as slashes (as URL parsers do) and repeated slashes
 * collapsed. Null when the path cannot be decoded, which no route can match either.
 * Case is kept: cached pages are keyed by it, and links rendered from it keep the visitor's spelling.
 */
export function decodedPath(raw: string): string | null {
  // Most paths are already in this form: nothing to decode, resolve or collapse.
  if (PLAIN_PATH.test(raw)) return raw;
  let resolved: string;
  try {
    // The URL parser resolves "..", "%2e%2e" and "\" as React Router's own request URL does. The path is
    // appended to an origin rather than resolved against it, so "//admin" stays a path, not a host;
    // an absolute-form target (GET http://host/path) is routed by its path.
    const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(raw);
    resolved = new URL(absolute ? raw : `http://path.invalid${raw.startsWith("/") ? "" : "/"}${raw}`).pathname;
  } catch {
    return null;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(resolved);
  } catch {
    return null;
  }
  // Decoding may reveal new separators or dot segments (%2F, %5C); resolve those too, so a spelling
  // can only ever make a path look more like /admin, never less.
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const trailing = decoded.length > 1 && /[/\\]$/.test(decoded) && segments.length > 0 ? "/" : "";
  return `/${segments.join("/")}${trailing}`;
}

/**
 * The path on which security decisions are made (is it admin? which origin rules apply?):
 * decodedPath, case-folded, since the router matches paths without regard to case.
 * An undecodable path is treated as the most guarded kind by the callers.
 */
export function normalisedPath(raw: string): string | null {
  return decodedPath(raw)?.toLowerCase() ?? null;
}
