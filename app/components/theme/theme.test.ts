import { describe, expect, it } from "vitest";
import { readThemeCookie, safeReturnPath, themeCookie } from "./theme";

describe("theme cookie", () => {
  it("reads the choice among other cookies and falls back to system", () => {
    expect(readThemeCookie("a=1; theme=dark; b=2")).toBe("dark");
    expect(readThemeCookie("theme=light")).toBe("light");
    expect(readThemeCookie("theme=purple")).toBe("system");
    expect(readThemeCookie(null)).toBe("system");
    expect(readThemeCookie("mytheme=dark")).toBe("system");
  });

  it("writes a year-long, site-wide cookie, secure on https", () => {
    expect(themeCookie("dark", false)).toBe("theme=dark; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(themeCookie("light", true)).toContain("; Secure");
  });

  it("only returns to local paths", () => {
    expect(safeReturnPath("/news?page=2")).toBe("/news?page=2");
    expect(safeReturnPath("//evil.example")).toBe("/");
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    expect(safeReturnPath("https://evil.example")).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath("/\t/attacker.test/phish")).toBe("/");
  });
});
