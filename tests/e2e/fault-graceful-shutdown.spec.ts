import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { serverDataDir } from "./admin-content-helpers";
import { ADMIN_PASSWORD, expect, fillSignIn, test, waitForHydration } from "./admin-session";

// Issue 15, "Surviving failures": SIGTERM lets the requests in flight finish (an upload included),
// refuses new ones, and the process is gone within 10 s.

const UPLOAD_BYTES = 3 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
/** The upload is sent over about 8 s, some 7 s of it after the signal: longer than a hurried stop allows. */
const CHUNK_INTERVAL_MS = Math.round(8_000 / (UPLOAD_BYTES / CHUNK_BYTES));

/** A PDF of `size` bytes, as a catalogue upload accepts it. */
function pdfOf(size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  body.write("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n", 0, "latin1");
  body.write("\n%%EOF\n", size - 7, "latin1");
  return body;
}

/** Posts a multipart upload a chunk at a time; resolves with the status and body of the answer. */
function slowUpload(url: string, headers: Record<string, string>, onProgress: (sent: number) => void) {
  const boundary = `----showroom${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow-catalogue.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, pdfOf(UPLOAD_BYTES), tail]);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      headers: { ...headers, "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(body.length) },
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    request.on("error", reject);
    let sent = 0;
    const sendNext = () => {
      const chunk = body.subarray(sent, sent + CHUNK_BYTES);
      sent += chunk.length;
      onProgress(sent);
      if (sent >= body.length) request.end(chunk);
      else request.write(chunk, () => setTimeout(sendNext, CHUNK_INTERVAL_MS));
    };
    sendNext();
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

for (const workers of ["1", "2"]) {
  test(`SIGTERM lets a running upload finish, turns new requests away and exits within 10 s (${workers} server process${workers === "1" ? "" : "es"})`, async ({ page, server, db, adminEmail }) => {
    test.setTimeout(120_000);
    // An instance of its own on this worker's data, so stopping it leaves the worker's server running.
    const instance = await server.startAnotherInstance(`shutdown-${workers}`, { WEB_CONCURRENCY: workers });
    try {
      await page.goto(`${instance.baseURL}/admin/login`);
      await waitForHydration(page);
      await fillSignIn(page, adminEmail, ADMIN_PASSWORD);
      await expect(page.getByRole("navigation", { name: "Admin" }).or(page.getByRole("button", { name: "Menu" }))).toBeVisible();
      const cookie = (await page.context().cookies(instance.baseURL)).map(({ name, value }) => `${name}=${value}`).join("; ");

      let sent = 0;
      const upload = slowUpload(`${instance.baseURL}/api/admin/uploads/catalogue`, { Cookie: cookie, Origin: instance.baseURL }, (bytes) => {
        sent = bytes;
      });
      // A good part of the file is on its way, and most of it still to come, when the signal arrives.
      await expect.poll(() => sent, { timeout: 10_000 }).toBeGreaterThan(UPLOAD_BYTES / 10);
      const signalled = Date.now();
      process.kill(instance.pid!, "SIGTERM");
      expect(sent, "the upload is still running at the signal").toBeLessThan(UPLOAD_BYTES / 4);

      // A new connection is refused, or answered 503: never served as if nothing happened.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const late = await fetch(`${instance.baseURL}/`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status,
        (error: Error) => (error.cause as { code?: string } | undefined)?.code ?? error.message,
      );
      expect([503, "ECONNREFUSED"]).toContain(late);

      const answer = await upload;
      expect(answer.status, answer.text).toBe(200);
      const stored = JSON.parse(answer.text) as { success: boolean; url: string; fileName: string; size: number };
      expect(stored).toMatchObject({ success: true, fileName: "slow-catalogue.pdf", size: UPLOAD_BYTES });
      expect(Date.now() - signalled, "the upload ran on well after the signal").toBeGreaterThan(5_500);

      await expect.poll(() => isRunning(instance.pid!), { timeout: 10_000 - (Date.now() - signalled), intervals: [100] }).toBe(false);
      expect(Date.now() - signalled, "the process exits within 10 s").toBeLessThan(10_000);

      // Stored: the file on disk and its record in the database, for the server still running to serve.
      const key = stored.url.replace(/^\/media\//, "");
      const row = await db.selectFrom("media_files").select(["size", "original_name"]).where("key", "=", key).executeTakeFirst();
      expect(row).toEqual({ size: UPLOAD_BYTES, original_name: "slow-catalogue.pdf" });
      const mediaFile = path.join(serverDataDir(server.pid), "media", key);
      expect(existsSync(mediaFile), mediaFile).toBe(true);
      const served = await fetch(`${server.baseURL}${stored.url}`);
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBe(UPLOAD_BYTES);
    } finally {
      await instance.stop();
    }
  });
}
