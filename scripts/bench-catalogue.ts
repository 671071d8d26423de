import "dotenv/config";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "~/config/env.server";
import { benchCatalogue, CATALOGUE_TARGET_MS, catalogueMet, catalogueOptions, type CatalogueResult } from "./bench/catalogue";
import { cleanUp } from "./bench/processes";
import { repoRoot } from "./bench/showroom";

/**
 * Issue 10's benchmark on its own (`npm run bench` runs it too): p95 server time of search,
 * /products, a product page, the admin list and the sitemap on a generated catalogue of
 * BENCH_PRODUCTS (100,000) products, on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL
 * (BENCH_DATABASES=sqlite or postgres runs one side), and the admin dashboard (issue 18). Exits 1
 * when a p95 misses 10 ms (or a route's own limit).
 */
async function main(): Promise<number> {
  if (!existsSync(path.join(repoRoot, "build/server/index.js"))) throw new Error("No production build: run `npm run build` first.");
  const options = catalogueOptions(process.env);
  const results = await benchCatalogue(options, (message) => console.log(message));
  printTable(results, options.products, options.requests);
  const missed = results.filter((result) => !catalogueMet(result));
  console.log(missed.length > 0 ? `\n${missed.length} of ${results.length} targets missed (p95 past its limit or an error status).` : "\nEvery p95 is within its limit.");
  return missed.length > 0 ? 1 : 0;
}

function printTable(results: CatalogueResult[], products: number, requests: number): void {
  console.log(`\np95 server time, target <= ${CATALOGUE_TARGET_MS} ms unless a route has its own limit, ${products} products, ${requests} requests a route, one at a time\n`);
  const header = ["database", "route", "status", "n", "p50 ms", "p95 ms", "limit ms", "measured by", "target"];
  const lines = results.map((r) => [r.database, r.route, r.status, String(r.samples), r.p50.toFixed(1), r.p95.toFixed(1), String(r.targetMs ?? CATALOGUE_TARGET_MS), r.source, catalogueMet(r) ? "met" : "MISSED"]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

parseEnv();
main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
