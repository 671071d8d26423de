import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/components/layout/nonce";
import { isBodyTooLarge } from "~/security/body-too-large";
import { contentSecurityPolicy, inlineScriptHashes } from "~/security/content-security-policy.server";

export const streamTimeout = 5_000;

/**
 * An error a loader, action or render did not handle: one JSON line in the log (never React
 * Router's default console.error, a multi-line stack outside the log). Not for requests the client
 * gave up on, nor for bodies the body limit cut off (already answered 413).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isBodyTooLarge(error)) return;
  context.services.logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "unhandled error");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (loadContext.pageCache) return renderWholePage(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const nonce = loadContext.nonce;

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.services.logger.error({ err: error, path: new URL(request.url).pathname }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A page the page cache may keep: rendered to the end before sending, so its inline scripts are
 * known and allowed by their hashes (a nonce would be shared by every visitor of the cached copy).
 */
function renderWholePage(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => {
      const html = Buffer.concat(chunks).toString("utf8");
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ hashes: inlineScriptHashes(html) }));
      const added = loadContext.pageCache?.offer({ status: responseStatusCode, headers: responseHeaders, html });
      for (const [name, value] of Object.entries(added ?? {})) responseHeaders.set(name, value);
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError() {
        responseStatusCode = 500;
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
