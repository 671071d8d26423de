import { describe, expect, it } from "vitest";
import { loginUrl, safeRedirectTo } from "./redirect-to";

describe("safeRedirectTo", () => {
  it("keeps a local admin page with its query", () => {
    expect(safeRedirectTo("/admin/products?edit=4")).toBe("/admin/products?edit=4");
  });

  it.each(["//evil.example/admin/x", "/\\evil.example", "https://evil.example/admin/x", "/products", "/admin", "/admin/login", "/administrator", "/\t/evil.example/admin/x", "/admin\n/x", "/admin/x\u0000", "", undefined, 42])(
    "sends %s to the dashboard instead",
    (value) => {
      expect(safeRedirectTo(value)).toBe("/admin/dashboard");
    },
  );
});

describe("loginUrl", () => {
  it("remembers the requested page, without React Router's data suffix", () => {
    expect(loginUrl(new Request("http://localhost/admin/types.data?_routes=routes%2Fadmin%2Ftypes"))).toBe("/admin/login?redirectTo=%2Fadmin%2Ftypes");
  });

  it("omits redirectTo for the dashboard itself", () => {
    expect(loginUrl(new Request("http://localhost/admin/dashboard"))).toBe("/admin/login");
  });
});
