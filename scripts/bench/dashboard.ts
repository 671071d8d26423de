import { bumpContentVersion } from "~/content/shared/content-version.server";
import { VERSION_RECHECK_MS } from "~/content/shared/versioned-cache.server";
import type { Db } from "~/db/connection.server";

/**
 * Issue 18's measurements on the catalogue bench's generated catalogue (decision 041): the admin
 * product list sorted by completeness (all, and one category), and the dashboard as staff open it
 * (its parts served from their caches), for 30 and 90 days, and the first view after each content
 * write, which reads the completeness averages and the health checks again. The dashboard's first
 * view starts the background checks of stored files; they are waited for, and timed, first, so
 * they do not run under the measured requests.
 */
export type BenchTarget = {
  route: string;
  path: string;
  admin?: boolean;
  /** Fewer requests than the bench's usual count, for a route that waits between requests. */
  requests?: number;
  /** Fewer untimed requests before them than the bench's usual count, for the same reason. */
  warmup?: number;
  /** Its own limit, when issue 10's 10 ms is not what the route promises. */
  targetMs?: number;
  /** Run once before the route's requests. */
  before?: (server: { baseURL: string; cookie: string }) => Promise<void>;
  /** Run before each request. */
  between?: () => Promise<void>;
};

/** The first view after a content write: it reads the stored scores' averages again, grouped over their index. */
export const AFTER_WRITE_TARGET_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function dashboardTargets(db: Db, categoryId: number, log: (message: string) => void): BenchTarget[] {
  return [
    { route: "admin products by completeness", path: "/admin/products?sort=completeness", admin: true },
    { route: "admin products of a category by completeness", path: `/admin/products?category=${categoryId}&sort=completeness`, admin: true },
    { route: "admin dashboard", path: "/admin/dashboard", admin: true, before: (server) => fileChecksDone(db, server, log) },
    { route: "admin dashboard, 90 days", path: "/admin/dashboard?range=90", admin: true },
    {
      route: "admin dashboard, first view after a content write",
      path: "/admin/dashboard",
      admin: true,
      requests: 15,
      warmup: 5,
      targetMs: AFTER_WRITE_TARGET_MS,
      // A write elsewhere: the server's caches see the new version at their next check.
      between: async () => {
        await bumpContentVersion(db);
        await sleep(VERSION_RECHECK_MS + 100);
      },
    },
  ];
}

/** Opens the dashboard once and waits until the background checks of stored files it started have finished. */
async function fileChecksDone(db: Db, server: { baseURL: string; cookie: string }, log: (message: string) => void): Promise<void> {
  const response = await fetch(`${server.baseURL}/admin/dashboard`, { headers: { cookie: server.cookie }, redirect: "manual" });
  await response.arrayBuffer();
  const deadline = Date.now() + 600_000;
  for (;;) {
    const scans = await db.selectFrom("health_scans").select(["name", "started_at", "finished_at", "locked_until", "error"]).execute();
    const done = scans.length >= 2 && scans.every((scan) => scan.finished_at && !scan.locked_until);
    if (done) {
      for (const scan of scans) log(`file check "${scan.name}": ${((Date.parse(scan.finished_at!) - Date.parse(scan.started_at!)) / 1000).toFixed(1)} s${scan.error ? `, failed: ${scan.error}` : ""}`);
      return;
    }
    if (Date.now() > deadline) throw new Error("The dashboard's checks of stored files did not finish within 10 minutes");
    await sleep(500);
  }
}
