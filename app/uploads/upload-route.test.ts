import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { createAdminUser } from "~/auth/admin-users.server";
import { signInAdmin } from "~/auth/sign-in.server";
import { parseEnv } from "~/config/env.server";
import { createCategory } from "~/content/category/repository.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { action } from "./upload-route";
import { newRequestContext, type RequestContext } from "~/request-context";

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function setUp(db: Db) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "showroom-uploads-"));
  dataDirs.push(dataDir);
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "u".repeat(40), DATA_DIR: dataDir });
  const services = createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) });
  const context: RequestContext = newRequestContext(services, { nonce: "", clientIp: "192.0.2.1" });
  const email = `uploader-${Math.random().toString(36).slice(2)}@example.com`;
  await createAdminUser(services.auth, { email, password: "a long enough password" });
  const signedIn = await signInAdmin(services, { email, password: "a long enough password", ip: "192.0.2.1", userAgent: null });
  if (!signedIn.ok) throw new Error("sign-in failed");
  const cookie = signedIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const storedFiles = () => {
    try {
      return readdirSync(path.join(dataDir, "media"), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    } catch {
      return [];
    }
  };
  const call = async (kind: string, init: { method?: string; file?: { bytes: Uint8Array; name: string; type?: string }; query?: string; signedIn?: boolean }) => {
    const body = new FormData();
    if (init.file) body.append("file", new Blob([new Uint8Array(init.file.bytes)], { type: init.file.type ?? "application/octet-stream" }), init.file.name);
    const request = new Request(`http://localhost/api/admin/uploads/${kind}${init.query ?? ""}`, {
      method: init.method ?? "POST",
      body: init.method === "DELETE" ? undefined : body,
      headers: init.signedIn === false ? {} : { cookie },
    });
    // The guard throws its 401 response; the route's own answers are returned.
    const response = (await action({ request, context, params: { kind } } as Parameters<typeof action>[0]).catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    })) as Response;
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  return { call, storedFiles, services };
}

const png = () => sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366cc" } }).png().toBuffer();

describeEachDatabase("upload endpoints", (getDb) => {
  it("stores an image re-encoded with WebP variants, and records its size and placeholder colour", async () => {
    const db = getDb();
    const { call, storedFiles } = await setUp(db);
    const { status, json } = await call("image", { file: { bytes: await png(), name: "photo.png", type: "image/png" } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, width: 800, height: 600 });
    const key = String(json.filename);
    expect(json.url).toBe(`/media/${key}`);
    const files = storedFiles();
    expect(files).toContain(path.basename(key));
    expect(files.some((name) => name.endsWith(".avif"))).toBe(false);
    expect(files.some((name) => name.endsWith(".webp"))).toBe(true);
    const { dominant_colour } = await db.selectFrom("media_files").select("dominant_colour").where("key", "=", key).executeTakeFirstOrThrow();
    expect(dominant_colour).toMatch(/^(#[0-9a-f]{3}|transparent)$/);
    const row = await db.selectFrom("media_files").select(["kind", "width", "height", "original_name"]).where("key", "=", key).executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: "image", width: 800, height: 600, original_name: "photo.png" });
  });

  it("refuses a PHP file renamed .jpg with a clear message, and stores nothing", async () => {
    const { call, storedFiles } = await setUp(getDb());
    const php = new TextEncoder().encode('<?php system($_GET["c"]); ?>');
    const { status, json } = await call("image", { file: { bytes: php, name: "shell.jpg", type: "image/jpeg" } });
    expect(status).toBe(415);
    expect(json).toEqual({ success: false, error: "This file is not an image. Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded." });
    expect(storedFiles()).toEqual([]);
  });

  it("refuses SVG, which can carry script", async () => {
    const { call } = await setUp(getDb());
    const svg = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { json } = await call("image", { file: { bytes: svg, name: "logo.svg", type: "image/svg+xml" } });
    expect(json.error).toBe("SVG images are not accepted. Please upload a JPEG, PNG or WebP image.");
  });

  it("refuses an image over 2 MB while it streams, and writes nothing", async () => {
    const db = getDb();
    const { call, storedFiles } = await setUp(db);
    const before = await db.selectFrom("media_files").select("id").execute();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const { status, json } = await call("image", { file: { bytes: big, name: "huge.jpg", type: "image/jpeg" } });
    expect(status).toBe(413);
    expect(json).toEqual({ success: false, error: "The image is larger than 2 MB. Please choose a smaller image." });
    expect(storedFiles()).toEqual([]);
    expect(await db.selectFrom("media_files").select("id").execute()).toHaveLength(before.length);
  });

  it("takes a PDF catalogue and refuses an image posing as one", async () => {
    const { call } = await setUp(getDb());
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const stored = await call("catalogue", { file: { bytes: pdf, name: "Datasheet.PDF" } });
    expect(stored.json).toMatchObject({ success: true, fileName: "Datasheet.pdf" });
    expect(String(stored.json.url)).toMatch(/^\/media\/catalogues\/.+\.pdf$/);
    const refused = await call("catalogue", { file: { bytes: await png(), name: "datasheet.pdf" } });
    expect(refused.json).toEqual({ success: false, error: "Only PDF, DOC or DOCX files can be uploaded as a catalogue." });
  });

  it("deletes an image with all its variants, but not while saved content uses it", async () => {
    const db = getDb();
    const { call, storedFiles } = await setUp(db);
    const uploaded = await call("image", { file: { bytes: await png(), name: "a.png" } });
    const url = String(uploaded.json.url);
    const category = await createCategory(db, { name: `Uses image ${Math.random()}`, image: url });
    const refused = await call("image", { method: "DELETE", query: `?url=${encodeURIComponent(url)}` });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(`The file is still used by category "${category.name}". Remove it there and save first.`);
    await db.updateTable("categories").set({ image: null }).where("id", "=", category.id).execute();

    const deleted = await call("image", { method: "DELETE", query: `?url=${encodeURIComponent(url)}` });
    expect(deleted.json).toEqual({ success: true, removed: true });
    expect(storedFiles()).toEqual([]);
    expect(await db.selectFrom("media_files").select("id").where("key", "=", String(uploaded.json.filename)).execute()).toEqual([]);
  });

  it("answers 401 without a session, before reading the upload", async () => {
    const { call, storedFiles } = await setUp(getDb());
    const { status } = await call("image", { file: { bytes: await png(), name: "a.png" }, signedIn: false });
    expect(status).toBe(401);
    expect(storedFiles()).toEqual([]);
  });
});
