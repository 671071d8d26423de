import { describe, expect, it } from "vitest";
import { attempt, formatTable, missed, short, verdict, type Row } from "./report";

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

describe("attempt", () => {
  it("turns a failed measurement into a missed row naming the error's first line", async () => {
    const rows = await attempt("cold start", async () => {
      throw new Error("http://127.0.0.1:4000/ did not answer 200 within 120 s\nserver output...");
    });
    expect(rows).toHaveLength(1);
    expect(rows[0].problem).toBe("not measured: http://127.0.0.1:4000/ did not answer 200 within 120 s");
    expect(missed(rows)).toEqual(rows);
  });

  it("passes the measured rows through", async () => {
    const row: Row = { what: "RSS after start", value: 150, unit: "MB", target: { atMost: 200 } };
    expect(await attempt("RSS", async () => [row])).toEqual([row]);
  });
});

describe("short", () => {
  it("drops a product page's slug and leaves other paths alone", () => {
    expect(short("/product/12/15-6-fanless-panel-pc")).toBe("/product/12/…");
    expect(short("/products")).toBe("/products");
  });
});
