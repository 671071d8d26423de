import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "./rate-limit-address";

describe("rateLimitAddress", () => {
  it("groups IPv6 visitors by their /64, however the address is written", () => {
    const group = rateLimitAddress("2001:db8:1:2::1");
    expect(group).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe(group);
    expect(rateLimitAddress("2001:DB8:1:2:a:b:c:d")).toBe(group);
    expect(rateLimitAddress("2001:db8:1:3::1")).not.toBe(group);
    expect(rateLimitAddress("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitAddress("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("counts each IPv4 address alone, also when written IPv4-mapped", () => {
    expect(rateLimitAddress("192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitAddress("192.0.2.2")).not.toBe("192.0.2.1");
  });

  it("names an unknown address", () => {
    expect(rateLimitAddress(null)).toBe("unknown");
    expect(rateLimitAddress("")).toBe("unknown");
  });
});
