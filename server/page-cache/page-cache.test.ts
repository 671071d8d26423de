import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";
import type { RequestHead } from "./request-head";

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

  describe("answered on the socket", () => {
    const head = (url: string, headers: RequestHead["headers"] = {}, method: RequestHead["method"] = "GET"): RequestHead => ({
      method,
      url,
      headers: { host: "localhost", "accept-encoding": "gzip", ...headers },
    });
    const log = (lines: Array<[string, number]>) => (req: { url?: string }) => ({ id: "req-1", started: performance.now(), answered: (status: number) => lines.push([req.url ?? "", status]) });

    /** A cache holding /news at content version 1, and the version the probe reads now. */
    function cacheWithNews() {
      const current = { version: 1, reads: 0 };
      const cache = createPageCache({
        maxBytes: 10_000_000,
        cdnMaxAge: 0,
        probe: {
          read: () => {
            current.reads += 1;
            return current.version;
          },
          close() {},
        },
      });
      const first = exchange("/news", "gzip");
      first.res.setHeader("Content-Type", "text/html; charset=utf-8");
      cache.answer(first.req, first.res, "http://localhost", logged());
      cache.offerFor(first.res)?.offer({ status: 200, headers: new Headers({ "X-Frame-Options": "SAMEORIGIN" }), html }, "gzip");
      current.reads = 0;
      return { cache, current };
    }

    const text = (bytes: Buffer | null | undefined) => bytes?.toString("latin1") ?? "";

    it("gives the same page and headers as the app's path, and logs the hit", () => {
      const { cache } = cacheWithNews();
      const lines: Array<[string, number]> = [];
      const answer = cache.answerOnSocket(head("/news"), "http://localhost", log(lines));
      if (!answer || answer instanceof Promise) throw new Error("expected a hit answered at once");
      expect(gunzipSync(answer.body!).toString()).toBe(html);
      const sent = text(answer.head);
      expect(sent.startsWith("HTTP/1.1 200 OK\r\n")).toBe(true);
      expect(sent).toContain("content-type: text/html; charset=utf-8\r\n");
      expect(sent).toContain("x-frame-options: SAMEORIGIN\r\n");
      expect(sent).toContain(`Content-Length: ${answer.body!.length}\r\nContent-Encoding: gzip\r\n`);
      expect(sent).toMatch(/ETag: W\/"[\w-]{27}"\r\n/);
      expect(sent.endsWith("X-Cache: HIT\r\n")).toBe(true);
      expect(answer.ownHeaders).toMatch(/^X-Request-Id: req-1\r\nServer-Timing: app;dur=[\d.]+\r\n$/);
      expect(lines).toEqual([["/news", 200]]);
    });

    it("answers HEAD without a body, and a browser holding this version with 304", () => {
      const { cache } = cacheWithNews();
      const lines: Array<[string, number]> = [];
      const headAnswer = cache.answerOnSocket(head("/news", {}, "HEAD"), "http://localhost", log(lines));
      if (!headAnswer || headAnswer instanceof Promise) throw new Error("expected a hit answered at once");
      expect(headAnswer.body).toBeNull();
      const etag = /ETag: (.+)\r\n/.exec(text(headAnswer.head))![1];

      const unchanged = cache.answerOnSocket(head("/news", { "if-none-match": `"other", ${etag}` }), "http://localhost", log(lines));
      if (!unchanged || unchanged instanceof Promise) throw new Error("expected a hit answered at once");
      expect(text(unchanged.head)).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
      expect(text(unchanged.head)).not.toContain("Content-Length");
      expect(unchanged.body).toBeNull();
      expect(lines).toEqual([
        ["/news", 200],
        ["/news", 304],
      ]);
    });

    it("leaves the app to answer a page not kept, kept at an older version, or not for the cache", () => {
      const { cache, current } = cacheWithNews();
      const lines: Array<[string, number]> = [];
      expect(cache.answerOnSocket(head("/products"), "http://localhost", log(lines))).toBeNull();
      // Nothing kept for it: the content version is not even read.
      expect(current.reads).toBe(0);
      expect(cache.answerOnSocket(head("/news", { cookie: "better-auth.session_token=abc" }), "http://localhost", log(lines))).toBeNull();
      expect(cache.answerOnSocket(head("/news"), "http://elsewhere.test", log(lines))).toBeNull();

      current.version = 2;
      expect(cache.answerOnSocket(head("/news"), "http://localhost", log(lines))).toBeNull();
      expect(lines).toEqual([]);
      // The app's path then drops the stale page and renders it anew.
      const again = exchange("/news", "gzip");
      expect(cache.answer(again.req, again.res, "http://localhost", logged())).toBe(false);
      expect(again.res.getHeader("X-Cache")).toBe("MISS");
    });
  });
});
