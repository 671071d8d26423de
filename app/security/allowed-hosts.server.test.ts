import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { hostPolicy, requestHost } from "./allowed-hosts.server";
import { compileTrust } from "./trust-proxy.server";

describe("hostPolicy", () => {
  it("without PUBLIC_URL answers only this machine's names, on any port", () => {
    const policy = hostPolicy(undefined);
    for (const host of ["localhost:3000", "127.0.0.1:41234", "[::1]:3000", "LOCALHOST", "localhost"]) expect(policy.allows(host), host).toBe(true);
    for (const host of ["evil.test", "evil.test:3000", "192.168.1.20:3000", "localhost.evil.test", "localhost@evil.test", "localhost:80@evil.test", "127.0.0.1 evil", "", undefined]) {
      expect(policy.allows(host), String(host)).toBe(false);
    }
    expect(policy.description).toMatch(/set PUBLIC_URL/);
  });

  it("with PUBLIC_URL answers its host, with or without the default port, and this machine's names", () => {
    const policy = hostPolicy("https://www.shop.example");
    for (const host of ["www.shop.example", "WWW.Shop.Example", "www.shop.example:443", "localhost:3000"]) expect(policy.allows(host), host).toBe(true);
    for (const host of ["shop.example", "www.shop.example:8443", "evil.test"]) expect(policy.allows(host), host).toBe(false);
    expect(hostPolicy("http://shop.example:8080").allows("shop.example:8080")).toBe(true);
    expect(hostPolicy("http://shop.example:8080").allows("shop.example")).toBe(false);
  });
});

describe("requestHost", () => {
  const request = (headers: Record<string, string>, remoteAddress: string) => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it("takes X-Forwarded-Host only from a trusted proxy", () => {
    const headers = { host: "127.0.0.1:3000", "x-forwarded-host": "evil.test, shop.example" };
    expect(requestHost(request(headers, "10.0.0.5"), compileTrust(false))).toBe("127.0.0.1:3000");
    expect(requestHost(request(headers, "10.0.0.5"), compileTrust(["10.0.0.5"]))).toBe("evil.test");
    expect(requestHost(request(headers, "203.0.113.9"), compileTrust(["10.0.0.5"]))).toBe("127.0.0.1:3000");
  });
});
