import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { compileTrust, type TrustProxySetting } from "~/security/trust-proxy.server";
import { pageCacheDecision, requestOrigin } from "./cache-key";

const decide = (url: string, cookie?: string, method = "GET") =>
  pageCacheDecision({ method, url, origin: "http://127.0.0.1:3000", cookie });
const keyOf = (url: string, cookie?: string) => {
  const decision = decide(url, cookie);
  if (!decision.cacheable) throw new Error(`not cacheable: ${decision.reason}`);
  return decision.key;
};

describe("pageCacheDecision", () => {
  it("keys a page by origin, path and query in a canonical order, without tracking parameters", () => {
    expect(keyOf("/products?subcategory=3&category=1")).toBe(keyOf("/products?category=1&subcategory=3"));
    expect(keyOf("/products?category=1&utm_source=mail&utm_campaign=x&gclid=abc&fbclid=y")).toBe(keyOf("/products?category=1"));
    expect(keyOf("/?utm_medium=social")).toBe(keyOf("/"));
    expect(keyOf("/products?category=1")).not.toBe(keyOf("/products?category=2"));
    expect(keyOf("/products")).not.toBe(keyOf("/news"));
  });

  it("keeps the host in the key, since canonical links follow it when PUBLIC_URL is unset", () => {
    const other = pageCacheDecision({ method: "GET", url: "/", origin: "http://evil.test", cookie: undefined });
    expect(other.cacheable && other.key).not.toBe(keyOf("/"));
  });

  it("tells the theme and sidebar cookies apart and ignores other cookies", () => {
    expect(keyOf("/", "theme=dark")).not.toBe(keyOf("/", "theme=light"));
    expect(keyOf("/", "theme=system")).toBe(keyOf("/", "_ga=GA1.1; theme=system"));
    expect(keyOf("/products", "sidebar_state=false")).not.toBe(keyOf("/products", "sidebar_state=true"));
    expect(keyOf("/", "theme=dark; analytics=1")).toBe(keyOf("/", "analytics=2; theme=dark"));
    // Only cookies the pages do not read (the compare tray's): the page of a visitor without any.
    expect(keyOf("/products", "compare=12.5")).toBe(keyOf("/products"));
  });

  it("passes signed-in visitors, writes and non-pages by", () => {
    expect(decide("/", "better-auth.session_token=abc")).toEqual({ cacheable: false, reason: "signed in" });
    expect(decide("/", "theme=dark; __Secure-better-auth.session_token=abc")).toEqual({ cacheable: false, reason: "signed in" });
    expect(decide("/contact", undefined, "POST")).toEqual({ cacheable: false, reason: "method" });
    expect(decide("/", undefined, "HEAD").cacheable).toBe(true);
    for (const url of ["/admin", "/admin/products", "/ADMIN/inbox", "/%61dmin/login", "//admin/login", "/api/search?q=pc", "/media/x.webp", "/assets/a.js", "/healthz", "/products.data", "/%E0%A4%A"]) {
      expect(decide(url), url).toEqual({ cacheable: false, reason: "not a page" });
    }
  });
});

describe("requestOrigin", () => {
  const request = (headers: Record<string, string>, remoteAddress = "10.0.0.5") => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
  const trustNone = compileTrust(false);

  it("uses the Host header, and ignores forwarded headers unless the proxy is trusted", () => {
    const forged = request({ host: "shop.test", "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" });
    expect(requestOrigin(forged, trustNone)).toBe("http://shop.test");
  });

  it("keys a trusted proxy's forwarded host and scheme apart, as the rendered links follow them", () => {
    const forwarded = requestOrigin(request({ host: "app:3000", "x-forwarded-host": "a.test, b.test", "x-forwarded-proto": "https" }), compileTrust(1));
    expect(forwarded).toBe("https://a.test app:3000");
    expect(requestOrigin(request({ host: "app:3000", "x-forwarded-host": "evil.test" }), compileTrust(1))).not.toBe(forwarded);
  });

  it("believes forwarded headers only from a listed proxy address, as Express does", () => {
    const trust = compileTrust(["10.0.0.0/8"]);
    const headers = { host: "app:3000", "x-forwarded-host": "shop.test", "x-forwarded-proto": "https" };
    expect(requestOrigin(request(headers, "10.0.0.5"), trust)).toBe("https://shop.test app:3000");
    expect(requestOrigin(request(headers, "::ffff:10.0.0.5"), trust)).toBe("https://shop.test app:3000");
    // A visitor reaching the server directly cannot pose as the proxy.
    expect(requestOrigin(request(headers, "203.0.113.9"), trust)).toBe("http://app:3000");
  });

  it("agrees with Express's req.protocol and req.host for every trust setting", async () => {
    const express = (await import("express")).default;
    const headers = { host: "app:3000", "x-forwarded-host": "shop.test", "x-forwarded-proto": "https" };
    for (const setting of [false, 1, 2, ["10.0.0.0/8"], ["loopback"]] as const) {
      for (const remoteAddress of ["10.0.0.5", "127.0.0.1", "203.0.113.9"]) {
        const trust = compileTrust(setting as TrustProxySetting);
        const app = express();
        if (setting !== false) app.set("trust proxy", trust);
        const req = Object.assign(Object.create(app.request), { headers, socket: { remoteAddress }, app }) as import("express").Request;
        const ours = requestOrigin(request(headers, remoteAddress), trust);
        const expressHost = req.host === "shop.test" ? "shop.test app:3000" : req.host;
        expect(ours, `${JSON.stringify(setting)} from ${remoteAddress}`).toBe(`${req.protocol}://${expressHost}`);
      }
    }
  });
});
