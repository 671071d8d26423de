import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { type Encoding, pickEncoding } from "~/http/encoding.server";

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * Sends the build's brotli or gzip copy of a client file (vite.precompress.ts) when the request
 * takes it, by pointing the static file server that follows at the copy, with the original's type.
 * The copies are listed once at start-up, so a request costs a map lookup, not a file check.
 */
export function precompressed(clientDir: string): RequestHandler {
  const copies = listCopies(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.vary("Accept-Encoding");
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (encoding === "identity" || !available.has(encoding)) return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    req.url = req.path + SUFFIX[encoding] + req.url.slice(req.path.length);
    next();
  };
}

/** URL path of each file with a compressed copy, and which copies it has. */
function listCopies(clientDir: string): Map<string, Set<Encoding>> {
  const copies = new Map<string, Set<Encoding>>();
  if (!existsSync(clientDir)) return copies;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      for (const encoding of ["br", "gzip"] as const) {
        if (!entry.name.endsWith(SUFFIX[encoding])) continue;
        const original = `/${path.relative(clientDir, full).slice(0, -SUFFIX[encoding].length).split(path.sep).join("/")}`;
        copies.set(original, (copies.get(original) ?? new Set()).add(encoding));
      }
    }
  };
  walk(clientDir);
  return copies;
}
