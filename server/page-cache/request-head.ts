import type { IncomingHttpHeaders } from "node:http";

/** A request as the socket path reads it: no body, headers lower-cased as node:http gives them. */
export type RequestHead = {
  method: "GET" | "HEAD";
  url: string;
  headers: IncomingHttpHeaders;
};

/** Node's default limit for a request's head (`--max-http-header-size`); a longer one is Node's to refuse. */
export const MAX_HEAD_BYTES = 16 * 1024;

/** Far more header lines than a browser sends, and far fewer than node:http's limit (2,000, after which it ignores the rest). */
const MAX_HEADER_LINES = 100;

const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
/** A header line with a token for a name and visible ASCII, spaces and tabs for a value (no obs-fold, no obs-text). */
const HEADER_LINE =
  /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[ \t]*([\x20-\x7e\t]*?)[ \t]*$/;

/**
 * Headers after which a request is node:http's to read: a body (a GET may carry one, and its
 * framing is where request smuggling hides), an expectation, a protocol switch, a connection
 * that is not kept alive.
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

/**
 * Reads a request head (without its closing empty line) that is plainly a GET or HEAD of
 * HTTP/1.1 with no body, or answers null for node:http to read it instead. Only that narrow
 * grammar is accepted, strictly: anything unusual (another method or version, a body, a folded or
 * repeated header, a byte outside printable ASCII) goes to Node's full parser, which answers it as
 * it always has. So this reader never accepts what Node would refuse, and never reads a request
 * differently from the way Node would.
 */
export function readRequestHead(head: string): RequestHead | null {
  if (head.length > MAX_HEAD_BYTES) return null;
  const lines = head.split("\r\n");
  if (lines.length > MAX_HEADER_LINES + 1) return null;
  const requestLine = REQUEST_LINE.exec(lines[0]);
  if (!requestLine) return null;
  // No prototype: a header named __proto__ is only a header.
  const headers: IncomingHttpHeaders = Object.create(null);
  for (let index = 1; index < lines.length; index += 1) {
    const header = HEADER_LINE.exec(lines[index]);
    if (!header) return null;
    const name = header[1].toLowerCase();
    if (NOT_PLAIN.has(name) || Object.hasOwn(headers, name)) return null;
    if (name === "connection" && header[2].toLowerCase() !== "keep-alive")
      return null;
    headers[name] = header[2];
  }
  return {
    method: requestLine[1] as RequestHead["method"],
    url: requestLine[2],
    headers,
  };
}
