import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/components/layout/nonce";
import { DocumentMarkupContext } from "~/components/ui/document-markup";
import { compress, pickEncoding } from "~/http/encoding.server";
import { wholeResponse } from "~/http/whole-body.server";
import { isBodyTooLarge } from "~/security/body-too-large";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { contentSecurityPolicy, inlineScriptHashes } from "~/security/content-security-policy.server";
import { requestFactsContext, servicesContext, type RequestContext } from "~/request-context";

export const streamTimeout = 5_000;

/**
 * React may send a finished Suspense boundary's content after the rest of the page, hidden, for a
 * script to move into place. Without JavaScript it would then never show (the enquiry form at
 * ?enquiry sits in one), so a finished boundary is always sent in place.
 */
const progressiveChunkSize = Number.POSITIVE_INFINITY;

/**
 * An error a loader, action or render did not handle: one JSON line in the log (never React
 * Router's default console.error, a multi-line stack outside the log). Not for requests the client
 * gave up on, nor for bodies the body limit cut off (already answered 413).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isBodyTooLarge(error)) return;
  const path = new URL(request.url).pathname;
  if (isDatabaseUnavailable(error)) {
    databaseDown.add(context);
    // One short line per request: the stack of a refused connection says nothing more.
    context.get(servicesContext).logger.error({ method: request.method, path, reason: (error as Error).message }, "database unavailable");
    return;
  }
  context.get(servicesContext).logger.error({ err: error, method: request.method, path }, "unhandled error");
};

/**
 * Requests (by their load context) that met an unreachable database. React Router hands the
 * document renderer only sanitized errors in production, so handleError, which sees the real one,
 * notes it here.
 */
const databaseDown = new WeakSet<object>();

/**
 * Every document is rendered to the end, then compressed and sent in one piece. No loader defers
 * data, so streaming would only cut the page into React's 2 kB writes, each passed through web
 * streams and a compression stream on its own; whole, it costs one write and one compression.
 *
 * A page the page cache may keep has its inline scripts allowed by their hashes (a nonce would be
 * shared by every visitor of the cached copy) and is offered to the cache, which answers with
 * the body already compressed for this request. Other pages use this request's nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RequestContext,
): Promise<Response> {
  const { pageCache, nonce, documentMarkup } = loadContext.get(requestFactsContext);
  // The database is down: the error page says "try again in a moment", and the status says so too,
  // to load balancers, crawlers and monitors (a 500 would mean a fault in the site).
  if (databaseDown.has(loadContext) && routerContext.staticHandlerContext.errors) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "30");
    responseHeaders.set("Cache-Control", "no-store");
  }
  return new Promise((resolve, reject) => {
    const renderErrors: unknown[] = [];
    // Cleared once the document is whole: a pending timer would keep the render and its data alive for
    // seconds after the response, so under load every render would outlive the young generation.
    let deadline: NodeJS.Timeout | undefined;
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => {
      clearTimeout(deadline);
      const bytes = Buffer.concat(chunks);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      const acceptEncoding = request.headers.get("accept-encoding");
      if (pageCache) {
        const html = bytes.toString("utf8");
        responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ hashes: inlineScriptHashes(html) }));
        const kept = pageCache.offer({ status: responseStatusCode, headers: responseHeaders, html }, acceptEncoding);
        if (kept) {
          for (const [name, value] of Object.entries(kept.headers)) responseHeaders.set(name, value);
          resolve(wholeResponse(kept.body, { headers: responseHeaders, status: responseStatusCode }));
          return;
        }
      }
      resolve(sentOnce(bytes, acceptEncoding, responseHeaders, responseStatusCode));
    });

    const router = pageCache ? (
      <ServerRouter context={routerContext} url={request.url} />
    ) : (
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>
    );
    // Markup the loaders drew for this document alone: its data names only the keys.
    const document = <DocumentMarkupContext.Provider value={documentMarkup ?? null}>{router}</DocumentMarkupContext.Provider>;
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: pageCache ? undefined : nonce,
      progressiveChunkSize,
      onAllReady() {
        // The shell rendered, so these errors were inside Suspense boundaries, which the browser renders
        // again; errors in the shell reach onShellError, and handleError logs them.
        for (const error of renderErrors) {
          loadContext.get(servicesContext).logger.error({ err: error, path: new URL(request.url).pathname }, "render error");
        }
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        renderErrors.push(error);
      },
    });
    deadline = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A document no cache keeps, compressed whole for this request (the compression middleware leaves
 * a response that already has its encoding alone).
 */
function sentOnce(html: Buffer, acceptEncoding: string | null, headers: Headers, status: number): Response {
  const encoding = pickEncoding(acceptEncoding ?? undefined);
  headers.append("Vary", "Accept-Encoding");
  if (encoding === "identity") return wholeResponse(html, { headers, status });
  headers.set("Content-Encoding", encoding);
  return wholeResponse(compress(html, encoding, "once"), { headers, status });
}
