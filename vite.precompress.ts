import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text files the browser fetches: scripts, styles, the icon sprite, the favicon, robots.txt. */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/i;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
 * client build, once, at build time: the server sends them as they are (server/precompressed.ts),
 * smaller than compressing on every request could afford to make them, and for no work per request.
 */
export function precompressClientFiles(): Plugin {
  return {
    name: "showroom:precompress-client-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      if (options.dir) for (const file of textFiles(options.dir)) writeCompressed(file);
    },
  };
}

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (PRECOMPRESSED.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

function writeCompressed(file: string) {
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gzip = gzipSync(body, { level: 9 });
  // A copy no smaller than the file is not worth a second lookup.
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
}
