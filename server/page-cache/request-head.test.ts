import { describe, expect, it } from "vitest";
import { readRequestHead } from "./request-head";

/** A head as its bytes, each character one byte (as node:http reads header bytes). */
const head = (...lines: string[]) => Buffer.from(lines.join("\r\n"), "latin1");

describe("readRequestHead", () => {
  it("reads a browser's GET: the headers a cached answer depends on, lower-cased and trimmed, and no other", () => {
    const read = readRequestHead(
      head(
        "GET /products?category=2 HTTP/1.1",
        "Host: shop.test",
        "User-Agent: Mozilla/5.0 (X11; Linux x86_64)",
        "Accept-Encoding:gzip, deflate, br ",
        "Cookie: theme=dark; sidebar=closed",
        "Connection: keep-alive",
        'If-None-Match:\t W/"abc"',
        "X-Forwarded-Proto: https",
        "x-forwarded-host: shop.test",
        "X-Request-Id: abc-123",
        "Sec-Fetch-Mode: navigate",
      ),
    );
    expect(read?.method).toBe("GET");
    expect(read?.url).toBe("/products?category=2");
    expect(read?.headers).toEqual({
      host: "shop.test",
      "accept-encoding": "gzip, deflate, br",
      cookie: "theme=dark; sidebar=closed",
      connection: "keep-alive",
      "if-none-match": 'W/"abc"',
      "x-forwarded-proto": "https",
      "x-forwarded-host": "shop.test",
      "x-request-id": "abc-123",
    });
  });

  it("reads HEAD, a request with no headers, and an empty value", () => {
    expect(readRequestHead(head("HEAD / HTTP/1.1"))).toEqual({
      method: "HEAD",
      url: "/",
      headers: {},
    });
    expect(
      readRequestHead(head("GET /a HTTP/1.1", "Cookie:", "Host: shop.test"))
        ?.headers,
    ).toEqual({ cookie: "", host: "shop.test" });
  });

  it("reads the head between the given offsets of what arrived", () => {
    const bytes = Buffer.from(
      "GET /one HTTP/1.1\r\nHost: a.test\r\n\r\nGET /two HTTP/1.1\r\nHost: b.test\r\n\r\n",
      "latin1",
    );
    const second = bytes.indexOf("GET /two");
    expect(readRequestHead(bytes, second, bytes.length - 4)).toEqual({
      method: "GET",
      url: "/two",
      headers: { host: "b.test" },
    });
  });

  it("passes over headers it does not read, repeated or named __proto__", () => {
    const read = readRequestHead(
      head(
        "GET / HTTP/1.1",
        "__proto__: x",
        "Accept: */*",
        "Accept: text/html",
        "Host: shop.test",
      ),
    );
    expect(read?.headers).toEqual({ host: "shop.test" });
    expect(Object.getPrototypeOf(read?.headers)).toBe(Object.prototype);
  });

  it.each([
    ["another method", head("POST / HTTP/1.1", "Host: shop.test")],
    ["a lower-case method", head("get / HTTP/1.1", "Host: shop.test")],
    ["HTTP/1.0", head("GET / HTTP/1.0", "Host: shop.test")],
    [
      "an absolute target",
      head("GET http://shop.test/ HTTP/1.1", "Host: shop.test"),
    ],
    ["an asterisk target", head("OPTIONS * HTTP/1.1")],
    ["a space in the target", head("GET /a b HTTP/1.1", "Host: shop.test")],
    [
      "a byte outside ASCII in the target",
      head("GET /caf\u00e9 HTTP/1.1", "Host: shop.test"),
    ],
    [
      "a body's length",
      head("GET / HTTP/1.1", "Host: shop.test", "Content-Length: 5"),
    ],
    [
      "a chunked body",
      head("GET / HTTP/1.1", "Host: shop.test", "Transfer-Encoding: chunked"),
    ],
    [
      "an expectation",
      head("GET / HTTP/1.1", "Host: shop.test", "Expect: 100-continue"),
    ],
    [
      "an upgrade",
      head(
        "GET / HTTP/1.1",
        "Host: shop.test",
        "Upgrade: websocket",
        "Connection: Upgrade",
      ),
    ],
    [
      "a connection to close",
      head("GET / HTTP/1.1", "Host: shop.test", "Connection: close"),
    ],
    [
      "a repeated header",
      head("GET / HTTP/1.1", "Host: a.test", "Host: b.test"),
    ],
    [
      "a repeated header in another case",
      head("GET / HTTP/1.1", "Cookie: a=1", "cookie: b=2"),
    ],
    ["a folded header", head("GET / HTTP/1.1", "Cookie: a=1;", " b=2")],
    [
      "a folded header it does not read",
      head("GET / HTTP/1.1", "Accept: a,", "\tb"),
    ],
    [
      "a lone LF in a value",
      head("GET / HTTP/1.1", "Cookie: a=1\nHost: b.test"),
    ],
    [
      "a lone CR in a value",
      head("GET / HTTP/1.1", "Cookie: a=1\rHost: b.test"),
    ],
    ["a lone LF ending a line", head("GET / HTTP/1.1\nHost: shop.test")],
    ["a line without a name", head("GET / HTTP/1.1", ": x")],
    [
      "a byte outside ASCII in a header it does not read",
      head("GET / HTTP/1.1", "User-Agent: J\u00f6rg"),
    ],
    ["a method followed by two spaces", head("GET  / HTTP/1.1")],
    ["text after the version", head("GET / HTTP/1.1x", "Host: shop.test")],
    ["a space before the colon", head("GET / HTTP/1.1", "Host : shop.test")],
    ["a header without a colon", head("GET / HTTP/1.1", "Host shop.test")],
    [
      "a byte outside ASCII in a value",
      head("GET / HTTP/1.1", "Cookie: name=J\u00f6rg"),
    ],
    [
      "a control character in a value",
      head("GET / HTTP/1.1", "Cookie: a=\u0001"),
    ],
    [
      "an empty line before the request",
      head("", "GET / HTTP/1.1", "Host: shop.test"),
    ],
    [
      "a head over 16 kB",
      head("GET / HTTP/1.1", `Cookie: a=${"x".repeat(16 * 1024)}`),
    ],
    [
      "over 100 header lines",
      head(
        "GET / HTTP/1.1",
        ...Array.from({ length: 101 }, (_, index) => `X-${index}: 1`),
      ),
    ],
  ])("leaves %s to node:http", (_what, text) => {
    expect(readRequestHead(text)).toBeNull();
  });
});
