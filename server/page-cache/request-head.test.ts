import { describe, expect, it } from "vitest";
import { readRequestHead } from "./request-head";

const head = (...lines: string[]) => lines.join("\r\n");

describe("readRequestHead", () => {
  it("reads a browser's GET with its headers lower-cased and their values trimmed", () => {
    const read = readRequestHead(
      head(
        "GET /products?category=2 HTTP/1.1",
        "Host: shop.test",
        "Accept-Encoding:gzip, deflate, br ",
        "Cookie: theme=dark; sidebar=closed",
        "Connection: keep-alive",
        'If-None-Match:\t W/"abc"',
      ),
    );
    expect(read?.method).toBe("GET");
    expect(read?.url).toBe("/products?category=2");
    expect({ ...read?.headers }).toEqual({
      host: "shop.test",
      "accept-encoding": "gzip, deflate, br",
      cookie: "theme=dark; sidebar=closed",
      connection: "keep-alive",
      "if-none-match": 'W/"abc"',
    });
  });

  it("reads HEAD and a request with no headers", () => {
    expect(readRequestHead("HEAD / HTTP/1.1")).toEqual({
      method: "HEAD",
      url: "/",
      headers: {},
    });
  });

  it("keeps a header named __proto__ as a header", () => {
    const read = readRequestHead(
      head("GET / HTTP/1.1", "__proto__: x", "Host: shop.test"),
    );
    expect(read?.headers.host).toBe("shop.test");
    expect(Object.getPrototypeOf(read?.headers)).toBeNull();
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
