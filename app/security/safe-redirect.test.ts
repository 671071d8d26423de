import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-redirect";

describe("safeLocalPath", () => {
  it.each([
    ["/news?page=2", "/news?page=2"],
    ["/products#list", "/products#list"],
    ["/a/../admin/x", "/admin/x"],
  ])("keeps the local path %s", (value, expected) => {
    expect(safeLocalPath(value)).toBe(expected);
  });

  it.each([
    "/\t/attacker.test/phish", // the reported attack: the parser drops the tab and reads //attacker.test
    "/\n/attacker.test",
    "/\r\n/attacker.test",
    "/\u0000/attacker.test",
    "//attacker.test",
    "/\\attacker.test",
    "/%09/attacker.test/../..//x",
    "/.//attacker.test",
    "/x/..//attacker.test",
    "https://attacker.test/",
    "javascript:alert(1)",
    " /news",
    "news",
    "",
    null,
    undefined,
    42,
  ])("refuses %j", (value) => {
    const result = safeLocalPath(value);
    expect(result).toBeNull();
  });

  it("never returns anything a browser would take to another host", () => {
    for (const value of ["/%2F/attacker.test", "/%5Cattacker.test", "/\u3000/attacker.test", "/./\u00ad/x"]) {
      const result = safeLocalPath(value);
      if (result !== null) expect(new URL(result, "http://site.test").origin).toBe("http://site.test");
    }
  });
});
