import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { wholeResponse } from "~/http/whole-body.server";
import { send } from "./react-router-handler";

const CHUNK = `<url><loc>https://example.test/product/1/panel-pc</loc><lastmod>2026-11-26</lastmod></url>\n`.repeat(600);
const CHUNKS = 400;

/** Serves one response from `respond`; resolves with the bytes the client got and how many chunks had been made when the first arrived. */
async function fetchThrough(respond: (made: { count: number }) => Response, method = "GET") {
  const made = { count: 0 };
  const app = express();
  app.all("/", (req, res, next) => send(req, res, respond(made)).catch(next));
  const server = await new Promise<ReturnType<typeof createServer>>((resolve) => {
    const listening = createServer(app).listen(0, "127.0.0.1", () => resolve(listening));
  });
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ headers: Record<string, unknown>; body: Buffer; madeAtFirstByte: number }>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/", method, headers: { "Accept-Encoding": "gzip" } }, (response) => {
        const parts: Buffer[] = [];
        let madeAtFirstByte = -1;
        response.on("data", (part: Buffer) => {
          if (madeAtFirstByte < 0) madeAtFirstByte = made.count;
          parts.push(part);
        });
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(parts), madeAtFirstByte }));
        response.on("error", reject);
      })
        .on("error", reject)
        .end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A large XML body made chunk by chunk, as a sitemap's loader makes it. */
const xmlBody = (made: { count: number }) =>
  new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (made.count === CHUNKS) return controller.close();
      made.count += 1;
      controller.enqueue(new TextEncoder().encode(CHUNK));
      // Each chunk waits for the database, as a batch of rows does.
      await new Promise((resolve) => setImmediate(resolve));
    },
  });

describe("sending a loader's response", () => {
  it("sends a file (Content-Disposition inline) as it is made, compressed as it goes, never collected whole first", async () => {
    const { headers, body, madeAtFirstByte } = await fetchThrough((made) =>
      new Response(xmlBody(made), { headers: { "Content-Type": "application/xml", "Content-Disposition": 'inline; filename="sitemap.xml"' } }),
    );
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["content-length"]).toBeUndefined();
    expect(gunzipSync(body).toString()).toBe(CHUNK.repeat(CHUNKS));
    expect(madeAtFirstByte).toBeGreaterThan(0);
    expect(madeAtFirstByte).toBeLessThan(CHUNKS / 2);
  });

  it("collects any other text answer whole and sends it compressed with its length", async () => {
    const { headers, body, madeAtFirstByte } = await fetchThrough((made) => new Response(xmlBody(made), { headers: { "Content-Type": "application/xml" } }));
    expect(headers["content-encoding"]).toBe("gzip");
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(CHUNK.repeat(CHUNKS));
    expect(madeAtFirstByte).toBe(CHUNKS);
  });

  it("sends a rendered document's bytes as they are, with their length, without reading them back from the Response", async () => {
    const document = gzipSync(`<!DOCTYPE html><html><body>${"<p>A page.</p>".repeat(2000)}</body></html>`);
    let response: Response | undefined;
    const { headers, body } = await fetchThrough(() => {
      response = wholeResponse(document, { headers: { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" } });
      return response;
    });
    expect(headers["content-encoding"]).toBe("gzip");
    expect(Number(headers["content-length"])).toBe(document.length);
    expect(body.equals(document)).toBe(true);
    // Its stream was never read, so it is still there to read.
    expect(response?.bodyUsed).toBe(false);

    const head = await fetchThrough(() => wholeResponse(document, { headers: { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" } }), "HEAD");
    expect(Number(head.headers["content-length"])).toBe(document.length);
    expect(head.body).toHaveLength(0);
  });
});
