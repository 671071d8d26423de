import type { AppServices } from "~/services/services.server";

/** A complete rendered document, handed to the page cache. */
export type RenderedPage = { status: number; headers: Headers; html: string };

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** Per-request nonce allowing our own inline scripts under the Content-Security-Policy; empty for cacheable pages. */
    nonce: string;
    /** The visitor's IP address as Express sees it (after TRUST_PROXY), or null when unknown. */
    clientIp: string | null;
    /**
     * Present when the page cache may keep this response: the document is then rendered whole,
     * its inline scripts allowed by hash, and offered here. Returns the headers to add to the
     * response (ETag, Cache-Control), or null when the page cannot be kept.
     */
    pageCache?: { offer(page: RenderedPage): Record<string, string> | null };
  }
}

export {};
