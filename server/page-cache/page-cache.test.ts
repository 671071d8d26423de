import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";

/** A bare request and its response, as node:http hands them to the server. */
function exchange(url: string, acceptEncoding: string) {
  const req = new IncomingMessage(new Socket());
  req.method = "GET";
  req.url = url;
  req.headers = { host: "localhost", "accept-encoding": acceptEncoding };
  return { req, res: new ServerResponse(req) };
}

const logged = () => ({ id: "test", started: performance.now(), answered() {} });
const html = `<!DOCTYPE html><html><body>${"<p>A cached page.</p>".repeat(500)}</body></html>`;

describe("page cache", () => {
  it("keeps a page only in the encodings asked for, making a new one from a compressed copy", () => {
    const cache = createPageCache({ maxBytes: 10_000_000, cdnMaxAge: 0, probe: { read: () => 1, close() {} } });
    const first = exchange("/news", "br");
    expect(cache.answer(first.req, first.res, "http://localhost", logged())).toBe(false);
    const kept = cache.offerFor(first.res)?.offer({ status: 200, headers: new Headers(), html }, "br");
    expect(kept?.headers["Content-Encoding"]).toBe("br");
    expect(brotliDecompressSync(kept!.body).toString()).toBe(html);
    // Only the brotli body is held: the uncompressed page is twenty times larger.
    expect(cache.store.bytes).toBe(kept!.body.length);

    const gzip = exchange("/news", "gzip");
    expect(cache.answer(gzip.req, gzip.res, "http://localhost", logged())).toBe(true);
    const afterGzip = cache.store.bytes;
    expect(afterGzip).toBeGreaterThan(kept!.body.length);
    expect(afterGzip).toBeLessThan(kept!.body.length + html.length / 4);

    const plain = exchange("/news", "identity");
    expect(cache.answer(plain.req, plain.res, "http://localhost", logged())).toBe(true);
    expect(cache.store.bytes).toBe(afterGzip + Buffer.byteLength(html));
  });
});
