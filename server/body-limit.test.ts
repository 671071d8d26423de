import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit";
import { errorLog } from "./error-log";

const MB = 1024 * 1024;

/** Sends `bytes` as a chunked body (or with a Content-Length) and reports the answer. */
function post(base: string, path: string, bytes: number, options: { declare?: boolean } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, {
      method: "POST",
      headers: options.declare ? { "content-length": String(bytes) } : { "transfer-encoding": "chunked" },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on("error", (error) => reject(new Error(`${path}: ${error.message}`)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (!answered && !request.destroyed && sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", write);
      }
      if (!answered && !request.destroyed) request.end();
    };
    if (!options.declare || bytes < MB) write();
    else request.flushHeaders();
  });
}

describe("bodyLimit", () => {
  let server: http.Server;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(bodyLimit({ maxBytes: MB }));
    // Reads the body the way React Router's adapter does: a web stream over the Node request.
    app.post("/{*path}", async (req, res) => {
      const request = new Request("http://local.test/", { method: "POST", body: createReadableStreamFromReadable(req), duplex: "half" } as RequestInit);
      try {
        const size = (await request.arrayBuffer()).byteLength;
        seen.push(`read ${size}`);
        if (!res.headersSent) res.send(String(size));
      } catch (error) {
        seen.push(`failed: ${(error as Error).name}`);
      }
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("lets a body up to the cap through", async () => {
    expect(await post(base, "/contact", MB)).toEqual({ status: 200, body: String(MB) });
  });

  it("answers 413 to a chunked body over the cap, and its reader gets an error, never a truncated body", async () => {
    seen.length = 0;
    const started = Date.now();
    expect(await post(base, "/contact", 50 * MB)).toEqual({ status: 413, body: "Request body too large" });
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect.poll(() => seen).toEqual(["failed: BodyTooLargeError"]);
  });

  it("refuses a declared Content-Length over the cap without reading the body", async () => {
    seen.length = 0;
    expect(await post(base, "/contact", 5 * MB, { declare: true })).toMatchObject({ status: 413 });
    expect(seen).toEqual([]);
  });

  it("leaves the upload endpoints, spelled exactly, to their own limits; other spellings are capped", async () => {
    for (const path of ["/api/admin/uploads/image", "/api/admin/uploads/catalogue", "/api/admin/driver-file"]) {
      expect(await post(base, path, 3 * MB), path).toEqual({ status: 200, body: String(3 * MB) });
    }
    for (const path of ["/API/admin/uploads/image", "/api/admin/uploads/%69mage", "/api/admin//driver-file", "/api/admin/driver-file/"]) {
      expect((await post(base, path, 3 * MB)).status, path).toBe(413);
    }
  });
});

describe("errorLog", () => {
  it("logs an unhandled error as one JSON line and answers without the stack", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const app = express();
    app.get("/boom", () => {
      throw new Error("kaboom\nsecond line");
    });
    app.use(errorLog(logger));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/boom`);
      expect(response.status).toBe(500);
      expect(await response.text()).toBe("Internal Server Error");
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0].trimEnd()).not.toContain("\n");
    expect(JSON.parse(lines[0])).toMatchObject({ level: 50, msg: "request failed", path: "/boom", err: { message: "kaboom\nsecond line" } });
  });

  it("does not report a visitor who left mid-response as a server error", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, new Writable({ write: (chunk, _encoding, done) => done(void lines.push(chunk.toString())) }));
    const app = express();
    app.get("/gone", () => {
      throw Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" });
    });
    app.use(errorLog(logger));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/gone`);
    } finally {
      server.close();
    }
    expect(lines).toEqual([]);
  });
});
