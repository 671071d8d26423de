import { describe, expect, it } from "vitest";
import { parseWrkOutput } from "./wrk";

// Verbatim output of Debian's wrk 4.1.0.
const clean = `Running 5s test @ http://127.0.0.1:3917/product/1/15-6-fanless-panel-pc
  2 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.01ms  512.10us   9.87ms   80.00%
    Req/Sec     4.60k   310.22     5.10k    66.67%
  45872 requests in 5.10s, 478.29MB read
Requests/sec:   8994.51
Transfer/sec:     93.73MB
`;

const withErrors = `Running 5s test @ http://127.0.0.1:3917/
  2 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.56s   194.46ms   5.05s    80.00%
    Req/Sec     2.67      1.53     4.00     66.67%
  10 requests in 5.10s, 478.29KB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:      1.96
Transfer/sec:     93.73KB
`;

describe("parseWrkOutput", () => {
  it("reads requests, rate and mean latency", () => {
    expect(parseWrkOutput(clean)).toEqual({
      requests: 45872,
      requestsPerSecond: 8994.51,
      errors: 0,
      latencyAvgMs: 2.01,
    });
  });

  it("counts non-2xx responses and socket errors, and converts seconds", () => {
    expect(parseWrkOutput(withErrors)).toEqual({
      requests: 10,
      requestsPerSecond: 1.96,
      errors: 9,
      latencyAvgMs: 4560,
    });
  });

  it("reads microsecond latencies and a run with no requests", () => {
    const none = clean.replace("2.01ms", "812.00us").replace("45872 requests", "0 requests").replace("8994.51", "0.00");
    expect(parseWrkOutput(none)).toMatchObject({
      requests: 0,
      requestsPerSecond: 0,
      latencyAvgMs: 0.812,
    });
  });

  it("refuses output without a summary instead of reporting zero", () => {
    expect(() => parseWrkOutput("unable to connect to 127.0.0.1:1 Connection refused\n")).toThrow(/Unexpected wrk output/);
  });
});
