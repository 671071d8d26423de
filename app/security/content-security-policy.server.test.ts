import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inline script hashes", () => {
  it("hashes each inline script once, and skips scripts loaded from a file and structured data, which never runs", () => {
    const html = `<html><head><script>a()</script><script type="module" src="/assets/x.js"></script></head>
      <body><script nonce="">b()</script><script type="application/ld+json">{"x":1}</script><script>a()</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });

  it("allows exactly those hashes, or a nonce, besides the site's own files", () => {
    expect(contentSecurityPolicy({ hashes: [sha("a()")] })).toContain(`script-src 'self' '${sha("a()")}'`);
    expect(contentSecurityPolicy({ nonce: "abc" })).toContain("script-src 'self' 'nonce-abc'");
    expect(contentSecurityPolicy({ nonce: "abc" })).toContain("object-src 'none'");
  });
});
