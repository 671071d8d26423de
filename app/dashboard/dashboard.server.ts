import { type Area, mayEnter, type Role } from "~/auth/roles";
import { countCategories } from "~/content/category/repository.server";
import { countProducts } from "~/content/product/repository.server";
import { countSolutions } from "~/content/solution/repository.server";
import { countSubcategories } from "~/content/subcategory/repository.server";
import { timeAgo } from "~/audit/time-ago";
import type { AppServices } from "~/services/services.server";
import { getCachedCompletenessSummary } from "./catalogue-completeness.server";
import { type ScanName, refreshScans } from "./health-scans.server";
import { createVersionedCache } from "~/content/shared/versioned-cache.server";
import { getCachedInboxTrends, inboxTrendsFingerprint, readInboxState } from "./inbox-trends.server";
import type { TrendRange } from "./inbox-trends";
import { getCachedRecentActivity, recentActivityFingerprint } from "./recent-activity.server";
import { failedMail, getCachedContentHealth, healthChecks } from "./site-health.server";

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/** The four content counts: a count of 100,000 products reads every row of an index, so it follows the content version (decision 005). */
const getCachedContentCounts = createVersionedCache(async (db) => {
  const [categories, subcategories, products, solutions] = await Promise.all([countCategories(db), countSubcategories(db), countProducts(db), countSolutions(db)]);
  return { categories, subcategories, products, solutions };
});

/** The file checks a role sees the outcome of: missing files for content and downloads, checksums for downloads. */
export function scansFor(role: Role): ScanName[] {
  const content = mayEnter(role, "content");
  const drivers = mayEnter(role, "drivers");
  return [...(content || drivers ? (["files"] as const) : []), ...(drivers ? (["checksums"] as const) : [])];
}

/**
 * Everything the dashboard shows a role, each part only for a role that may act on it (decision 041):
 * counts and completeness for content, trends and failed mail for the inbox, the file checks for
 * content and downloads, and the audit entries of the role's parts. Every part is read from a cache
 * that follows what it reads; the file checks run in the background and are only started here.
 * Nothing waits for another read: the inbox's fingerprint and counts come in one statement beside
 * the others, and the two caches that follow it wait for that one only.
 */
export async function loadDashboard(services: Services, role: Role, range: TrendRange) {
  const { db } = services;
  const may = (area: Area) => mayEnter(role, area);
  const scans = scansFor(role);
  const inboxState = readInboxState(db);
  const [{ scans: scanStates }, counts, inbox, trends, completeness, contentHealth, mail, activity] = await Promise.all([
    refreshScans(services, scans),
    may("content") ? getCachedContentCounts(db) : null,
    may("inbox") ? inboxState.then((state) => ({ enquiries: state.newEnquiries, messages: state.newMessages })) : null,
    may("inbox") ? inboxState.then((state) => getCachedInboxTrends(db, range, inboxTrendsFingerprint(state))) : null,
    may("content") ? getCachedCompletenessSummary(db) : null,
    may("content") ? getCachedContentHealth(db) : { deleted: { items: [], count: 0 }, discontinued: { items: [], count: 0 }, ending: { items: [], count: 0 } },
    may("inbox") ? failedMail(db) : null,
    inboxState.then((state) => getCachedRecentActivity(db, role, recentActivityFingerprint(state.newestAudit))),
  ]);
  const now = new Date();
  const checks = healthChecks(contentHealth, scanStates, mail).filter((check) => may(check.area));
  const fileChecks = scans.map((name) => {
    const state = scanStates[name];
    return { name, running: state.running, checked: state.finishedAt ? timeAgo(state.finishedAt, now) : null, at: state.finishedAt, error: state.error };
  });
  return { counts, inbox, trends, completeness, health: checks.length > 0 ? { checks, fileChecks } : null, activity };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
