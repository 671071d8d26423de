import type { IncomingMessage } from "node:http";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { requestLog } from "./request-log";

/** A logger whose lines are kept, as the server's is configured (bindings pid and hostname). */
function capturingLogger(level = "info") {
  const lines: string[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

const request = (url: string, headers: Record<string, string> = {}) => ({ url, method: "GET", headers }) as unknown as IncomingMessage;

describe("requestLog", () => {
  it("writes one line per answered request in pino's own format, without the query string", () => {
    const { logger, lines } = capturingLogger();
    const logged = requestLog(logger)(request("/products?category=2&email=someone@example.com", { "x-request-id": "abc-123" }));
    logged.answered(200);
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("}\n")).toBe(true);
    const line = JSON.parse(lines[0]);
    expect(line).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: "abc-123",
      method: "GET",
      path: "/products",
      status: 200,
      ms: expect.any(Number),
    });
    // The same keys in the same order as pino writes for logger.info({ reqId, method, path, status, ms }).
    logger.info({ reqId: "abc-123", method: "GET", path: "/products", status: 200, ms: 0 });
    expect(Object.keys(line)).toEqual(Object.keys(JSON.parse(lines[1])));
  });

  it("escapes what a path may hold, and replaces an odd request id with a new one", () => {
    const { logger, lines } = capturingLogger();
    const logged = requestLog(logger)(request('/a"b\\c', { "x-request-id": 'x"}\n{"level":60' }));
    logged.answered(404);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line.path).toBe('/a"b\\c');
    expect(line.reqId).toBe(logged.id);
    expect(logged.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes nothing for health checks and build files, nor when the log level is above info", () => {
    const { logger, lines } = capturingLogger();
    requestLog(logger)(request("/healthz")).answered(200);
    requestLog(logger)(request("/assets/app-1.js")).answered(200);
    const quiet = capturingLogger("warn");
    requestLog(quiet.logger)(request("/")).answered(200);
    expect([...lines, ...quiet.lines]).toEqual([]);
  });
});
