import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page makes the browser load up front: `<script type="module" src>`,
 * `<link rel="modulepreload">`, and the static and dynamic imports of its inline module scripts
 * (React Router's hydration script). Absolute URLs, same origin only, each once, in page order.
 */
export function firstLoadModules(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found: string[] = [];
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attributes = tag[0];
    const kind = attribute(attributes, "rel") ?? attribute(attributes, "type");
    const reference = attribute(attributes, "src") ?? attribute(attributes, "href");
    if (kind?.toLowerCase() === "modulepreload" || (kind?.toLowerCase() === "module" && attributes.startsWith("<script"))) {
      if (reference) found.push(reference);
    }
  }
  for (const script of inlineScripts(html)) {
    if (!/\btype=["']?module/i.test(script.attributes)) continue;
    for (const match of script.text.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s+from\s*)?\(?\s*["']([^"']+)["']/g)) found.push(match[1]);
  }
  const urls = found.map((reference) => new URL(reference, pageUrl)).filter((url) => url.origin === origin);
  return [...new Set(urls.map((url) => url.href))];
}

/** Bytes of the inline scripts that stream React Router's serialised loader data into the page. */
export function loaderDataBytes(html: string): number {
  return inlineScripts(html)
    .filter((script) => script.text.includes("streamController.enqueue("))
    .reduce((sum, script) => sum + Buffer.byteLength(script.text), 0);
}

function inlineScripts(html: string): Array<{ attributes: string; text: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc=/i.test(match[1]))
    .map((match) => ({ attributes: match[1], text: match[2] }));
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]).replaceAll("&amp;", "&") : undefined;
}

/** What each module costs over the wire with gzip: level 9, as the build's gzip copy the server sends (vite.precompress.ts). */
export function gzipBytes(body: Uint8Array): number {
  return gzipSync(body, { level: 9 }).length;
}

export type PageWeight = {
  path: string;
  htmlBytes: number;
  loaderDataBytes: number;
  jsGzipBytes: number;
  modules: string[];
  html: string;
};

/** Fetches a page (uncompressed, as the browser sees it after decoding) and every module it loads first. */
export async function measurePageWeight(baseURL: string, pagePath: string): Promise<PageWeight> {
  const pageUrl = baseURL + pagePath;
  const response = await fetch(pageUrl, {
    headers: { "Accept-Encoding": "identity" },
  });
  if (response.status !== 200) throw new Error(`GET ${pagePath} answered ${response.status}`);
  const html = await response.text();
  const modules = firstLoadModules(html, pageUrl);
  let jsGzipBytes = 0;
  for (const url of modules) {
    const module = await fetch(url, {
      headers: { "Accept-Encoding": "identity" },
    });
    if (module.status !== 200) throw new Error(`${pagePath} loads ${url}, which answered ${module.status}`);
    jsGzipBytes += gzipBytes(new Uint8Array(await module.arrayBuffer()));
  }
  return {
    path: pagePath,
    htmlBytes: Buffer.byteLength(html),
    loaderDataBytes: loaderDataBytes(html),
    jsGzipBytes,
    modules,
    html,
  };
}
