import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { createS3Storage } from "~/storage/s3.server";
import type { Storage } from "~/storage/storage";
import { startLocalS3 } from "../../tests/setup/s3-server";
import { mediaHandler, type MediaHandlerOptions } from "./media-handler.server";

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

// Proxied from S3, a file must be answered exactly as from the local disk (decision 018).
const drivers: Array<{ name: string; open: (dir: string) => Promise<{ storage: Storage; close: () => Promise<void> }> }> = [
  { name: "local disk", open: async (dir) => ({ storage: createLocalDiskStorage(path.join(dir, "media")), close: async () => undefined }) },
  {
    name: "S3",
    open: async () => {
      const s3 = await startLocalS3();
      return { storage: createS3Storage(s3.settings), close: s3.stop };
    },
  },
];

describe.each(drivers)("GET /media/<key> from $name", ({ open }) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-media-"));
  let storage: Storage;
  let closeStorage: () => Promise<void>;
  const names: Record<string, string> = { "drivers/2026/11/abc.zip": "Intel LAN Driver v2.1 (Win11) – ü.zip" };
  let server: http.Server;
  let port = 0;

  // Raw HTTP so paths like /media/../x reach the server exactly as written.
  const request = (target: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<RawResponse>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: target, method: options.method ?? "GET", headers: options.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });

  beforeAll(async () => {
    ({ storage, close: closeStorage } = await open(dir));
    writeFileSync(path.join(dir, "secret.txt"), "top secret");
    await storage.put("images/2026/11/abc.webp", Buffer.from("RIFF....WEBPVP8 image"), { contentType: "image/webp" });
    await storage.put("drivers/2026/11/abc.zip", Buffer.from("PK\u0003\u0004 driver archive"), { contentType: "application/zip" });
    await storage.put("catalogues/2026/11/abc.pdf", Buffer.from("%PDF-1.7 catalogue"), { contentType: "application/pdf" });
    const app = express();
    app.use("/media", mediaHandler({ storage, originalName: async (key) => names[key] ?? null }));
    app.use((_req, res) => res.status(404).send("fell through"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await closeStorage();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves an image with its type, validators and a one-year immutable cache", async () => {
    const res = await request("/media/images/2026/11/abc.webp");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("RIFF....WEBPVP8 image");
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["content-length"]).toBe("21");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(res.headers["last-modified"]!).getTime()).toBeGreaterThan(0);
    expect(res.headers["content-disposition"]).toBeUndefined();
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await request("/media/images/2026/11/abc.webp");
    const again = await request("/media/images/2026/11/abc.webp", { headers: { "If-None-Match": first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("sends drivers as attachments under their original file name", async () => {
    const res = await request("/media/drivers/2026/11/abc.zip");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Intel LAN Driver v2.1 (Win11) _ _.zip"; filename*=UTF-8''Intel%20LAN%20Driver%20v2.1%20%28Win11%29%20%E2%80%93%20%C3%BC.zip`,
    );
  });

  it("opens catalogues inline, and any file as a download with ?download", async () => {
    const pdf = await request("/media/catalogues/2026/11/abc.pdf");
    expect(pdf.headers["content-disposition"]).toBe(`inline; filename="abc.pdf"; filename*=UTF-8''abc.pdf`);
    const image = await request("/media/images/2026/11/abc.webp?download");
    expect(image.headers["content-disposition"]).toMatch(/^attachment; filename="abc.webp"/);
  });

  it("serves one byte range, and refuses a range past the end", async () => {
    const part = await request("/media/drivers/2026/11/abc.zip", { headers: { Range: "bytes=5-10" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 5-10/19");
    expect(part.body.toString()).toBe("driver");
    const beyond = await request("/media/drivers/2026/11/abc.zip", { headers: { Range: "bytes=500-600" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */19");
  });

  it("answers HEAD with headers only, and refuses other methods", async () => {
    const head = await request("/media/images/2026/11/abc.webp", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe("21");
    expect(head.body.length).toBe(0);
    const post = await request("/media/images/2026/11/abc.webp", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
  });

  it.each([
    "/media/images/2026/11/missing.webp",
    "/media/../secret.txt",
    "/media/images/../../secret.txt",
    "/media/images/..%2f..%2fsecret.txt",
    "/media/images%2f..%2f..%2fsecret.txt",
    "/media/%2e%2e/secret.txt",
    "/media/images/2026/11/abc.webp%00.png",
    "/media/images\\..\\..\\secret.txt",
    "/media/images/2026/11",
    "/media/",
  ])("answers 404 for %s without leaking files", async (target) => {
    const res = await request(target);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain("top secret");
  });
});

/** The handler alone on a free loopback port; `close` stops it and removes `dir`. */
async function serveMedia(dir: string, options: MediaHandlerOptions) {
  const app = express();
  app.use("/media", mediaHandler(options));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe("GET /media/<key> for a file deleted while it is asked for", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-media-gone-"));
  const disk = createLocalDiskStorage(path.join(dir, "media"));
  let served: Awaited<ReturnType<typeof serveMedia>>;
  beforeAll(async () => {
    await disk.put("images/2026/11/gone.webp", Buffer.from("RIFF....WEBPVP8 image"), { contentType: "image/webp" });
    // The file is found, then deleted before it is opened, as when the trash purges it at that moment.
    const storage: Storage = {
      ...disk,
      get: async (key, options) => {
        await disk.delete(key);
        return disk.get(key, options);
      },
    };
    served = await serveMedia(dir, { storage, originalName: async () => null });
  });
  afterAll(() => served.close());

  it("answers 404, not an ended connection, with none of the file's headers", async () => {
    const res = await fetch(`${served.base}/media/images/2026/11/gone.webp`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Not found");
    expect(res.headers.get("cache-control")).toBe("no-store");
    // The file's own validator is strong; Express may still tag the text of the 404 itself.
    expect(res.headers.get("etag") ?? "").not.toMatch(/^"/);
    expect(res.headers.get("last-modified")).toBeNull();
    expect(res.headers.get("content-length")).toBe("9");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

describe("GET /media/<key> with MEDIA_PUBLIC_URL", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-media-cdn-"));
  const storage = createLocalDiskStorage(path.join(dir, "media"));
  let served: Awaited<ReturnType<typeof serveMedia>>;
  beforeAll(async () => {
    await storage.put("drivers/2026/11/abc.zip", Buffer.from("PK\u0003\u0004 driver"), { contentType: "application/zip" });
    served = await serveMedia(dir, { storage, originalName: async () => "LAN Driver.zip", publicUrl: "https://cdn.example.com/media" });
  });
  afterAll(() => served.close());

  it("redirects images to the CDN, cached for a day", async () => {
    const res = await fetch(`${served.base}/media/images/2026/11/abc-640w.avif`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://cdn.example.com/media/images/2026/11/abc-640w.avif");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("still serves downloads itself, under their original name, and refuses bad keys", async () => {
    const res = await fetch(`${served.base}/media/drivers/2026/11/abc.zip`, { redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="LAN Driver.zip"/);
    const image = await fetch(`${served.base}/media/images/2026/11/abc.webp?download`, { redirect: "manual" });
    expect(image.status).toBe(404);
    expect((await fetch(`${served.base}/media/images/../x.webp`, { redirect: "manual" })).status).toBe(404);
  });
});
