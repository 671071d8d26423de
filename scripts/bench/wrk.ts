import { runToEnd } from "./processes";

export type WrkResult = {
  requests: number;
  requestsPerSecond: number;
  /** Responses outside 2xx/3xx plus connect, read, write and timeout errors. */
  errors: number;
  latencyAvgMs: number | undefined;
};

export type WrkOptions = {
  connections: number;
  threads: number;
  durationSeconds: number;
  headers: Record<string, string>;
};

/** Runs Debian's wrk against one URL (127.0.0.1 only) for a fixed time and parses its summary. */
export async function runWrk(url: string, options: WrkOptions): Promise<WrkResult> {
  if (new URL(url).hostname !== "127.0.0.1") throw new Error(`The bench only loads 127.0.0.1, not ${url}`);
  const args = [
    `--threads=${Math.min(options.threads, options.connections)}`,
    `--connections=${options.connections}`,
    `--duration=${options.durationSeconds}s`,
    // Slow uncached pages under 20 connections can take seconds each; wrk's 2 s default would count them as errors.
    "--timeout=30s",
    ...Object.entries(options.headers).flatMap(([name, value]) => ["--header", `${name}: ${value}`]),
    url,
  ];
  // wrk stops itself after the duration; the margin only guards against a hang.
  const output = await runToEnd("wrk", args, {
    cwd: process.cwd(),
    timeoutMs: (options.durationSeconds + 40) * 1000,
  });
  return parseWrkOutput(output);
}

const UNIT_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  m: 60_000,
};

/** Reads wrk 4's plain-text summary. Throws when it is not there, rather than guessing zeros. */
export function parseWrkOutput(output: string): WrkResult {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const total = /^\s*(\d+) requests in /m.exec(output);
  if (!rps || !total) throw new Error(`Unexpected wrk output:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  const latency = /^\s*Latency\s+([\d.]+)(us|ms|s|m)\b/m.exec(output);
  return {
    requests: Number(total[1]),
    requestsPerSecond: Number(rps[1]),
    errors: non2xx + socketErrors,
    latencyAvgMs: latency ? Number(latency[1]) * UNIT_MS[latency[2]] : undefined,
  };
}
