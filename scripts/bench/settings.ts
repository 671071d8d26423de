/** Knobs of `npm run bench`, from the environment, each clamped so no setting makes a run unbounded. */
export type BenchSettings = {
  connections: number;
  threads: number;
  durationSeconds: number;
  warmupSeconds: number;
  mixedRequests: number;
  mixedTimeLimitSeconds: number;
  coldStarts: number;
};

const knobs: Record<keyof BenchSettings, { env: string; fallback: number; min: number; max: number }> = {
  connections: { env: "BENCH_CONNECTIONS", fallback: 20, min: 1, max: 200 },
  threads: { env: "BENCH_THREADS", fallback: 2, min: 1, max: 8 },
  durationSeconds: { env: "BENCH_DURATION", fallback: 5, min: 1, max: 60 },
  warmupSeconds: { env: "BENCH_WARMUP", fallback: 1, min: 0, max: 30 },
  mixedRequests: {
    env: "BENCH_MIXED_REQUESTS",
    fallback: 10_000,
    min: 100,
    max: 100_000,
  },
  mixedTimeLimitSeconds: {
    env: "BENCH_MIXED_TIME_LIMIT",
    fallback: 300,
    min: 10,
    max: 1800,
  },
  coldStarts: { env: "BENCH_COLD_STARTS", fallback: 3, min: 1, max: 10 },
};

export function readSettings(env: Record<string, string | undefined>): BenchSettings {
  const entries = Object.entries(knobs).map(([key, knob]) => {
    const raw = env[knob.env];
    const value = raw === undefined || raw.trim() === "" ? knob.fallback : Number(raw);
    if (!Number.isFinite(value)) throw new Error(`${knob.env} must be a number, not "${raw}"`);
    return [key, Math.min(knob.max, Math.max(knob.min, Math.round(value)))];
  });
  return Object.fromEntries(entries) as BenchSettings;
}
