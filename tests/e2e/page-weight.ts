import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

/** One JavaScript file the browser fetched, with its size as gzip would send it. */
export type ScriptLoad = { url: string; gzipBytes: number };

/**
 * Records every JavaScript file the page fetches from now on. The server may answer with brotli,
 * so each body is gzipped here (level 9, as the build report does) to measure against a gzip budget.
 */
export function recordScripts(page: Page) {
  const loads: Promise<ScriptLoad | null>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith(".js")) return;
    loads.push(
      response.body().then(
        (body) => ({ url: url.pathname, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  };
  page.on("response", onResponse);
  return {
    /** The scripts fetched so far, each once. */
    async scripts(): Promise<ScriptLoad[]> {
      const settled = (await Promise.all(loads)).filter((load): load is ScriptLoad => load !== null);
      return [...new Map(settled.map((load) => [load.url, load])).values()];
    },
    stop: () => page.off("response", onResponse),
  };
}

export const totalKb = (scripts: ScriptLoad[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1000;

/** The bytes of React Router's serialised loader data: the inline scripts that stream it into `__reactRouterContext`. */
export function loaderDataBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1].includes("__reactRouterContext.streamController.enqueue")) bytes += Buffer.byteLength(match[1]);
  }
  return bytes;
}
