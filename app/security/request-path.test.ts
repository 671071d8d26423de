import { describe, expect, it } from "vitest";
import { decodedPath, normalisedPath } from "./request-path";

describe("normalisedPath", () => {
  it("brings every spelling of an admin path to the one the router matches", () => {
    const spellings = [
      "/api/admin/uploads/image",
      "/API/ADMIN/uploads/image",
      "/%61pi/admin/uploads/image",
      "/%41PI/%61dmin/uploads/image",
      "//api//admin/uploads/image",
      "/x/../api/admin/uploads/image",
      "/x/%2e%2e/api/admin/uploads/image",
      "/./api/./admin/uploads/image",
      "/api\\admin\\uploads/image",
      "/api%2Fadmin/uploads/image",
      "/x/..%2Fapi/admin/uploads/image",
      "http://evil.test/api/admin/uploads/image",
    ];
    for (const spelling of spellings) expect(normalisedPath(spelling), spelling).toBe("/api/admin/uploads/image");
  });

  it("keeps ordinary paths, a trailing slash, and refuses undecodable ones", () => {
    expect(normalisedPath("/")).toBe("/");
    expect(normalisedPath("/products/")).toBe("/products/");
    expect(normalisedPath("/../../etc")).toBe("/etc");
    expect(normalisedPath("/%E0%A4%A")).toBeNull();
  });

  it("answers a plain path as it came, and resolves every other spelling", () => {
    for (const plain of ["/", "/products", "/products/", "/product/12/fanless-panel-pc_v2.1~x", "/.well-known"]) {
      expect(decodedPath(plain), plain).toBe(plain);
    }
    expect(decodedPath("/products/.")).toBe("/products/");
    expect(decodedPath("/products/..")).toBe("/");
    expect(decodedPath("/a/.b/../c")).toBe("/a/c");
    expect(decodedPath("/a//b")).toBe("/a/b");
    expect(decodedPath("/caf%C3%A9")).toBe("/café");
    expect(decodedPath("/a/b/")).toBe("/a/b/");
    expect(decodedPath("")).toBe("/");
  });

  it("keeps the case in decodedPath, which keys cached pages", () => {
    expect(decodedPath("/Products//%61")).toBe("/Products/a");
    expect(decodedPath("//admin/login")).toBe("/admin/login");
  });
});
