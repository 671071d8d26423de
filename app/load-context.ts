import type { AppServices } from "~/services/services.server";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** Per-request nonce allowing our own inline scripts under the Content-Security-Policy. */
    nonce: string;
  }
}

export {};
