import { describe, expect, it } from "vitest";
import { readSettings } from "./settings";

describe("readSettings", () => {
  it("defaults to 20 connections, 5 s per target and 10,000 mixed requests", () => {
    expect(readSettings({})).toEqual({
      connections: 20,
      threads: 2,
      durationSeconds: 5,
      warmupSeconds: 1,
      mixedRequests: 10_000,
      mixedTimeLimitSeconds: 300,
      coldStarts: 3,
    });
  });

  it("keeps every setting within its bounds", () => {
    const settings = readSettings({
      BENCH_DURATION: "3600",
      BENCH_CONNECTIONS: "0",
      BENCH_MIXED_REQUESTS: "1e9",
      BENCH_WARMUP: "",
    });
    expect(settings).toMatchObject({
      durationSeconds: 60,
      connections: 1,
      mixedRequests: 100_000,
      warmupSeconds: 1,
    });
  });

  it("names a setting that is not a number", () => {
    expect(() => readSettings({ BENCH_DURATION: "five" })).toThrow('BENCH_DURATION must be a number, not "five"');
  });
});
