import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { createAdminUser } from "~/auth/admin-users.server";
import { createAdminAuth } from "~/auth/auth.server";
import { type Db, type DatabaseOptions, forMaintenance, openDatabase } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemoContent } from "~/seed/seed-demo-content.server";
import { generateCatalogue } from "~/seed/synthetic/generate-catalogue.server";
import { createStorage } from "~/storage/create-storage.server";
import { findFreePort, onCleanup, startProcess, waitFor200 } from "./processes";
import type { Row } from "./report";
import { repoRoot } from "./showroom";
import { type BenchTarget, dashboardTargets } from "./dashboard";

/**
 * Issue 10's measurements: a generated catalogue of `products` (100,000) in a temporary SQLite
 * database, and in a temporary PostgreSQL database next to BENCH_DATABASE_URL when set; the
 * production server on it, one process and no page cache (a cache hit would hide the queries
 * being measured); then the p95 server time (`Server-Timing: app;dur=`) of each route the issue
 * lists, one request at a time. Used by `npm run bench` and by scripts/bench-catalogue.ts.
 */
export const CATALOGUE_TARGET_MS = 10;
/**
 * Untimed requests of each route just before its timed ones. The JIT goes on compiling a route's
 * own code (its loader, its screen) for dozens of requests after the shared code is warm: the admin
 * search timed after 10 requests had p95 11.1 ms, after 50 8.0 ms, at a p50 of 6-7 ms either way.
 * A freshly started server is measured by the cold start rows.
 */
const WARMUP = 50;
/** Rounds over every public route before the first is timed (see benchCatalogue). */
const WARM_ROUNDS = 5;
/** Stops a slow route early, so a route taking seconds does not hold the bench for minutes. */
const ROUTE_BUDGET_MS = 30_000;
const ADMIN = { email: "bench@showroom.local", password: `bench ${randomBytes(9).toString("hex")}` };

export type CatalogueOptions = { products: number; requests: number; databases: Array<"sqlite" | "postgres">; databaseUrl?: string };
export type CatalogueResult = {
  database: string;
  route: string;
  status: string;
  /** Timed requests made, and asked for: a route out of its time budget made fewer. */
  samples: number;
  requested: number;
  p50: number;
  p95: number;
  source: string;
  targetMs?: number;
};

export function catalogueOptions(env: Record<string, string | undefined>): CatalogueOptions {
  const wanted = (env.BENCH_DATABASES ?? "sqlite,postgres").split(",").map((name) => name.trim());
  const databaseUrl = env.BENCH_DATABASE_URL?.trim() || undefined;
  return {
    products: clamp(env.BENCH_PRODUCTS, 100_000, 1_000, 1_000_000),
    requests: clamp(env.BENCH_REQUESTS, 100, 20, 10_000),
    databases: (["sqlite", "postgres"] as const).filter((name) => wanted.includes(name) && (name === "sqlite" || databaseUrl)),
    databaseUrl,
  };
}

function clamp(raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = raw === undefined || raw.trim() === "" ? fallback : Number(raw);
  if (!Number.isFinite(value)) throw new Error(`Not a number: "${raw}"`);
  return Math.min(max, Math.max(min, Math.round(value)));
}

export const catalogueMet = (result: CatalogueResult) =>
  result.status === "200" && result.samples >= result.requested && result.p95 <= (result.targetMs ?? CATALOGUE_TARGET_MS);

export async function benchCatalogue(options: CatalogueOptions, log: (message: string) => void): Promise<CatalogueResult[]> {
  const results: CatalogueResult[] = [];
  for (const kind of options.databases) results.push(...(await benchDatabase(kind, options, log)));
  return results;
}

/**
 * The results as lines of `npm run bench`'s table: p95 against 10 ms (or the route's own limit); a
 * bad status, or fewer timed requests than asked for, as a problem.
 */
export function catalogueRows(results: CatalogueResult[], products: number): Row[] {
  return results.map((result) => ({
    what: `${products / 1000}k ${result.database}: ${result.route}`,
    value: result.p95,
    unit: "ms",
    target: { atMost: result.targetMs ?? CATALOGUE_TARGET_MS },
    note: `p95 server time; p50 ${result.p50.toFixed(1)} ms, ${result.samples} requests (${result.source})`,
    problem: rowProblem(result),
  }));
}

function rowProblem(result: CatalogueResult): string | undefined {
  if (result.status !== "200") return `status ${result.status}`;
  if (result.samples < result.requested) return `only ${result.samples} of ${result.requested} requests in the route's time budget`;
  return undefined;
}

