import type { IncomingMessage } from "node:http";
import type { TrustFunction } from "./trust-proxy.server";

/** Names of this machine: a request for them cannot have come through a forged public name. */
const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A host name or IP literal with an optional port, and nothing else (no userinfo, path or spaces). */
const WELL_FORMED_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

export type HostPolicy = {
  /** Whether a request for this Host (or trusted X-Forwarded-Host) may be answered. */
  allows(host: string | undefined): boolean;
  /** The hosts answered, for the start-up message and the refusal. */
  description: string;
};

/**
 * Which hosts the server answers for. Absolute links (canonical, og:url, sitemap, robots.txt, the
 * product link in sales e-mails) use PUBLIC_URL when it is set, else the request's own host; so
 * without PUBLIC_URL only this machine's names are answered, and a forged Host never reaches a page.
 * With PUBLIC_URL, its host is answered, and loopback names too (a local proxy that passes its
 * upstream's name as Host, health checks): links then come from PUBLIC_URL whatever the Host says.
 */
export function hostPolicy(publicUrl: string | undefined): HostPolicy {
  const configured = publicUrl ? new URL(publicUrl) : undefined;
  const named = new Set<string>();
  if (configured) {
    named.add(configured.host.toLowerCase());
    // A client may spell out the default port that the URL leaves implicit.
    if (!configured.port) named.add(`${configured.hostname.toLowerCase()}:${configured.protocol === "https:" ? 443 : 80}`);
  }
  return {
    allows(host) {
      if (!host) return false;
      const lower = host.toLowerCase();
      if (!WELL_FORMED_HOST.test(lower)) return false;
      if (named.has(lower)) return true;
      return LOOPBACK_HOSTNAMES.has(hostnameOf(lower));
    },
    description: configured ? `${configured.host} (PUBLIC_URL) and this machine's own names` : "localhost, 127.0.0.1 and [::1], on this machine (set PUBLIC_URL to the site's public address to serve it to others)",
  };
}

/** The host without its port; an IPv6 literal keeps its brackets. */
function hostnameOf(host: string): string {
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.indexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * The host the app will build links from, as Express's req.hostname picks it: the first
 * X-Forwarded-Host when the socket's peer is a trusted proxy, else the Host header.
 */
export function requestHost(req: Pick<IncomingMessage, "headers" | "socket">, trust: TrustFunction): string | undefined {
  const forwarded = req.headers["x-forwarded-host"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0].trim();
  if (first && trust(req.socket.remoteAddress ?? "", 0)) return first;
  return req.headers.host || undefined;
}
