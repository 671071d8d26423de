import { describe, expect, it } from "vitest";
import { formatTable, missed, verdict, type Row } from "./report";

const ratio = (value: number | undefined, extra: Partial<Row> = {}): Row => ({
  what: "cached / vs nginx",
  value,
  unit: "×",
  target: { atLeast: 0.5 },
  ...extra,
});

describe("verdict", () => {
  it("passes at the limit and misses beyond it, both ways", () => {
    expect(verdict(ratio(0.5))).toBe("pass");
    expect(verdict(ratio(0.49))).toBe("MISS");
    expect(verdict({ what: "RSS", value: 200, unit: "MB", target: { atMost: 200 } })).toBe("pass");
    expect(
      verdict({
        what: "RSS",
        value: 200.1,
        unit: "MB",
        target: { atMost: 200 },
      }),
    ).toBe("MISS");
  });

  it("counts a missing or untrustworthy measurement as a miss, and has none for a row without a target", () => {
    expect(verdict(ratio(undefined))).toBe("MISS");
    expect(verdict(ratio(0.9, { problem: "ours: 3 errors in 900 requests" }))).toBe("MISS");
    expect(verdict({ what: "HTML /news", value: 500, unit: "KB" })).toBe("");
  });
});

describe("formatTable", () => {
  it("prints value (whole numbers from 100), target, result and details", () => {
    const rows: Row[] = [
      ratio(0.1234, { note: "ours 1,200 req/s vs nginx 9,700 req/s" }),
      {
        what: "RSS after start",
        value: 187.4,
        unit: "MB",
        target: { atMost: 200 },
      },
      {
        what: "HTML /news",
        value: undefined,
        unit: "KB",
        problem: "GET /news answered 500",
      },
    ];
    const lines = formatTable(rows).split("\n");
    expect(lines[0]).toMatch(/^measure\s+value\s+target\s+result\s+details$/);
    expect(lines[2]).toMatch(/^cached \/ vs nginx\s+0\.12×\s+≥ 0\.5×\s+MISS\s+ours 1,200 req\/s vs nginx 9,700 req\/s$/);
    expect(lines[3]).toMatch(/^RSS after start\s+187 MB\s+≤ 200 MB\s+pass$/);
    expect(lines[4]).toMatch(/^HTML \/news\s+n\/a\s+GET \/news answered 500$/);
    expect(missed(rows).map((row) => row.what)).toEqual(["cached / vs nginx"]);
  });
});
