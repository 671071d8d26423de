import path from "node:path";
import { imageSources, runMixedLoad, SEARCH_WORDS, searchPaths, sitemapPaths } from "./mixed-load";
import { startNginx, type StaticPage } from "./nginx";
import { measurePageWeight, type PageWeight } from "./page-weight";
import { memoryMb, serverProcessesStarted } from "./processes";
import { attempt, progress, short, type Row } from "./report";
import type { BenchSettings } from "./settings";
import { copyData, startShowroom, type Showroom } from "./showroom";
import { cacheStatusAfter, compareThroughput } from "./throughput";

// Decimal kilobytes, as the sizes in issue 9 were measured.
const KB = 1000;

/** The exact bytes and Content-Type our server sends for a page, for nginx to serve. */
async function staticCopy(baseURL: string, pagePath: string): Promise<StaticPage> {
  const response = await fetch(baseURL + pagePath, {
    headers: { "Accept-Encoding": "identity" },
  });
  if (response.status !== 200) throw new Error(`GET ${pagePath} answered ${response.status}`);
  return {
    path: pagePath,
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get("content-type") ?? "text/html",
  };
}

function weightRows(page: PageWeight): Row[] {
  const home = page.path === "/";
  const loaderData = page.loaderDataBytes / KB;
  return [
    { what: `HTML ${short(page.path)}`, value: page.htmlBytes / KB, unit: "kB", target: home ? { atMost: 50 } : undefined },
    home
      ? { what: "loader data in HTML /", value: loaderData, unit: "kB", target: { atMost: 10 } }
      : { what: `loader data in HTML ${short(page.path)}`, value: loaderData, unit: "kB" },
    {
      what: `first-load JS ${short(page.path)}`,
      value: page.jsGzipBytes / KB,
      unit: "kB gzip",
      target: { atMost: 130 },
      note: `${page.modules.length} files`,
    },
  ];
}

/** Server with the page cache on: start memory, sizes, cached pages against nginx, memory after use. */
export async function benchCachedServer(work: string, seed: string, settings: BenchSettings): Promise<Row[]> {
  const server = await startShowroom(copyData(seed, path.join(work, "cached")), path.join(work, "cached.log"));
  try {
    return await measureCachedServer(server, work, settings);
  } finally {
    await server.stop();
  }
}

async function measureCachedServer(server: Showroom, work: string, settings: BenchSettings): Promise<Row[]> {
  await serverProcessesStarted(server.pid);
  const rows: Row[] = [memoryRow("memory after start", await memoryMb(server.pid), 200)];

  const sitemap = sitemapPaths(await (await fetch(`${server.baseURL}/sitemap.xml`)).text());
  const product = sitemap.find((page) => page.startsWith("/product/"));
  if (!product) throw new Error("The sitemap lists no product page.");
  progress(`page sizes (product page: ${product})`);
  const weights: PageWeight[] = [];
  for (const page of ["/", "/products", product, "/news", "/support"]) {
    const sizes = await attempt(`sizes of ${short(page)}`, async () => {
      const weight = await measurePageWeight(server.baseURL, page);
      weights.push(weight);
      return weightRows(weight);
    });
    rows.push(...sizes);
  }

  rows.push(
    ...(await attempt("cached pages vs nginx", async () => {
      const nginx = await startNginx(path.join(work, "nginx"), [
        await staticCopy(server.baseURL, "/"),
        await staticCopy(server.baseURL, product),
      ]);
      const comparisons: Row[] = [];
      try {
        for (const page of ["/", product]) {
          const cache = await cacheStatusAfter(server.baseURL + page, 3);
          progress(`wrk: nginx and our cached ${page} (X-Cache: ${cache})`);
          const row = await compareThroughput(
            `cached ${short(page)} vs nginx`,
            { label: "nginx", url: nginx.baseURL + page },
            { label: "ours", url: server.baseURL + page },
            settings,
            `X-Cache: ${cache}`,
          );
          if (cache !== "HIT") row.problem = `not served from the page cache (X-Cache: ${cache})`;
          comparisons.push(row);
        }
      } finally {
        await nginx.stop();
      }
      return comparisons;
    })),
  );

  rows.push(...(await attempt("RSS after mixed requests", async () => [await mixedLoadMemory(server, sitemap, weights, settings)])));
  return rows;
}

async function mixedLoadMemory(server: Showroom, sitemap: string[], weights: PageWeight[], settings: BenchSettings): Promise<Row> {
  const css = weights.flatMap((page) => [...page.html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]));
  const assets = [...new Set([...weights.flatMap((page) => page.modules.map((url) => new URL(url).pathname)), ...css, "/favicon.svg"])];
  const media = [...new Set(weights.flatMap((page) => imageSources(page.html)))];
  const total = settings.mixedRequests;
  progress(`${total} mixed requests: ${sitemap.length} pages, ${assets.length} assets, ${media.length} images, search as typed`);
  const load = await runMixedLoad(
    server.baseURL,
    { pages: sitemap, searches: searchPaths(SEARCH_WORDS), assets, media },
    {
      total,
      concurrency: settings.connections,
      timeLimitSeconds: settings.mixedTimeLimitSeconds,
    },
  );
  const row = memoryRow(`memory after ${total.toLocaleString("en-US")} mixed requests`, await memoryMb(server.pid), 250);
  return {
    ...row,
    note: `${row.note}; ${load.completed.toLocaleString("en-US")} requests in ${load.seconds.toFixed(0)} s, ${load.failed} failed`,
    problem: load.completed < total ? `stopped at the time limit (BENCH_MIXED_TIME_LIMIT=${settings.mixedTimeLimitSeconds})` : undefined,
  };
}

function memoryRow(what: string, memory: Awaited<ReturnType<typeof memoryMb>>, atMost: number): Row {
  return {
    what: `${what} (PSS)`,
    value: memory?.pss,
    unit: "MB",
    target: { atMost },
    note: memory ? `${memory.processes} processes, RSS sum ${memory.rss.toFixed(0)} MB` : undefined,
  };
}
