import path from "node:path";
import { startMinimalApp } from "./minimal-app";
import { sitemapPaths } from "./mixed-load";
import { progress, short, type Row } from "./report";
import type { BenchSettings } from "./settings";
import { copyData, startShowroom } from "./showroom";
import { cacheStatusAfter, compareThroughput } from "./throughput";

/** Our product page rendered every time (page cache off) against the minimal React Router page. */
export async function benchUncached(work: string, seed: string, settings: BenchSettings): Promise<Row> {
  const server = await startShowroom(copyData(seed, path.join(work, "uncached")), path.join(work, "uncached.log"), { PAGE_CACHE_MB: "0" });
  try {
    const product = sitemapPaths(await (await fetch(`${server.baseURL}/sitemap.xml`)).text()).find((page) => page.startsWith("/product/"));
    if (!product) throw new Error("The sitemap lists no product page.");
    const minimal = await startMinimalApp(path.join(work, "minimal.log"));
    try {
      const cache = await cacheStatusAfter(server.baseURL + product, 2);
      progress(`wrk: minimal React Router page and our uncached ${product} (X-Cache: ${cache})`);
      const row = await compareThroughput(
        `uncached ${short(product)} vs minimal RR7`,
        { label: "minimal", url: `${minimal.baseURL}/` },
        { label: "ours", url: server.baseURL + product },
        settings,
        `X-Cache: ${cache}`,
      );
      if (cache === "HIT") row.problem = "PAGE_CACHE_MB=0 still answered from the page cache";
      return row;
    } finally {
      await minimal.stop();
    }
  } finally {
    await server.stop();
  }
}
