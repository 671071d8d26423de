import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

/**
 * Lighthouse (its Node API, default mobile configuration) against Debian's Chromium, shared by
 * `npm run lighthouse` (scripts/lighthouse.ts) and the browser test (lighthouse.spec.ts).
 */

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

/** Performance varies with the machine's load; the other three are deterministic. */
export const targets: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

export type Theme = "light" | "dark";


export type Browser = { port: number; close: () => Promise<void> };

/** One Chromium with a fresh profile; its DevTools port listens on 127.0.0.1 (Chromium's default). */
export async function launchChromium(): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "showroom-lighthouse-"));
  let chrome: LaunchedChrome;
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
      userDataDir,
      handleSIGINT: false,
      logLevel: "error",
    });
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
  const close = async () => {
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) {
      const exited = new Promise((resolve) => chrome.process.once("exit", resolve));
      chrome.kill();
      await exited;
    }
    rmSync(userDataDir, { recursive: true, force: true });
  };
  return { port: chrome.port, close };
}

/** The five public pages audited; "a product page" is the first product in the sitemap. */
export const auditedPages = ["/", "/products", "a product page", "/news", "/support"] as const;
export type AuditedPage = (typeof auditedPages)[number];

/** The path of one audited page on a running server. */
export async function pagePath(baseURL: string, page: AuditedPage): Promise<string> {
  if (page !== "a product page") return page;
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const product = /<loc>[^<]*?(\/product\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!product) throw new Error("The sitemap lists no product page to audit.");
  return product;
}

export type PageReport = {
  path: string;
  theme: Theme;
  scores: Partial<Record<Category, number>>;
  /** Audits that lost points, per category, as "title (id)". */
  failing: Partial<Record<Category, string[]>>;
  /** Performance opportunities with their estimated savings, largest first. */
  opportunities: string[];
  /** Core metrics as Lighthouse displays them (e.g. "LCP 2.1 s"). */
  metrics: string[];
};

/** Runs one Lighthouse navigation of baseURL + path; the theme is the visitor's theme cookie. */
export async function auditPage(
  browser: Browser,
  baseURL: string,
  pagePath: string,
  theme: Theme,
  only: readonly Category[] = categories,
): Promise<PageReport> {
  const flags: Flags = {
    port: browser.port,
    hostname: "127.0.0.1",
    output: "json",
    logLevel: "error",
    onlyCategories: [...only],
    extraHeaders: { Cookie: `theme=${theme}` },
    // Only the HTML report shows it (element thumbnails); no audit uses it, and it costs seconds.
    disableFullPageScreenshot: true,
  };
  let lhr = await runLighthouse(baseURL + pagePath, flags);
  // Chromium now and then leaves the navigation's start out of the trace; Lighthouse's own advice
  // for this error is to run again, which is done once.
  if (lhr.runtimeError?.code === "NO_NAVSTART") lhr = await runLighthouse(baseURL + pagePath, flags);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const report: PageReport = {
    path: pagePath,
    theme,
    scores: {},
    failing: {},
    opportunities: opportunities(lhr),
    metrics: metrics(lhr),
  };
  for (const category of only) {
    const entry = lhr.categories[category];
    report.scores[category] = entry?.score === null || entry?.score === undefined ? 0 : Math.round(entry.score * 100);
    report.failing[category] = (entry?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 0) < 1)
      .map((ref) => `${lhr.audits[ref.id].title} (${ref.id})`);
  }
  return report;
}

async function runLighthouse(url: string, flags: Flags): Promise<Result> {
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  return result.lhr;
}

function opportunities(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === "opportunity" && (audit.score ?? 1) < 1)
    .map((audit) => ({
      audit,
      savings: audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0,
    }))
    .sort((a, b) => b.savings - a.savings)
    .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
}

function metrics(lhr: Result): string[] {
  const ids: Record<string, string> = {
    "first-contentful-paint": "FCP",
    "largest-contentful-paint": "LCP",
    "total-blocking-time": "TBT",
    "cumulative-layout-shift": "CLS",
    "speed-index": "SI",
  };
  return Object.entries(ids)
    .filter(([id]) => lhr.audits[id]?.displayValue)
    .map(([id, name]) => `${name} ${lhr.audits[id].displayValue}`);
}

/** Categories of a report that are below their target. */
export function missedTargets(report: PageReport): Category[] {
  return (Object.keys(report.scores) as Category[]).filter((category) => (report.scores[category] ?? 0) < targets[category]);
}
