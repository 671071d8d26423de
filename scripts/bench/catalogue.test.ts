import { describe, expect, it } from "vitest";
import { catalogueOptions, catalogueRows } from "./catalogue";

describe("catalogue bench settings and rows", () => {
  it("runs 100,000 products on SQLite, and on PostgreSQL only with a database URL", () => {
    expect(catalogueOptions({})).toEqual({ products: 100_000, requests: 100, databases: ["sqlite"], databaseUrl: undefined });
    const url = "postgresql://postgres@127.0.0.1:5432/x";
    expect(catalogueOptions({ BENCH_DATABASE_URL: url }).databases).toEqual(["sqlite", "postgres"]);
    expect(catalogueOptions({ BENCH_DATABASE_URL: url, BENCH_DATABASES: "postgres" }).databases).toEqual(["postgres"]);
    expect(catalogueOptions({ BENCH_PRODUCTS: "1e9", BENCH_REQUESTS: "1" })).toMatchObject({ products: 1_000_000, requests: 20 });
  });

  it("turns a slow route, an error status or a route out of its time budget into a missed line of the bench table", () => {
    const base = { database: "sqlite", samples: 100, requested: 100, p50: 2, source: "Server-Timing" };
    const rows = catalogueRows(
      [
        { ...base, route: "search", status: "200", p95: 4 },
        { ...base, route: "sitemap", status: "200", p95: 12 },
        { ...base, route: "page", status: "404", p95: 1 },
        { ...base, route: "dashboard", status: "200", p95: 3, samples: 1, requested: 15 },
      ],
      100_000,
    );
    expect(rows.map((row) => [row.what, row.value, row.target, row.problem])).toEqual([
      ["100k sqlite: search", 4, { atMost: 10 }, undefined],
      ["100k sqlite: sitemap", 12, { atMost: 10 }, undefined],
      ["100k sqlite: page", 1, { atMost: 10 }, "status 404"],
      ["100k sqlite: dashboard", 3, { atMost: 10 }, "only 1 of 15 requests in the route's time budget"],
    ]);
  });
});
