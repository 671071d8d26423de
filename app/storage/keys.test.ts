import { describe, expect, it } from "vitest";
import { contentTypeForKey, createKey, derivedKey, isValidKey } from "./keys";

describe("storage keys", () => {
  it("creates unique keys under a dated folder", () => {
    const date = new Date("2026-11-21T10:00:00Z");
    const a = createKey("images", "webp", date);
    const b = createKey("images", ".WEBP", date);
    expect(a).toMatch(/^images\/2026\/11\/[0-9a-f]{20}\.webp$/);
    expect(b).toMatch(/^images\/2026\/11\/[0-9a-f]{20}\.webp$/);
    expect(a).not.toBe(b);
    expect(isValidKey(a)).toBe(true);
  });

  it("refuses extensions that could smuggle a path", () => {
    expect(() => createKey("drivers", "../zip")).toThrow("Invalid file extension");
    expect(() => createKey("drivers", "zip/x")).toThrow("Invalid file extension");
  });

  it.each([
    "../secret.txt",
    "images/../../etc/passwd",
    "images/2026/../../x.webp",
    "/images/2026/11/a.webp",
    "images//a.webp",
    "images/2026/11/a.webp/",
    "images\\2026\\a.webp",
    "images/2026/11/%2e%2e/a.webp",
    "images/2026/11/..",
    "images/./a.webp",
    "images/2026/11/.hidden",
    "images/2026/11/a.tar.gz",
    "a.webp",
    "Images/2026/11/a.webp",
    "images/2026/11/a b.webp",
    "images/2026/11/a.webp\u0000.png",
    "",
  ])("refuses %j", (key) => {
    expect(isValidKey(key)).toBe(false);
  });

  it("derives variant keys next to the original", () => {
    expect(derivedKey("images/2026/11/abc.png", "640w", "avif")).toBe("images/2026/11/abc-640w.avif");
    expect(() => derivedKey("../abc.png", "640w", "avif")).toThrow("Invalid storage key");
  });

  it("names content types by extension and falls back to opaque bytes", () => {
    expect(contentTypeForKey("images/2026/11/a.avif")).toBe("image/avif");
    expect(contentTypeForKey("drivers/2026/11/a.zip")).toBe("application/zip");
    expect(contentTypeForKey("drivers/2026/11/a.html")).toBe("application/octet-stream");
  });
});
