import { describe, expect, it } from "vitest";
import { isAdminPath, isCrossOriginRequest, isCrossOriginWrite } from "./same-origin";

const site = ["http://127.0.0.1:3000"];

describe("isCrossOriginWrite", () => {
  it("refuses a POST from another origin", () => {
    expect(isCrossOriginWrite({ method: "POST", origin: "https://evil.example", secFetchSite: "cross-site", allowedOrigins: site })).toBe(true);
  });

  it("refuses an opaque origin and a cross-site fetch without Origin", () => {
    expect(isCrossOriginWrite({ method: "DELETE", origin: "null", secFetchSite: undefined, allowedOrigins: site })).toBe(true);
    expect(isCrossOriginWrite({ method: "PUT", origin: undefined, secFetchSite: "same-site", allowedOrigins: site })).toBe(true);
  });

  it("trusts Sec-Fetch-Site over Origin, which is 'null' for same-origin posts under no-referrer", () => {
    expect(isCrossOriginWrite({ method: "POST", origin: "null", secFetchSite: "same-origin", allowedOrigins: site })).toBe(false);
    expect(isCrossOriginWrite({ method: "POST", origin: "http://127.0.0.1:3000", secFetchSite: "cross-site", allowedOrigins: site })).toBe(true);
  });

  it("allows same-origin writes, reads from anywhere, and clients that are not browsers", () => {
    expect(isCrossOriginWrite({ method: "POST", origin: "http://127.0.0.1:3000", secFetchSite: "same-origin", allowedOrigins: site })).toBe(false);
    expect(isCrossOriginWrite({ method: "POST", origin: "http://127.0.0.1:3000", secFetchSite: undefined, allowedOrigins: site })).toBe(false);
    expect(isCrossOriginWrite({ method: "GET", origin: "https://evil.example", secFetchSite: "cross-site", allowedOrigins: site })).toBe(false);
    expect(isCrossOriginWrite({ method: "POST", origin: undefined, secFetchSite: undefined, allowedOrigins: site })).toBe(false);
  });
});

describe("isAdminPath", () => {
  it.each([
    "/admin",
    "/admin/",
    "/admin.data",
    "/admin/types",
    "/admin/types.data",
    "/api/admin/uploads/image",
    // Spellings the router still sends to the admin routes (security review, finding 4).
    "/API/ADMIN/uploads/image",
    "/%61pi/admin/uploads/image",
    "/Api/Admin/driver-file",
    "/ADMIN/inbox",
    "//admin/inbox",
    "/x/../admin/inbox",
    "/%E0%A4%A",
  ])("covers %s", (path) => {
    expect(isAdminPath(path)).toBe(true);
  });
  it.each(["/", "/administrator", "/products", "/api/search", "/media/admin.jpg", "/admin/../products"])("leaves %s alone", (path) => {
    expect(isAdminPath(path)).toBe(false);
  });
});

describe("isCrossOriginRequest", () => {
  const post = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/API/ADMIN/uploads/image", { method: "POST", headers });

  it("judges a request inside a handler by its own origin and PUBLIC_URL", () => {
    expect(isCrossOriginRequest(post({ origin: "https://evil.example" }), undefined)).toBe(true);
    expect(isCrossOriginRequest(post({ origin: "http://127.0.0.1:3000" }), undefined)).toBe(false);
    expect(isCrossOriginRequest(post({ origin: "https://shop.example" }), "https://shop.example")).toBe(false);
    expect(isCrossOriginRequest(post({ "sec-fetch-site": "cross-site", origin: "https://shop.example" }), "https://shop.example")).toBe(true);
    expect(isCrossOriginRequest(new Request("http://127.0.0.1:3000/admin", { headers: { origin: "https://evil.example" } }), undefined)).toBe(false);
  });
});
