import { createHash } from "node:crypto";

/**
 * The site's Content-Security-Policy. Inline scripts (React Router's hydration data, the theme
 * script) are allowed either by a per-request nonce, or, for pages the page cache keeps and
 * serves to many visitors, by the hashes of exactly the scripts in that page.
 */
const DIRECTIVES: [string, string][] = [
  ["default-src", "'self'"],
  ["base-uri", "'self'"],
  ["font-src", "'self' https: data:"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'self'"],
  ["img-src", "'self' data: blob: https: http:"],
  ["object-src", "'none'"],
  ["script-src-attr", "'none'"],
  ["style-src", "'self' https: 'unsafe-inline'"],
  ["media-src", "'self' https: http:"],
  ["frame-src", "'self' https://www.google.com https://maps.google.com https://www.youtube.com"],
  ["connect-src", "'self'"],
];

export type InlineScriptAllowance = { nonce: string } | { hashes: string[] };

export function contentSecurityPolicy(allow: InlineScriptAllowance): string {
  const inline = "nonce" in allow ? [`'nonce-${allow.nonce}'`] : allow.hashes.map((hash) => `'${hash}'`);
  const scriptSrc: [string, string] = ["script-src", ["'self'", ...inline].join(" ")];
  return [...DIRECTIVES, scriptSrc].map(([name, value]) => `${name} ${value}`).join(";");
}

// Inline scripts only: a <script src=...> is covered by 'self', and a data block (structured data,
// type="application/ld+json") is never run, so it needs no hash. React and React Router write plain
// <script> tags without nested "</script>" (their payloads escape it), so the first close ends each one.
const INLINE_SCRIPT = /<script\b(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources ('sha256-…') of every inline script in a complete HTML document, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}`);
  }
  return [...hashes];
}
