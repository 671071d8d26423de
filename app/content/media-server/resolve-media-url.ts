/** Where this app serves its own uploads when no media server row is active. */
export const LOCAL_MEDIA_BASE = "/media/";

/**
 * Turns a stored media reference into a URL a browser can load (pure, used on both sides):
 * absolute http(s) URLs and site paths ("/...") pass through unchanged; a bare file name
 * resolves against the active media origin, else this app's /media/. Empty gives null, and
 * other schemes (javascript:, data:) are never turned into links.
 */
export function resolveMediaUrl(value: string | null | undefined, activeOrigin: string | null): string | null {
  const reference = value?.trim();
  if (!reference) return null;
  if (/^https?:\/\//i.test(reference) || reference.startsWith("/")) return reference;
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference)) return null;
  const base = activeOrigin?.trim() ? activeOrigin.trim().replace(/\/*$/, "/") : LOCAL_MEDIA_BASE;
  return base + reference;
}
