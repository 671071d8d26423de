import { describe, expect, it } from "vitest";
import { readSettings } from "./settings";
import { longerDuration } from "./throughput";

const settings = readSettings({});
const run = (requests: number) => ({ requests, requestsPerSecond: requests / 5, errors: 0, latencyAvgMs: 100 });

describe("longerDuration", () => {
  it("measures a page again for four times as long when too few requests finished to give a rate", () => {
    expect(longerDuration(run(0), settings)).toBe(20);
    expect(longerDuration(run(59), settings)).toBe(20);
  });

  it("keeps a run with three requests per connection or more", () => {
    expect(longerDuration(run(60), settings)).toBeUndefined();
  });

  it("never goes past 60 s", () => {
    expect(longerDuration(run(0), readSettings({ BENCH_DURATION: "30" }))).toBe(60);
    expect(longerDuration(run(0), readSettings({ BENCH_DURATION: "60" }))).toBeUndefined();
  });
});
