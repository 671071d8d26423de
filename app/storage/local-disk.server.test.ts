import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { createKey } from "./keys";
import { createLocalDiskStorage } from "./local-disk.server";

// The cases every driver shares are in storage-contract.server.test.ts; these are about the disk itself.
describe("local disk storage", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-storage-"));
  const root = path.join(dir, "media");
  const storage = createLocalDiskStorage(root);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("stores a buffer and reads it back with size, type and date", async () => {
    const key = createKey("drivers", "zip");
    const { size } = await storage.put(key, Buffer.from("PK driver bytes"), { contentType: "application/zip" });
    expect(size).toBe(15);
    expect(readFileSync(path.join(root, ...key.split("/")), "utf8")).toBe("PK driver bytes");

    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 15, contentType: "application/zip" });
    expect(object?.lastModified).toBeInstanceOf(Date);
    expect(await text(object!.body)).toBe("PK driver bytes");
    expect(await storage.exists(key)).toBe(true);
  });

  it("reads a file whole when it is removed the moment get() answers", async () => {
    const key = createKey("images", "jpg");
    await storage.put(key, Buffer.from("jpeg bytes"), { contentType: "image/jpeg" });
    const object = await storage.get(key);
    // Removed before the stream has had a turn: the file must already be open.
    rmSync(path.join(root, ...key.split("/")));
    expect(await text(object!.body)).toBe("jpeg bytes");
    expect(await storage.get(key)).toBeNull();
  });

  it("never reads or writes outside its root", async () => {
    writeFileSync(path.join(dir, "secret.txt"), "top secret");
    await expect(storage.get("../secret.txt")).rejects.toThrow("Invalid storage key");
    await expect(storage.get("images/../../secret.txt")).rejects.toThrow("Invalid storage key");
    await expect(storage.put("../evil.txt", Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
      "Invalid storage key",
    );
    await expect(storage.delete("images/%2e%2e/secret.txt")).rejects.toThrow("Invalid storage key");
    expect(readFileSync(path.join(dir, "secret.txt"), "utf8")).toBe("top secret");
  });

  it("leaves no partial file when a stream fails", async () => {
    const key = createKey("drivers", "zip");
    const failing = new Readable({
      read() {
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(storage.put(key, failing, { contentType: "application/zip" })).rejects.toThrow("connection reset");
    expect(await storage.exists(key)).toBe(false);
    const folder = path.join(root, ...key.split("/").slice(0, -1));
    expect(readdirSync(folder).filter((name) => name.endsWith(".part"))).toEqual([]);
  });
});
