import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { type Db, openDatabase } from "~/db/connection.server";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../tests/setup/test-database";
import { createApp } from "./app";

/** Serves the app on a free loopback port just long enough to ask GET /healthz. */
async function getHealth(db: Db) {
  const services = createServices(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }), { db });
  // /healthz is answered before React Router, so no build is ever loaded here.
  const app = createApp({ services, build: () => Promise.reject(new Error("not used by /healthz")) });
  const server = await new Promise<ReturnType<typeof createServer>>((resolve) => {
    const listening = createServer(app.listener).listen(0, "127.0.0.1", () => resolve(listening));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return { status: response.status, cacheControl: response.headers.get("cache-control"), body: await response.json() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describeEachDatabase("GET /healthz", (getDb) => {
  it("answers 200 while the database answers", async () => {
    expect(await getHealth(getDb())).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { status: "ok", database: true },
    });
  });

  // Runs after the test above: it closes the suite's database for good.
  it("answers 503 once the database connection is closed", async () => {
    await getDb().destroy();
    expect(await getHealth(getDb())).toEqual({
      status: 503,
      cacheControl: "no-store",
      body: { status: "unavailable", database: false },
    });
  });
});

describe("GET /healthz without a database server", () => {
  it("answers 503 when PostgreSQL cannot be reached", async () => {
    // A port that was free a moment ago: nothing listens there, so connecting is refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const { db } = openDatabase({ kind: "postgres", url: `postgresql://postgres@127.0.0.1:${port}/showroom` });
    try {
      const health = await getHealth(db);
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: "unavailable", database: false });
    } finally {
      await db.destroy();
    }
  });
});
