import { createContext, RouterContextProvider } from "react-router";
import type { AppServices } from "~/services/services.server";

/** A complete rendered document, handed to the page cache. */
export type RenderedPage = { status: number; headers: Headers; html: string };

/**
 * What every loader, action and the entry read from the request's context (decision 002): React
 * Router's typed contexts, filled by the server for each request (`server/app.ts`).
 */
export type RequestContext = Readonly<RouterContextProvider>;

/** The process's services (database, storage, mailer, logger, settings...), the same for every request. */
export const servicesContext = createContext<AppServices>();

/** Facts about this request that the server knows before React Router runs. */
export type RequestFacts = {
  /** Nonce allowing our own inline scripts under the Content-Security-Policy; empty for cacheable pages. */
  nonce: string;
  /** The visitor's IP address as Express sees it (after TRUST_PROXY), or null when unknown. */
  clientIp: string | null;
  /** The request's id (X-Request-Id, also in its log line), kept in audit entries; absent outside the HTTP server. */
  requestId?: string;
  /**
   * Readings shared by the loaders of this one HTTP request, by key: the admin layout's loader and
   * the screen's run side by side and would otherwise each read the session. Made by the server for
   * each request; absent elsewhere (tests, scripts), where every call reads afresh.
   */
  shared?: Map<symbol, Promise<unknown>>;
  /**
   * Markup drawn by the loaders for the document this request renders, by key, sent in its HTML only
   * (app/components/ui/document-markup.tsx). Absent for a data request (a navigation within the
   * site), whose data carries such markup itself, and outside the HTTP server.
   */
  documentMarkup?: Map<string, string>;
  /**
   * Present when the page cache may keep this response: the document's inline scripts are then
   * allowed by hash, and it is offered here. When kept, the answer is the body compressed for
   * the request's Accept-Encoding and the headers to add (ETag, Cache-Control, Content-Encoding);
   * null when the page cannot be kept.
   */
  pageCache?: {
    offer(page: RenderedPage, acceptEncoding: string | null): { headers: Record<string, string>; body: Buffer } | null;
  };
};

export const requestFactsContext = createContext<RequestFacts>();

/** A request's context holding the services and the request's facts (the server's, and tests'). */
export function newRequestContext(services: AppServices, facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestFactsContext, facts);
  return context;
}
