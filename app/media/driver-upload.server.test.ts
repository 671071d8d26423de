import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteTestDatabase, type TestDatabase } from "../../tests/setup/test-database";
import { getMediaFileByKey, listMediaFiles } from "~/content/media-file/repository.server";
import { createZip } from "~/seed/zip-archive";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { DRIVER_TOO_LARGE, DRIVER_WRONG_TYPE, MAX_DRIVER_BYTES, UploadRefusedError, driverTypeOf } from "./driver-inspector.server";
import { cleanFileName, receiveDriverUpload } from "./driver-upload.server";

const BOUNDARY = "----showroom-test-boundary";
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function upload(form: FormData): Request {
  return new Request("http://127.0.0.1/api/admin/driver-file", { method: "POST", body: form });
}

function fileForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** A multipart body made while it is read, without Content-Length, as a chunked upload would arrive. */
function streamedUpload(name: string, totalBytes: number, first: Buffer, options: { cutAfter?: number } = {}): Request {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 0x41);
  let sent = 0;
  let stage: "head" | "body" | "tail" | "done" = "head";
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === "head") {
        controller.enqueue(new Uint8Array(Buffer.concat([head, first])));
        sent = first.length;
        stage = "body";
      } else if (stage === "body") {
        if (options.cutAfter !== undefined && sent >= options.cutAfter) {
          controller.close();
          stage = "done";
          return;
        }
        const size = Math.min(chunk.length, totalBytes - sent);
        if (size > 0) controller.enqueue(new Uint8Array(chunk.subarray(0, size)));
        sent += size;
        if (sent >= totalBytes) stage = "tail";
      } else if (stage === "tail") {
        controller.enqueue(new Uint8Array(tail));
        controller.close();
        stage = "done";
      }
    },
  });
  return new Request("http://127.0.0.1/api/admin/driver-file", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: "half",
  } as RequestInit);
}

