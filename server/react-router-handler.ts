import type { ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { compress, compressingStream, pickEncoding } from "~/http/encoding.server";
import { wholeBodyOf } from "~/http/whole-body.server";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
};

/**
 * React Router behind Express: the request as a Fetch request, the answer written back, and text
 * answers (data requests, API, feeds) compressed whole for the request (decision 028). Documents
 * arrive compressed from the entry already. In place of a compression middleware, which wraps the
 * `write` and `end` of every response it sees, a cached page's included, and made Node's own
 * response code slower for all of them.
 */
export function reactRouterHandler({ build, mode, getLoadContext }: Options): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handle(fetchRequest(req, res), getLoadContext(req, res));
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The request's own URL: Express gives the protocol and host as TRUST_PROXY allows (the listener has
 * already refused hosts the site is not); anything after a character that would end a host is cut.
 */
function fetchRequest(req: ExpressRequest, res: ServerResponse): Request {
  const host = (req.host ?? "").split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  // Loaders and actions see the visitor leave (a closed connection before the answer ended).
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Worth compressing: text of a size where the saving outweighs the work. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/([a-z.+-]*\+)?(json|xml|javascript)|image\/svg\+xml)/i;
const MIN_COMPRESSED_BYTES = 1024;

export async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) res.append(name, value);

  const type = response.headers.get("content-type") ?? "";
  if (!response.body) {
    res.end();
    return;
  }
  // A rendered document: its bytes in one write, not read back from the Response's stream.
  const whole = wholeBodyOf(response);
  if (whole) {
    // Said outright: for HEAD Node sends no body, and would then leave the length out.
    res.setHeader("Content-Length", whole.length);
    res.end(whole);
    return;
  }
  if (!COMPRESSIBLE.test(type) || response.headers.has("content-encoding")) {
    if (/text\/event-stream/i.test(type)) res.flushHeaders();
    await streamBody(res, response.body);
    return;
  }
  res.vary("Accept-Encoding");
  if (FILE.test(response.headers.get("content-disposition") ?? "")) {
    await streamFile(req, res, response.body);
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (encoding === "identity" || body.length < MIN_COMPRESSED_BYTES || req.method === "HEAD") {
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  const compressed = compress(body, encoding, "once");
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", compressed.length);
  res.end(compressed);
}

async function streamBody(res: ServerResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  try {
    await writeReadableStreamToWritable(body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/**
 * A file (Content-Disposition, attachment or inline) may be far larger than a page: a product export
 * of the whole catalogue (decision 039), a sitemap of 50,000 URLs. It is sent as its loader produces
 * it, compressed as it goes at the "once" effort, never collected whole first.
 */
const FILE = /^\s*(attachment|inline)\b/i;

async function streamFile(req: ExpressRequest, res: ExpressResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (req.method === "HEAD") {
    await body.cancel();
    res.end();
    return;
  }
  if (encoding === "identity") {
    await streamBody(res, body);
    return;
  }
  res.setHeader("Content-Encoding", encoding);
  try {
    await pipeline(Readable.fromWeb(body as NodeWebStream<Uint8Array>), compressingStream(encoding), res);
  } catch (error) {
    // The client went away: the pipeline has stopped reading, and the loader's stream was cancelled.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
