import type { IncomingHttpHeaders } from "node:http";

/** A request as the socket path reads it: no body, and only the headers a cached answer depends on. */
export type RequestHead = {
  method: "GET" | "HEAD";
  url: string;
  headers: IncomingHttpHeaders;
};

/** Node's default limit for a request's head (`--max-http-header-size`); a longer one is Node's to refuse. */
export const MAX_HEAD_BYTES = 16 * 1024;

/** Far more header lines than a browser sends, and far fewer than node:http's limit (2,000, after which it ignores the rest). */
const MAX_HEADER_LINES = 100;

/**
 * The headers a page-cache hit depends on, lower-cased: the host and forwarding headers (the
 * cache key's origin and the host check), cookies (sessions and the key), the validators and
 * encodings of the answer, the request id of the log, and the connection. A header that comes to
 * change a cached page's bytes must be read by the cache key and listed here.
 */
const READ = new Set([
  "host",
  "x-forwarded-host",
  "x-forwarded-proto",
  "cookie",
  "if-none-match",
  "accept-encoding",
  "x-request-id",
  "connection",
]);

/**
 * Headers after which a request is node:http's to read: a body (a GET may carry one, and its
 * framing is where request smuggling hides), an expectation, a protocol switch, trailers.
 */
const NOT_PLAIN = new Set([
  "content-length",
  "transfer-encoding",
  "expect",
  "upgrade",
  "te",
  "trailer",
  "http2-settings",
]);

/** Lengths of the names above: any other name is passed over without being made into a string. */
const NAME_LENGTHS = new Set(
  [...READ, ...NOT_PLAIN].map((name) => name.length),
);

/** The request line this reader takes: GET or HEAD of a path, in HTTP/1.1. */
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1(?:\r\n|$)/;

/**
 * Every header line after the request line, to the end: a token, a colon, then printable ASCII and
 * tabs, each line after a CRLF. So no lone CR or LF, no control character, no folded line, no space
 * before the colon. The value's characters cannot match CR, so the pattern reads each character
 * once (no backtracking), in the regular expression engine's own code.
 */
const HEADER_LINES =
  /(?:[!#$%&'*+\-.^_`|~0-9A-Za-z]+:[\t\x20-\x7e]*(?:\r\n|$))*$/y;

/**
 * Reads a request head, `bytes` from `start` to `end` (its closing empty line left out), that is
 * plainly a GET or HEAD of HTTP/1.1 with no body, or answers null for node:http to read it instead.
 * Only that narrow grammar is accepted, strictly: anything unusual (another method or version, a
 * body, a folded line, a repeated header of those read, a byte outside printable ASCII, a lone CR or
 * LF) goes to Node's full parser, which answers it as it always has. So this reader never accepts
 * what Node would refuse, and never reads a header differently from the way Node would.
 *
 * Checked by two regular expressions over the whole head, then no string is made of a header it
 * does not read: it runs for every request on the socket path, and a browser sends fifteen headers or more.
 */
export function readRequestHead(
  bytes: Buffer,
  start = 0,
  end = bytes.length,
): RequestHead | null {
  if (end - start > MAX_HEAD_BYTES) return null;
  // One byte a character, as node:http reads header bytes.
  const text = bytes.toString("latin1", start, end);
  const requestLine = REQUEST_LINE.exec(text);
  if (!requestLine) return null;
  HEADER_LINES.lastIndex = requestLine[0].length;
  if (!HEADER_LINES.test(text)) return null;

  const length = text.length;
  const headers: IncomingHttpHeaders = {};
  let lines = 0;
  for (let lineStart = requestLine[0].length; lineStart < length;) {
    if (++lines > MAX_HEADER_LINES) return null;
    let lineEnd = text.indexOf("\r\n", lineStart);
    if (lineEnd === -1) lineEnd = length;
    const colon = text.indexOf(":", lineStart);
    if (NAME_LENGTHS.has(colon - lineStart)) {
      const name = text.slice(lineStart, colon).toLowerCase();
      if (NOT_PLAIN.has(name)) return null;
      if (READ.has(name)) {
        if (headers[name] !== undefined) return null;
        const value = trimmed(text, colon + 1, lineEnd);
        if (name === "connection" && value.toLowerCase() !== "keep-alive")
          return null;
        headers[name] = value;
      }
    }
    lineStart = lineEnd + 2;
  }
  return {
    method: requestLine[1] as RequestHead["method"],
    url: requestLine[2],
    headers,
  };
}

/** The text from `from` to `to` without the spaces and tabs around it (optional whitespace, which node:http drops). */
function trimmed(text: string, from: number, to: number): string {
  let start = from;
  let end = to;
  while (start < end && isBlank(text.charCodeAt(start))) start += 1;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

const isBlank = (code: number) => code === 0x20 || code === 0x09;