/** Each database is removed when its measurements end (a 100k catalogue takes 600 MB), and on Ctrl-C. */
async function benchDatabase(kind: "sqlite" | "postgres", options: CatalogueOptions, log: (message: string) => void): Promise<CatalogueResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "showroom-bench-catalogue-"));
  const pgName = kind === "postgres" ? `showroom_bench_${randomBytes(5).toString("hex")}` : undefined;
  const remove = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (pgName) await adminQuery(options, `drop database if exists ${pgName} with (force)`);
  };
  onCleanup(remove);
  try {
    if (pgName) await adminQuery(options, `create database ${pgName}`);
    return await measureDatabase(kind, options, log, dataDir, pgName);
  } finally {
    await remove();
  }
}

async function measureDatabase(
  kind: "sqlite" | "postgres",
  options: CatalogueOptions,
  log: (message: string) => void,
  dataDir: string,
  pgName: string | undefined,
): Promise<CatalogueResult[]> {
  const url = pgName ? databaseUrl(options, pgName) : "";
  const databaseOptions: DatabaseOptions = pgName ? { kind: "postgres", url } : { kind: "sqlite", file: path.join(dataDir, "showroom.db") };
  const { db } = openDatabase(forMaintenance(databaseOptions));
  let targets: BenchTarget[];
  try {
    const started = performance.now();
    await migrateToLatest(db);
    await seedDemoContent({ db, storage: createStorage(dataDir) });
    const generated = await generateCatalogue({ db, storage: createStorage(dataDir) }, options.products);
    log(`[${kind}] ${generated.total} products ready in ${((performance.now() - started) / 1000).toFixed(0)} s (generation ${(generated.milliseconds / 1000).toFixed(0)} s)`);
    await createBenchAdmin(db);
    targets = await pickTargets(db);
  } finally {
    await db.destroy();
  }
  const server = await startServer(dataDir, url);
  // The dashboard's measurements write the content version and read the file checks' outcome meanwhile.
  const { db: probe } = openDatabase(forMaintenance(databaseOptions));
  try {
    const cookie = await signIn(server.baseURL);
    const category = await probe.selectFrom("categories").select("id").orderBy("sort_order").orderBy("id").executeTakeFirstOrThrow();
    // A server that has been serving is warm: its JIT has compiled the rendering and query code every route shares. A
    // freshly started one spends its first few dozen requests getting there, which the cold start row measures; so
    // every route is asked for a few times before any is timed, and each route's own first requests are not timed.
    for (let round = 0; round < WARM_ROUNDS; round += 1) {
      for (const target of targets.filter((each) => !each.before && !each.between)) {
        await (await fetch(server.baseURL + target.path, { headers: target.admin ? { cookie } : {} })).arrayBuffer();
      }
    }
    // Last, after every public route, and not warmed: the dashboard's first view starts the checks of stored files.
    targets.push(...dashboardTargets(probe, category.id, (message) => log(`[${kind}] ${message}`)));
    const results: CatalogueResult[] = [];
    for (const target of targets) {
      await target.before?.({ baseURL: server.baseURL, cookie });
      const requests = Math.min(options.requests, target.requests ?? options.requests);
      const result = await measure(server.baseURL, target.path, { requests, warmup: target.warmup ?? WARMUP }, target.admin ? cookie : undefined, target.between);
      results.push({ database: kind, route: target.route, requested: requests, ...result, ...(target.targetMs ? { targetMs: target.targetMs } : {}) });
      log(`[${kind}] ${target.route}: p95 ${result.p95.toFixed(1)} ms (${result.source}, status ${result.status})`);
    }
    return results;
  } finally {
    await probe.destroy();
    await server.stop();
  }
}

/**
 * What the issue asks to measure. Rare short queries are the ones no index served before decision 015.
 * "Page 2000 of one category" cannot exist at 100,000 products in 8 categories (521 pages of 24 each):
 * the deepest page of a category and page 2000 of the whole list stand in for it.
 */
