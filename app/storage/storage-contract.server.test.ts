import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalS3, startLocalS3 } from "../../tests/setup/s3-server";
import { createKey } from "./keys";
import { createLocalDiskStorage } from "./local-disk.server";
import { createS3Storage } from "./s3.server";
import type { Storage } from "./storage";

type Driver = { name: string; open: () => Promise<{ storage: Storage; close: () => Promise<void> }> };

const drivers: Driver[] = [
  {
    name: "local disk",
    open: async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-contract-"));
      return { storage: createLocalDiskStorage(path.join(dir, "media")), close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver on 127.0.0.1)",
    open: async () => {
      const s3: LocalS3 = await startLocalS3();
      return { storage: createS3Storage(s3.settings), close: s3.stop };
    },
  },
];

const MB = 1024 * 1024;

// The same cases for every driver: the app must not be able to tell which one it runs on.
describe.each(drivers)("storage contract: $name", ({ open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close?.());

  it("puts a buffer and gets it back with size, type and date", async () => {
    const key = createKey("drivers", "zip");
    expect(await storage.put(key, Buffer.from("PK driver bytes"), { contentType: "application/zip" })).toEqual({ size: 15 });
    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 15, contentType: "application/zip" });
    expect(object?.lastModified).toBeInstanceOf(Date);
    expect(await text(object!.body)).toBe("PK driver bytes");
    expect(await storage.head(key)).toMatchObject({ size: 15, contentType: "application/zip" });
    expect(await storage.exists(key)).toBe(true);
  });

  it("puts a stream of chunks and gets a byte range with the whole size", async () => {
    const key = createKey("catalogues", "pdf");
    const { size } = await storage.put(key, Readable.from([Buffer.from("0123"), Buffer.from("456789")]), { contentType: "application/pdf" });
    expect(size).toBe(10);
    const part = await storage.get(key, { range: { start: 2, end: 5 } });
    expect(await text(part!.body)).toBe("2345");
    expect(part?.size).toBe(10);
  });

  it("streams a 12 MB file in and out unchanged (several parts on S3)", async () => {
    const key = createKey("drivers", "exe");
    const chunk = Buffer.alloc(MB);
    const chunks = Array.from({ length: 12 }, (_, index) => Buffer.from(chunk.fill(index + 1)));
    const expected = createHash("sha256");
    for (const each of chunks) expected.update(each);
    expect(await storage.put(key, Readable.from(chunks), { contentType: "application/octet-stream" })).toEqual({ size: 12 * MB });
    const object = await storage.get(key);
    expect(object?.size).toBe(12 * MB);
    expect(createHash("sha256").update(await buffer(object!.body)).digest("hex")).toBe(expected.digest("hex"));
  });

  it("deletes, and reports unknown keys as missing", async () => {
    const key = createKey("images", "webp");
    await storage.put(key, Buffer.from("x"), { contentType: "image/webp" });
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
    expect(await storage.delete(key)).toBe(false);
    expect(await storage.head("images/2026/11")).toBeNull();
  });

  it("reads a file whole when it is deleted once get() has answered", async () => {
    const key = createKey("images", "jpg");
    await storage.put(key, Buffer.from("jpeg bytes"), { contentType: "image/jpeg" });
    const object = await storage.get(key);
    expect(await storage.delete(key)).toBe(true);
    expect(await text(object!.body)).toBe("jpeg bytes");
    expect(await storage.get(key)).toBeNull();
  });

  it("lists objects under a prefix in key order, with their sizes", async () => {
    await storage.put("images/2025/01/b.webp", Buffer.from("bb"), { contentType: "image/webp" });
    await storage.put("images/2025/01/a.webp", Buffer.from("a"), { contentType: "image/webp" });
    await storage.put("images/2025/02/c-640w.avif", Buffer.from("ccc"), { contentType: "image/avif" });
    const listed = [];
    for await (const object of storage.list("images/2025/")) listed.push(object);
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: "images/2025/01/a.webp", size: 1 },
      { key: "images/2025/01/b.webp", size: 2 },
      { key: "images/2025/02/c-640w.avif", size: 3 },
    ]);
    expect(listed[0].lastModified).toBeInstanceOf(Date);
    const all = [];
    for await (const object of storage.list()) all.push(object.key);
    expect(all).toEqual([...all].sort());
    expect(all).toEqual(expect.arrayContaining(["images/2025/01/a.webp", "images/2025/02/c-640w.avif"]));
  });

  it("refuses keys that could leave the store", async () => {
    await expect(storage.get("../secret.txt")).rejects.toThrow("Invalid storage key");
    await expect(storage.head("images/../../secret.txt")).rejects.toThrow("Invalid storage key");
    await expect(storage.put("../evil.txt", Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow("Invalid storage key");
    await expect(storage.delete("images/%2e%2e/secret.txt")).rejects.toThrow("Invalid storage key");
  });

  it("leaves nothing behind when the incoming stream fails", async () => {
    const key = createKey("drivers", "zip");
    let sent = 0;
    const failing = new Readable({
      read() {
        // Past the first part, so S3 has a multipart upload under way to abort.
        if (sent >= 6 * MB) return void this.destroy(new Error("connection reset"));
        sent += MB;
        this.push(Buffer.alloc(MB, 0x5a));
      },
    });
    await expect(storage.put(key, failing, { contentType: "application/zip" })).rejects.toThrow("connection reset");
    expect(await storage.exists(key)).toBe(false);
    const listed = [];
    for await (const object of storage.list("drivers/")) listed.push(object.key);
    expect(listed).not.toContain(key);
  });
});
