import type { Row } from "./report";
import type { BenchSettings } from "./settings";
import { runWrk, type WrkResult } from "./wrk";

// Browsers always accept gzip; our page cache keeps gzip and nginx serves the same bytes gzipped.
const HEADERS = { "Accept-Encoding": "gzip" };

export type Target = { label: string; url: string };

/** A short unmeasured run first, so neither side is measured before its JIT and caches are warm. */
async function measure(url: string, settings: BenchSettings): Promise<WrkResult> {
  const options = {
    connections: settings.connections,
    threads: settings.threads,
    headers: HEADERS,
  };
  if (settings.warmupSeconds > 0) await runWrk(url, { ...options, durationSeconds: settings.warmupSeconds });
  const result = await runWrk(url, { ...options, durationSeconds: settings.durationSeconds });
  const longer = longerDuration(result, settings);
  return longer ? runWrk(url, { ...options, durationSeconds: longer }) : result;
}

/**
 * wrk counts only requests that finish within the run, so a page slower than the run shows as
 * 0 req/s. With fewer than three requests per connection, measure again for four times as long (≤ 60 s).
 */
export function longerDuration(result: WrkResult, settings: BenchSettings): number | undefined {
  const longer = Math.min(60, settings.durationSeconds * 4);
  return result.requests < settings.connections * 3 && longer > settings.durationSeconds ? longer : undefined;
}

const rate = (result: WrkResult) => `${Math.round(result.requestsPerSecond).toLocaleString("en-US")} req/s`;

/** Measures the reference, then ours, one after the other on the same machine, and rates ours against it. */
export async function compareThroughput(
  what: string,
  reference: Target,
  ours: Target,
  settings: BenchSettings,
  note?: string,
): Promise<Row> {
  const theirs = await measure(reference.url, settings);
  const mine = await measure(ours.url, settings);
  const problems = [
    mine.errors > 0 && `${ours.label}: ${mine.errors} errors in ${mine.requests} requests`,
    theirs.errors > 0 && `${reference.label}: ${theirs.errors} errors in ${theirs.requests} requests`,
  ].filter(Boolean);
  return {
    what,
    value: theirs.requestsPerSecond > 0 ? mine.requestsPerSecond / theirs.requestsPerSecond : undefined,
    unit: "×",
    target: { atLeast: 0.5 },
    note: [`${ours.label} ${rate(mine)} vs ${reference.label} ${rate(theirs)}`, note].filter(Boolean).join(", "),
    problem: problems.length > 0 ? problems.join(", ") : undefined,
  };
}

/** The X-Cache header of a page after `warmups` requests, to show whether ours was served from the page cache. */
export async function cacheStatusAfter(url: string, warmups: number): Promise<string> {
  let status = "none";
  for (let attempt = 0; attempt < warmups; attempt += 1) {
    const response = await fetch(url, { headers: HEADERS });
    await response.arrayBuffer();
    status = response.headers.get("x-cache") ?? "none";
  }
  return status;
}
