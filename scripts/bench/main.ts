/**
 * `npm run bench`: measures the production build against the limits of issue 9, in one run, on
 * 127.0.0.1 only: cached pages against nginx serving the same bytes, the uncached product page
 * against a minimal React Router page, memory, cold start, and HTML and JS sizes per page.
 * Prints one table and exits non-zero when a target is missed. Needs `npm run build` first.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildMinimalApp, startMinimalApp } from "./minimal-app";
import { imageSources, runMixedLoad, SEARCH_WORDS, searchPaths, sitemapPaths } from "./mixed-load";
import { NGINX, startNginx, type StaticPage } from "./nginx";
import { measurePageWeight, type PageWeight } from "./page-weight";
import { cleanUp, onCleanup, rssMb } from "./processes";
import { formatTable, missed, type Row } from "./report";
import { readSettings, type BenchSettings } from "./settings";
import { copyData, repoRoot, seedDemoDatabase, startShowroom, timeColdStart, type Showroom } from "./showroom";
import { cacheStatusAfter, compareThroughput } from "./throughput";

const KB = 1024;
/** Product pages are shown as "/product/1/…": the slug only widens the table. */
const short = (page: string) => page.replace(/^(\/product\/\d+)\/.+$/, "$1/…");
const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

function checkPrerequisites(): string | undefined {
  if (!existsSync(path.join(repoRoot, "build/server/index.js"))) return "No production build in build/: run `npm run build` first.";
  if (!existsSync(NGINX)) return `nginx is missing (${NGINX}): apt-get install nginx`;
  const onPath = (process.env.PATH ?? "").split(path.delimiter).some((dir) => existsSync(path.join(dir, "wrk")));
  if (!onPath) return "wrk is missing: apt-get install wrk";
  return undefined;
}

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

function weightRows(weights: PageWeight[]): Row[] {
  const home = weights[0];
  return [
    {
      what: "HTML /",
      value: home.htmlBytes / KB,
      unit: "KB",
      target: { atMost: 50 },
    },
    {
      what: "loader data in HTML /",
      value: home.loaderDataBytes / KB,
      unit: "KB",
      target: { atMost: 10 },
    },
    ...weights.slice(1).map((page) => ({
      what: `HTML ${short(page.path)}`,
      value: page.htmlBytes / KB,
      unit: "KB",
      note: `loader data ${(page.loaderDataBytes / KB).toFixed(1)} KB`,
    })),
    ...weights.map((page) => ({
      what: `first-load JS ${short(page.path)}`,
      value: page.jsGzipBytes / KB,
      unit: "KB gzip",
      target: { atMost: 130 },
      note: `${page.modules.length} files`,
    })),
  ];
}

/** Server with the page cache on: start memory, sizes, cached pages against nginx, memory after use. */
async function benchCachedServer(work: string, seed: string, settings: BenchSettings): Promise<Row[]> {
  const server = await startShowroom(copyData(seed, path.join(work, "cached")), path.join(work, "cached.log"));
  const rows: Row[] = [
    {
      what: "RSS after start",
      value: await rssMb(server.pid),
      unit: "MB",
      target: { atMost: 200 },
    },
  ];

  const sitemap = sitemapPaths(await (await fetch(`${server.baseURL}/sitemap.xml`)).text());
  const product = sitemap.find((page) => page.startsWith("/product/"));
  if (!product) throw new Error("The sitemap lists no product page.");
  progress(`page sizes (product page: ${product})`);
  const weights: PageWeight[] = [];
  for (const page of ["/", "/products", product, "/news", "/support"]) weights.push(await measurePageWeight(server.baseURL, page));
  rows.push(...weightRows(weights));

  const nginx = await startNginx(path.join(work, "nginx"), [
    await staticCopy(server.baseURL, "/"),
    await staticCopy(server.baseURL, product),
  ]);
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
    rows.push(row);
  }
  await nginx.stop();

  rows.push(await mixedLoadMemory(server, sitemap, weights, settings));
  await server.stop();
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
  return {
    what: `RSS after ${total.toLocaleString("en-US")} mixed requests`,
    value: await rssMb(server.pid),
    unit: "MB",
    target: { atMost: 250 },
    note: `${load.completed.toLocaleString("en-US")} requests in ${load.seconds.toFixed(0)} s, ${load.failed} failed`,
    problem: load.completed < total ? `only ${load.completed} of ${total} requests within ${settings.mixedTimeLimitSeconds} s` : undefined,
  };
}

/** Our product page rendered every time (page cache off) against the minimal React Router page. */
async function benchUncached(work: string, seed: string, settings: BenchSettings): Promise<Row> {
  const server = await startShowroom(copyData(seed, path.join(work, "uncached")), path.join(work, "uncached.log"), { PAGE_CACHE_MB: "0" });
  const product = sitemapPaths(await (await fetch(`${server.baseURL}/sitemap.xml`)).text()).find((page) => page.startsWith("/product/"))!;
  const minimal = await startMinimalApp(path.join(work, "minimal.log"));
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
  await minimal.stop();
  await server.stop();
  return row;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of several starts on the already seeded database the cached server left behind. */
async function benchColdStart(work: string, settings: BenchSettings): Promise<Row[]> {
  const dataDir = path.join(work, "cached");
  const rows: Row[] = [];
  for (const direct of [false, true]) {
    const times: number[] = [];
    for (let run = 0; run < settings.coldStarts; run += 1)
      times.push(await timeColdStart(dataDir, path.join(work, "cold-start.log"), direct));
    const note = `median of ${times.map((ms) => (ms / 1000).toFixed(2)).join(", ")} s`;
    rows.push(
      direct
        ? {
            what: "cold start: node server/main.ts (no npm)",
            value: median(times) / 1000,
            unit: "s",
            note,
          }
        : {
            what: "cold start: npm run serve to 200 on /",
            value: median(times) / 1000,
            unit: "s",
            target: { atMost: 2 },
            note,
          },
    );
  }
  return rows;
}

async function main(): Promise<number> {
  const problem = checkPrerequisites();
  if (problem) {
    console.error(problem);
    return 2;
  }
  const settings = readSettings(process.env);
  const work = mkdtempSync(path.join(os.tmpdir(), "showroom-bench-"));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  // nginx's workers run unprivileged when the bench runs as root; they must reach the files in here.
  chmodSync(work, 0o711);

  progress("seeding a demo database (first start on an empty folder)");
  const seed = path.join(work, "seed");
  await seedDemoDatabase(seed, path.join(work, "seed.log"));
  progress("building the minimal React Router app (bench/minimal-app)");
  await buildMinimalApp();

  const rows: Row[] = [];
  rows.push(...(await benchCachedServer(work, seed, settings)));
  rows.push(await benchUncached(work, seed, settings));
  progress("cold starts");
  rows.push(...(await benchColdStart(work, settings)));

  console.log(
    `\n${settings.connections} connections, ${settings.durationSeconds} s per target after ${settings.warmupSeconds} s warm-up; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}\n`,
  );
  console.log(formatTable(rows));
  const misses = missed(rows);
  console.log(
    misses.length === 0 ? "\nEvery target met." : `\n${misses.length} of ${rows.filter((row) => row.target).length} targets missed.`,
  );
  return misses.length === 0 ? 0 : 1;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    progress(`${signal}: stopping what the bench started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
