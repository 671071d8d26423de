import { Writable } from "node:stream";
import pino from "pino";
import { expect, it } from "vitest";
import { handleError } from "./entry.server";
import { BodyTooLargeError } from "./security/body-too-large";
import { newRequestContext, type RequestContext } from "~/request-context";
import type { AppServices } from "~/services/services.server";

it("logs an unhandled loader or action error as one JSON line, and skips what was already answered", () => {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, new Writable({ write: (chunk, _encoding, done) => (lines.push(chunk.toString()), done()) }));
  const context = newRequestContext({ logger } as unknown as AppServices, { nonce: "", clientIp: null });
  const request = new Request("http://local.test/api/search?q=secret");

  handleError(new Error("broke\nacross lines"), { request, context, params: {} });
  handleError(new BodyTooLargeError(), { request, context, params: {} });
  const aborted = new AbortController();
  aborted.abort();
  handleError(new Error("client left"), { request: new Request("http://local.test/", { signal: aborted.signal }), context, params: {} });

  expect(lines).toHaveLength(1);
  expect(lines[0].trimEnd()).not.toContain("\n");
  expect(JSON.parse(lines[0])).toMatchObject({ level: 50, msg: "unhandled error", method: "GET", path: "/api/search", err: { message: "broke\nacross lines" } });
  expect(lines[0]).not.toContain("secret");
});

it("logs an unreachable database as one short line, without the stack", () => {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, new Writable({ write: (chunk, _encoding, done) => (lines.push(chunk.toString()), done()) }));
  const context = newRequestContext({ logger } as unknown as AppServices, { nonce: "", clientIp: null });
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

  handleError(refused, { request: new Request("http://local.test/products"), context, params: {} });

  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0])).toMatchObject({ level: 50, msg: "database unavailable", path: "/products", reason: "connect ECONNREFUSED 127.0.0.1:5432" });
  expect(lines[0]).not.toContain("stack");
});
