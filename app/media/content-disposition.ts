import { withoutBidiControls } from "~/security/bidi";

/**
 * A Content-Disposition header that keeps the original file name: an ASCII fallback for old
 * clients plus the exact UTF-8 name (RFC 6266 / RFC 8187). Quotes, slashes, control characters
 * and bidirectional overrides (a name stored before they were removed on upload) never reach it.
 */
export function contentDisposition(type: "attachment" | "inline", fileName: string): string {
  const clean = withoutBidiControls(fileName).replace(/[\p{Cc}/\\]/gu, "_").trim() || "download";
  const fallback = clean.replace(/[^\x20-\x7e]|["%]/g, "_");
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