async function pickTargets(db: Db): Promise<BenchTarget[]> {
  const category = await db.selectFrom("categories").select("id").orderBy("sort_order").orderBy("id").executeTakeFirstOrThrow();
  const inCategory = await db.selectFrom("products").select((eb) => eb.fn.countAll().as("n")).where("category_id", "=", category.id).executeTakeFirstOrThrow();
  const lastPage = Math.max(1, Math.ceil(Number(inCategory.n) / 24));
  const count = Number((await db.selectFrom("products").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const product = await db.selectFrom("products").select(["id", "slug", "model_number"]).orderBy("id").offset(Math.floor(count / 2)).limit(1).executeTakeFirstOrThrow();
  const search = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;
  const deepPage = Math.min(2000, Math.max(1, Math.ceil(count / 24)));
  // Facet filters (issue 16, decision 031): an option of the category's first options or yes/no attribute, and a range of its first number.
  const attributes = await db.selectFrom("attributes").select(["id", "kind", "options"]).where("category_id", "=", category.id).orderBy("sort_order").execute();
  const choice = attributes.find((attribute) => attribute.kind !== "number");
  const number = attributes.find((attribute) => attribute.kind === "number");
  const option = choice ? (choice.kind === "boolean" ? "yes" : (JSON.parse(choice.options) as string[])[0]) : null;
  const facets = [
    ...(choice && option ? [{ route: "/products of a category, one option ticked", path: `/products?category=${category.id}&${new URLSearchParams([[`a${choice.id}`, option]])}` }] : []),
    ...(choice && option && number
      ? [{ route: "/products of a category, option and range", path: `/products?category=${category.id}&${new URLSearchParams([[`a${choice.id}`, option], [`a${number.id}_min`, "10"]])}` }]
      : []),
  ];
  return [
    { route: "search, 1 char (a)", path: search("a") },
    { route: "search, 1 char, rare (%)", path: search("%") },
    { route: "search, 2 chars (pa)", path: search("pa") },
    { route: "search, 2 chars, rare (qz)", path: search("qz") },
    { route: "search, 3 chars (pan)", path: search("pan") },
    { route: "search, 8 chars (sentinel)", path: search("sentinel") },
    { route: "/products page 1 of a category", path: `/products?category=${category.id}` },
    { route: `/products page ${lastPage} (last) of a category`, path: `/products?category=${category.id}&page=${lastPage}` },
    { route: `/products page ${deepPage}, all products`, path: `/products?page=${deepPage}` },
    ...facets,
    { route: "product page", path: `/product/${product.id}/${product.slug}` },
    // The home page's featured and newest products (the featured ones were a walk of every product before 2026-12-02T0001).
    { route: "home page", path: "/" },
    // Find downloads by model (issue 16 part 6, decision 033): an exact model number, and common text.
    { route: "/support, downloads by model (exact)", path: `/support?model=${encodeURIComponent(product.model_number ?? "SDS-1100-I")}` },
    { route: "/support, downloads by model (panel)", path: "/support?model=panel" },
    { route: "admin products page 1, search (panel)", path: "/admin/products?q=panel", admin: true },
    { route: "sitemap index", path: "/sitemap.xml" },
  ];
}

async function measure(baseURL: string, route: string, { requests, warmup }: { requests: number; warmup: number }, cookie?: string, between?: () => Promise<void>) {
  const times: number[] = [];
  const statuses = new Set<number>();
  let source = "latency";
  const budget = Date.now() + ROUTE_BUDGET_MS;
  for (let i = 0; i < warmup + requests && Date.now() < budget; i++) {
    await between?.();
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(baseURL + route, {
        headers: cookie ? { cookie } : {},
        redirect: "manual",
        signal: AbortSignal.timeout(Math.max(1000, budget - Date.now())),
      });
      await response.arrayBuffer();
    } catch {
      // Slower than the whole budget: counted as a missed target, not a crash of the bench.
      statuses.add(0);
      times.push(performance.now() - started);
      break;
    }
    const latency = performance.now() - started;
    const timing = /(?:^|,)\s*app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
    if (timing) source = "Server-Timing";
    statuses.add(response.status);
    if (i >= warmup || Date.now() >= budget) times.push(timing ? Number(timing[1]) : latency);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN;
  return { status: [...statuses].map((code) => (code === 0 ? "timeout" : code)).join("/"), samples: times.length, p50: at(0.5), p95: at(0.95), source };
}

async function createBenchAdmin(db: Db): Promise<void> {
  const auth = createAdminAuth({ db, dialect: dialectOf(db), secret: randomBytes(32).toString("hex"), baseURL: "http://localhost", logger: pino({ level: "silent" }) });
  await createAdminUser(auth, { ...ADMIN, name: "Bench" });
}

/**
 * Signs in through the login form, as a browser without JavaScript would, and keeps the session
 * cookie. The sign-in also sets a flash cookie ("Login Successful"), which the first admin page
 * shows and clears; kept, it would show its notice on every measured page, as no browser would.
 */
async function signIn(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo: "/admin/dashboard" }),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((cookie) => cookie.includes("session_token="));
  if (response.status !== 302 && response.status !== 303 && response.status !== 204) throw new Error(`Admin sign-in answered ${response.status}`);
  if (cookies.length === 0) throw new Error("Admin sign-in set no session cookie");
  return cookies.join("; ");
}

async function startServer(dataDir: string, databaseUrlValue: string) {
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, "server.log");
  const server = startProcess(process.execPath, ["server/main.js"], {
    cwd: repoRoot,
    logFile,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SQLITE_FILE: "showroom.db",
      DATABASE_URL: databaseUrlValue,
      PUBLIC_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      PAGE_CACHE_MB: "0",
      WEB_CONCURRENCY: "1",
    },
  });
  await waitFor200(`${baseURL}/healthz`, server.child, { timeoutMs: 120_000, intervalMs: 200, logFile });
  return { baseURL, stop: server.stop };
}

function databaseUrl(options: CatalogueOptions, name: string): string {
  const url = new URL(options.databaseUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(options: CatalogueOptions, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
