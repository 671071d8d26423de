import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from "node:zlib";

/** How a response body is sent: brotli, gzip or as it is. */
export type Encoding = "br" | "gzip" | "identity";

/**
 * How hard to compress (decision 028). A page the page cache keeps is compressed once and sent many
 * times: gzip 6 and brotli 6. A document sent once: gzip 3 and brotli 3, half the time of level 6
 * on a product page for 8% more bytes (gzip) and 6% more than brotli 4 (brotli 3 is still smaller
 * than gzip 6).
 */
const EFFORT = {
  kept: { gzip: 6, br: 6 },
  once: { gzip: 3, br: 3 },
} as const;

/**
 * A whole body compressed in one call. Compressing a finished document at once costs about half of
 * the same work through a compression stream, which sets up its state, hops to a worker thread and
 * collects output chunks for every response.
 */
export function compress(body: Buffer, encoding: Exclude<Encoding, "identity">, effort: keyof typeof EFFORT): Buffer {
  const level = EFFORT[effort][encoding];
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: level, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level });
}

/** A compression stream at the "once" effort, for an answer too large to hold whole (a download, decision 039). */
export function compressingStream(encoding: Exclude<Encoding, "identity">) {
  const level = EFFORT.once[encoding];
  return encoding === "br" ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: level } }) : createGzip({ level });
}

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once. */
const chosenEncodings = new Map<string, Encoding>();

/** Brotli, else gzip, else none; an encoding offered with q=0 is refused. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let chosen = chosenEncodings.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = parseAcceptEncoding(acceptEncoding);
    if (chosenEncodings.size >= 100) chosenEncodings.clear();
    chosenEncodings.set(acceptEncoding, chosen);
  }
  return chosen;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const offered = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) offered.add(name.trim());
  }
  if (offered.has("br")) return "br";
  if (offered.has("gzip") || offered.has("*")) return "gzip";
  return "identity";
}
