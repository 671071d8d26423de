import { describe, expect, it } from "vitest";
import { firstLoadModules, gzipBytes, loaderDataBytes } from "./page-weight";

// The shape React Router 7 renders: modulepreload links, a hydration module script, streamed loader data.
const page = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>
<link nonce="n" rel="modulepreload" href="/assets/root-B.js"/>
<link rel="stylesheet" href="/assets/root-C.css"/>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
<link rel="modulepreload" href="https://cdn.example.com/other.js"/>
</head><body>
<script nonce="n">window.__reactRouterContext = {"basename":"/"};</script>
<script nonce="n" type="module" async="">import "/assets/manifest-D.js";
import * as route0 from "/assets/root-B.js";
import * as route1 from "./assets/home-E.js";
window.__reactRouterManifest = { "entry": { "imports": ["/assets/not-loaded.js"] } };
import("/assets/entry.client-A.js");</script>
<script type="module" src="/assets/extra-F.js"></script>
<script nonce="n">window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]");</script>
<script nonce="n">window.__reactRouterContext.streamController.close();</script>
</body></html>`;

describe("firstLoadModules", () => {
  it("lists preloaded, imported and module-script JS once each, same origin only", () => {
    expect(firstLoadModules(page, "http://127.0.0.1:4000/products")).toEqual([
      "http://127.0.0.1:4000/assets/entry.client-A.js",
      "http://127.0.0.1:4000/assets/root-B.js",
      "http://127.0.0.1:4000/assets/extra-F.js",
      "http://127.0.0.1:4000/assets/manifest-D.js",
      "http://127.0.0.1:4000/assets/home-E.js",
    ]);
  });

  it("ignores classic inline scripts and stylesheets", () => {
    const html = `<link rel="stylesheet" href="/a.css"><script>import("/not-a-module.js")</script>`;
    expect(firstLoadModules(html, "http://127.0.0.1:4000/")).toEqual([]);
  });
});

describe("loaderDataBytes", () => {
  it("counts only the scripts that stream loader data", () => {
    const enqueue = `window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]");`;
    expect(loaderDataBytes(page)).toBe(Buffer.byteLength(enqueue));
  });

  it("counts bytes, not characters", () => {
    expect(loaderDataBytes(`<script>x.streamController.enqueue("é")</script>`)).toBe(Buffer.byteLength(`x.streamController.enqueue("é")`));
  });
});

describe("gzipBytes", () => {
  it("is a gzip stream's size: header and trailer for nothing, a fraction for repetitive text", () => {
    expect(gzipBytes(new Uint8Array())).toBe(20);
    const body = Buffer.from("export const x = 1;\n".repeat(500));
    expect(gzipBytes(body)).toBeGreaterThan(20);
    expect(gzipBytes(body)).toBeLessThan(body.length / 20);
  });
});
