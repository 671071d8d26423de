import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { compileTrust, parseTrustProxy } from "./trust-proxy.server";

describe("TRUST_PROXY", () => {
  it("is off by default and for the usual spellings of false", () => {
    for (const value of [undefined, "", "false", "no", "0"]) expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY, String(value)).toBe(false);
  });

  it("takes a hop count or a list of addresses and ranges", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,fd00::/8, loopback" }).TRUST_PROXY).toEqual(["10.0.0.5", "10.1.0.0/16", "fd00::/8", "loopback"]);
  });

  it("refuses `true`, which would trust every hop, with a start-up message saying what to set", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: `true` would trust every hop.*number of proxies/);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("refuses anything that is not an address or range", () => {
    for (const value of ["proxy.example.com", "10.0.0.0/33", "10.0.0.1,,10.0.0.2", "-1", "99"]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
    expect(parseTrustProxy("10.0.0.300").ok).toBe(false);
  });
});

describe("compileTrust", () => {
  // X-Forwarded-For "198.51.100.1, 203.0.113.50" from a socket peer: Express walks from the socket
  // back through the chain while each hop is trusted; the first untrusted one is the visitor.
  const visitorOf = (trust: ReturnType<typeof compileTrust>, socket: string, chain: string[]) => {
    const hops = [socket, ...[...chain].reverse()];
    for (let hop = 0; hop < hops.length - 1; hop++) if (!trust(hops[hop], hop)) return hops[hop];
    return hops[hops.length - 1];
  };

  it("with one hop, a forged X-Forwarded-For prefix never becomes the visitor's address", () => {
    const trust = compileTrust(1);
    expect(visitorOf(trust, "10.0.0.5", ["1.2.3.4", "203.0.113.50"])).toBe("203.0.113.50");
    expect(visitorOf(trust, "10.0.0.5", ["9.9.9.9", "1.2.3.4", "203.0.113.50"])).toBe("203.0.113.50");
  });

  it("with a list, only the listed proxies are believed", () => {
    const trust = compileTrust(["10.0.0.0/8"]);
    expect(visitorOf(trust, "10.0.0.5", ["1.2.3.4", "203.0.113.50"])).toBe("203.0.113.50");
    expect(visitorOf(trust, "203.0.113.50", ["1.2.3.4"])).toBe("203.0.113.50");
    expect(compileTrust(false)("127.0.0.1", 0)).toBe(false);
  });
});
