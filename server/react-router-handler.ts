import type { ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { compress, pickEncoding } from "~/http/encoding.server";

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

async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
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
  if (!COMPRESSIBLE.test(type) || response.headers.has("content-encoding")) {
    if (/text\/event-stream/i.test(type)) res.flushHeaders();
    await streamBody(res, response.body);
    return;
  }
  res.vary("Accept-Encoding");
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
