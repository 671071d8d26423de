import type { AppServices } from "~/services/services.server";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** Per-request nonce allowing our own inline scripts under the Content-Security-Policy. */
    nonce: string;
    /** The visitor's IP address as Express sees it (after TRUST_PROXY), or null when unknown. */
    clientIp: string | null;
  }
}

export {};