describe("driver upload", () => {
  let database: TestDatabase;
  let dir: string;
  let services: Parameters<typeof receiveDriverUpload>[0];
  const storedFiles = () => (readdirSync(path.join(dir, "media"), { recursive: true }) as string[]).filter((name) => /\.\w+$/.test(name));

  beforeAll(async () => {
    database = await createSqliteTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), "showroom-driver-"));
    services = { db: database.db, storage: createLocalDiskStorage(path.join(dir, "media")) };
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores a ZIP under a new key with its original name, size and SHA-256", async () => {
    const zip = createZip([{ name: "driver/setup.inf", content: "[Version]\nSignature=\"$Windows NT$\"\n".repeat(500) }]);
    const stored = await receiveDriverUpload(services, upload(fileForm(zip, "RealCOM Driver v3.2 (Win).zip")));
    expect(stored.key).toMatch(/^drivers\/\d{4}\/\d{2}\/[0-9a-f]{20}\.zip$/);
    expect(stored).toMatchObject({
      url: `/media/${stored.key}`,
      size: zip.length,
      checksum: createHash("sha256").update(zip).digest("hex"),
      originalName: "RealCOM Driver v3.2 (Win).zip",
    });
    const object = await services.storage.get(stored.key);
    expect((await buffer(object!.body)).equals(zip)).toBe(true);
    expect(await getMediaFileByKey(database.db, stored.key)).toMatchObject({
      kind: "driver",
      mime: "application/zip",
      size: zip.length,
      original_name: "RealCOM Driver v3.2 (Win).zip",
      checksum_sha256: stored.checksum,
    });
  });

  it("accepts EXE and MSI content, MSI only when the compound file is named .msi", async () => {
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(6000, 1)]);
    expect((await receiveDriverUpload(services, upload(fileForm(exe, "setup.exe")))).key).toMatch(/\.exe$/);
    const msi = Buffer.concat([CFB, Buffer.alloc(6000, 0)]);
    expect((await receiveDriverUpload(services, upload(fileForm(msi, "Setup Ünïcode.msi")))).originalName).toBe("Setup Ünïcode.msi");
    await expect(receiveDriverUpload(services, upload(fileForm(msi, "report.doc")))).rejects.toThrow(DRIVER_WRONG_TYPE);
  });

  it("accepts a PDF (a manual), typed from its content", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(9000, 0x20)]);
    const stored = await receiveDriverUpload(services, upload(fileForm(pdf, "SPC-1560 User Manual.pdf")));
    expect(stored.key).toMatch(/^drivers\/.+\.pdf$/);
    expect(stored.size).toBe(pdf.length);
  });

  it("refuses content that is not a driver, whatever its name, and stores nothing", async () => {
    const before = storedFiles().length;
    const rows = (await listMediaFiles(database.db)).length;
    const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(9000, 0x20)]);
    const refusal = await receiveDriverUpload(services, upload(fileForm(png, "driver.zip"))).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefusedError);
    expect(refusal).toMatchObject({ status: 415, message: DRIVER_WRONG_TYPE });
    await expect(receiveDriverUpload(services, upload(fileForm(Buffer.alloc(0), "empty.zip")))).rejects.toThrow("The file is empty.");
    expect(storedFiles().length).toBe(before);
    expect((await listMediaFiles(database.db)).length).toBe(rows);
  });

  it("accepts exactly 50 MB and refuses one byte more while streaming, leaving no partial file", async () => {
    const zipHead = createZip([{ name: "a.txt", content: "x" }]);
    const before = storedFiles();
    const atLimit = await receiveDriverUpload(services, streamedUpload("big.zip", MAX_DRIVER_BYTES, zipHead));
    expect(atLimit.size).toBe(MAX_DRIVER_BYTES);
    await services.storage.delete(atLimit.key);

    const refusal = await receiveDriverUpload(services, streamedUpload("bigger.zip", MAX_DRIVER_BYTES + 1, zipHead)).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 413, message: DRIVER_TOO_LARGE });
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a declared size over the limit without reading the body", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request("http://127.0.0.1/x", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "content-length": String(51 * 1024 * 1024) },
      duplex: "half",
    } as RequestInit);
    await expect(receiveDriverUpload(services, request)).rejects.toThrow(DRIVER_TOO_LARGE);
    expect(request.bodyUsed).toBe(false);
  });

  it("leaves nothing behind when the upload breaks off, and asks for a file when none was sent", async () => {
    const before = storedFiles();
    const broken = streamedUpload("cut.zip", 5 * 1024 * 1024, createZip([{ name: "a.txt", content: "x" }]), { cutAfter: 1024 * 1024 });
    await expect(receiveDriverUpload(services, broken)).rejects.toThrow("The upload did not complete. Please try again.");
    expect(storedFiles()).toEqual(before);
    expect(readdirSync(path.join(dir, "media"), { recursive: true }).filter((name) => String(name).endsWith(".part"))).toEqual([]);

    const form = new FormData();
    form.append("name", "no file here");
    await expect(receiveDriverUpload(services, upload(form))).rejects.toThrow("Choose a driver file to upload.");
    await expect(receiveDriverUpload(services, new Request("http://127.0.0.1/x", { method: "POST", body: "x" }))).rejects.toThrow(
      "Choose a driver file to upload.",
    );
  });
});

describe("driver file names and types", () => {
  it("keeps the name part of what the browser sent", () => {
    expect(cleanFileName("C:\\Users\\me\\Desktop\\setup.exe")).toBe("setup.exe");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b.zip")).toBe("ab.zip");
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("\u2067x\u200f\u061c.zip\u2069")).toBe("x.zip");
    expect(cleanFileName(`${"n".repeat(300)}.zip`)).toMatch(/^n{251}\.zip$/);
    expect(cleanFileName(undefined)).toBe("");
  });

  it("names the accepted types by content", () => {
    expect(driverTypeOf({ ext: "zip", mime: "application/zip" }, "x.exe")).toBe("zip");
    expect(driverTypeOf({ ext: "rar", mime: "application/x-rar-compressed" }, "x")).toBe("rar");
    expect(driverTypeOf({ ext: "exe", mime: "application/x-msdownload" }, "x.zip")).toBe("exe");
    expect(driverTypeOf({ ext: "cfb", mime: "application/x-cfb" }, "x.MSI")).toBe("msi");
    expect(driverTypeOf({ ext: "cfb", mime: "application/x-cfb" }, "x.doc")).toBeNull();
    expect(driverTypeOf({ ext: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }, "x.zip")).toBeNull();
    expect(driverTypeOf(undefined, "x.zip")).toBeNull();
  });
});
