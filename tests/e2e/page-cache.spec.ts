import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { APIResponse } from "@playwright/test";
import { getSiteSettings, updateSiteSettings } from "~/content/site-settings/repository.server";
import { expectToast } from "./admin-content-helpers";
import { expect, signIn, test, waitForHydration } from "./admin-session";
import { firstLoadModules } from "../../scripts/bench/page-weight";
import { dismissActivePopups } from "./public-helpers";

/** A path no other test has asked for, so its first request is certainly rendered afresh. */
const fresh = (pathname: string) => `${pathname}${pathname.includes("?") ? "&" : "?"}t=${randomBytes(6).toString("hex")}`;
const cacheOf = (response: APIResponse) => response.headers()["x-cache"];

/** GET on a connection of its own, so a clustered server's primary hands each to the next process. */
function getOnNewConnection(url: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, cache: response.headers["x-cache"] as string | undefined, body }));
      })
      .on("error", reject);
  });
}

async function getEachOnNewConnection(url: string, count: number) {
  const answers = [];
  for (let index = 0; index < count; index += 1) answers.push(await getOnNewConnection(url));
  return answers;
}

type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * Sends `requests` as written on one connection, all at once (pipelined), and reads the responses
 * to GETs (bodies as long as their Content-Length) until the server closes or `count` have come.
 */
function pipelined(baseURL: string, requests: string, count: number): Promise<RawResponse[]> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(requests));
    let received = Buffer.alloc(0);
    const responses: RawResponse[] = [];
    const done = () => {
      socket.destroy();
      resolve(responses);
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (let end = received.indexOf("\r\n\r\n"); end !== -1; end = received.indexOf("\r\n\r\n")) {
        const [statusLine, ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
        const length = Number(headers["content-length"] ?? 0);
        if (received.length < end + 4 + length) break;
        responses.push({ status: Number(statusLine.split(" ")[1]), headers, body: received.subarray(end + 4, end + 4 + length) });
        received = received.subarray(end + 4 + length);
      }
      if (responses.length >= count) done();
    });
    socket.on("close", done);
    socket.on("error", reject);
    socket.setTimeout(10_000, done);
  });
}

/** The server processes a clustered server's primary supervises. */
const workersOf = (primary: number) =>
  readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").split(" ").filter(Boolean).map(Number);

test.describe("page cache", () => {
  test("renders an anonymous page once, then serves it from memory in every encoding, with 304 for a revalidation", async ({ request }) => {
    const url = fresh("/about");
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(cacheOf(first)).toBe("MISS");
    const html = await first.text();
    expect(html).toContain("<h1");

    const second = await request.get(url);
    expect(cacheOf(second)).toBe("HIT");
    expect(second.headers()["content-encoding"]).toBe("br");
    expect(await second.text()).toBe(html);
    expect(second.headers().etag).toBe(first.headers().etag);
    expect(second.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(second.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);

    const gzip = await request.get(url, { headers: { "Accept-Encoding": "gzip" } });
    expect([cacheOf(gzip), gzip.headers()["content-encoding"], await gzip.text()]).toEqual(["HIT", "gzip", html]);
    const plain = await request.get(url, { headers: { "Accept-Encoding": "identity" } });
    expect([cacheOf(plain), plain.headers()["content-encoding"], await plain.text()]).toEqual(["HIT", undefined, html]);

    const revalidated = await request.get(url, { headers: { "If-None-Match": first.headers().etag } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
    const head = await request.head(url);
    expect([head.status(), cacheOf(head)]).toEqual([200, "HIT"]);
  });

  test("one cached page for any order of parameters and with tracking parameters; the theme cookie picks its own", async ({ request, playwright, baseURL }) => {
    const url = fresh("/products?category=1");
    expect(cacheOf(await request.get(url))).toBe("MISS");
    const [, query] = url.split("?");
    const reordered = `/products?${query.split("&").reverse().join("&")}&utm_source=newsletter&gclid=abc`;
    expect(cacheOf(await request.get(reordered))).toBe("HIT");

    const dark = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: "theme=dark" } });
    try {
      const first = await dark.get(url);
      expect(cacheOf(first)).toBe("MISS");
      expect(await first.text()).toMatch(/<html[^>]*class="dark"/);
      expect(cacheOf(await dark.get(url))).toBe("HIT");
    } finally {
      await dark.dispose();
    }
  });

  test("keeps the 404 page with its status, never a redirect, an error or the open enquiry dialog", async ({ request, db }) => {
    const missing = fresh("/no-such-page");
    expect([(await request.get(missing)).status(), cacheOf(await request.get(missing))]).toEqual([404, "HIT"]);

    const product = await db.selectFrom("products").select(["id", "slug"]).orderBy("id").executeTakeFirstOrThrow();
    const stale = fresh(`/product/${product.id}/old-name`);
    for (let i = 0; i < 2; i++) {
      const moved = await request.get(stale, { maxRedirects: 0 });
      expect([moved.status(), cacheOf(moved)]).toEqual([301, "MISS"]);
    }
    const dialog = fresh(`/product/${product.id}/${product.slug}?enquiry`);
    for (let i = 0; i < 2; i++) {
      const open = await request.get(dialog);
      expect([open.status(), cacheOf(open), open.headers()["cache-control"]]).toEqual([200, "MISS", "private, no-store"]);
      expect(await open.text()).toContain("Product Enquiry");
    }
  });

  test("a content change made outside this server shows on the very next request", async ({ request, db }) => {
    const original = await getSiteSettings(db);
    const url = fresh("/contact");
    await request.get(url);
    expect(cacheOf(await request.get(url))).toBe("HIT");
    try {
      // This test process is another writer on the same database, as a second instance would be.
      await updateSiteSettings(db, { company_name: "Kestrel Rugged Systems" });
      const next = await request.get(url);
      expect(cacheOf(next)).toBe("MISS");
      expect(await next.text()).toContain("Kestrel Rugged Systems");
    } finally {
      await updateSiteSettings(db, original);
    }
    const restored = await request.get(url);
    expect(await restored.text()).not.toContain("Kestrel Rugged Systems");
  });

  test("pipelined requests on one connection are answered in order, and a GET's body is never read as a request", async ({ request, baseURL }) => {
    const url = fresh("/about");
    const html = await (await request.get(url)).text();
    expect(cacheOf(await request.get(url))).toBe("HIT");
    const host = new URL(baseURL!).host;
    const get = (target: string, ...headers: string[]) => [`GET ${target} HTTP/1.1`, `Host: ${host}`, "Accept-Encoding: identity", ...headers, "", ""].join("\r\n");
    // Hidden in the second request's body: a request of its own, had the body been taken for one.
    const hidden = get("/admin");
    const responses = await pipelined(
      baseURL!,
      get(url) + get(url, `Content-Length: ${hidden.length}`) + hidden + get(fresh("/no-such-page-here")) + get(url, "Connection: close"),
      5,
    );
    expect(responses.map((response) => [response.status, response.headers["x-cache"]])).toEqual([
      [200, "HIT"],
      [200, "HIT"],
      [404, "MISS"],
      [200, "HIT"],
    ]);
    for (const index of [0, 1, 3]) expect(responses[index].body.toString("utf8")).toBe(html);
    expect(responses[3].headers.connection).toBe("close");
    expect(new Set(responses.map((response) => response.headers["x-request-id"])).size).toBe(4);
  });

  test("a page no cache keeps is sent compressed in the encoding each request takes", async ({ request, baseURL }) => {
    const refused = (encoding: string) =>
      request.post("/contact", { form: { name: "" }, headers: { Origin: baseURL!, "Accept-Encoding": encoding } });
    const [br, gzip, plain] = [await refused("gzip, br"), await refused("gzip"), await refused("identity")];
    expect([br, gzip, plain].map(cacheOf)).toEqual(["BYPASS", "BYPASS", "BYPASS"]);
    expect([br, gzip, plain].map((response) => response.headers()["content-encoding"])).toEqual(["br", "gzip", undefined]);
    expect(br.headers().vary).toMatch(/Accept-Encoding/i);
    const html = await plain.text();
    expect(html).toContain("First name is required");
    // Each response has a nonce of its own; the rest of the page is the same.
    const stable = (text: string) => text.replace(/nonce="[^"]*"/g, "");
    expect(stable(await br.text())).toBe(stable(html));
    expect(stable(await gzip.text())).toBe(stable(html));
  });

  test("staff, form posts and admin pages pass it by; an admin save shows on the next visitor page", async ({ page, db, adminEmail, playwright, baseURL }) => {
    const original = await getSiteSettings(db);
    const visitor = await playwright.request.newContext({ baseURL });
    const url = fresh("/support");
    try {
      await visitor.get(url);
      expect(cacheOf(await visitor.get(url))).toBe("HIT");
      const post = await visitor.post("/contact", { form: { name: "" }, headers: { Origin: baseURL! } });
      expect(cacheOf(post)).toBe("BYPASS");

      await signIn(page, adminEmail, "/admin/login?redirectTo=/admin/settings");
      const signedIn = await page.request.get(url);
      expect(cacheOf(signedIn)).toBe("BYPASS");
      const admin = await page.request.get("/admin/settings");
      // Admin pages never reach the page cache at all.
      expect([cacheOf(admin), admin.headers()["cache-control"]]).toEqual([undefined, "no-store"]);

      const form = page.getByRole("form", { name: "Site settings" });
      await form.getByLabel("Company name").fill("Osprey Embedded Works");
      await form.getByRole("button", { name: "Save settings" }).click();
      await expectToast(page, "Site settings updated successfully");
      const next = await visitor.get(url);
      expect(cacheOf(next)).toBe("MISS");
      expect(await next.text()).toContain("Osprey Embedded Works");
    } finally {
      await visitor.dispose();
      await updateSiteSettings(db, original);
    }
  });

  test("a page served from the cache runs its scripts under its own Content-Security-Policy", async ({ page, db }) => {
    await dismissActivePopups(page, db);
    const url = fresh("/news");
    await page.request.get(url);
    const response = await page.goto(url);
    expect(response?.headers()["x-cache"]).toBe("HIT");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
    expect(policy).not.toContain("nonce");
    // Hydrated: the header's search button opens the search dialog (a blocked script would leave it inert,
    // and the browser's CSP report would fail the test through the console).
    await page.getByRole("button", { name: /search/i }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("two instances on one database: a save through one shows on the other's next request, CDN lifetime as configured", async ({ page, server, db, adminEmail, request }) => {
    test.setTimeout(120_000);
    const original = await getSiteSettings(db);
    const other = await server.startAnotherInstance("second instance", { CDN_MAX_AGE: "300" });
    try {
      const url = `${other.baseURL}${fresh("/about")}`;
      await request.get(url);
      const warm = await request.get(url);
      expect(cacheOf(warm)).toBe("HIT");
      expect(warm.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=300");

      await signIn(page, adminEmail, "/admin/login?redirectTo=/admin/settings");
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Site settings" });
      await form.getByLabel("Company name").fill("Heron Field Computing");
      await form.getByRole("button", { name: "Save settings" }).click();
      await expectToast(page, "Site settings updated successfully");

      const next = await request.get(url);
      expect(cacheOf(next)).toBe("MISS");
      expect(await next.text()).toContain("Heron Field Computing");
    } finally {
      await other.stop();
      await updateSiteSettings(db, original);
    }
  });

  test("serving runs the production builds of React and React Router even when the environment asks for development", async ({ server, request }) => {
    test.setTimeout(120_000);
    const folder = mkdtempSync(path.join(os.tmpdir(), "showroom-modules-"));
    const list = path.join(folder, "modules.json");
    const other = await server.startAnotherInstance("development-asked", {
      NODE_ENV: "development",
      NODE_OPTIONS: `--require ${path.resolve(import.meta.dirname, "support/loaded-modules.cjs")}`,
      LOADED_MODULES_FILE: list,
    });
    try {
      const home = await request.get(`${other.baseURL}/`);
      expect(home.status()).toBe(200);
      process.kill(other.pid!, "SIGUSR2");
      await expect.poll(() => existsSync(list)).toBe(true);
      const required = JSON.parse(readFileSync(list, "utf8")) as string[];
      const imported = readFileSync(`${list}.esm`, "utf8").split("\n").filter(Boolean);
      const loaded = [...required, ...imported].filter((file) => file.includes(`${path.sep}react`));
      expect(loaded.some((file) => file.endsWith("react-dom-server.node.production.js"))).toBe(true);
      expect(loaded.some((file) => file.endsWith("react.production.js"))).toBe(true);
      expect(loaded.filter((file) => file.endsWith(".development.js"))).toEqual([]);
      // React Router is bundled into the server build from its production files; none of its
      // development files (the package's default export) may load beside it.
      expect(loaded.filter((file) => file.includes("/react-router/dist/development/"))).toEqual([]);

      // The browser's copy: this warning text sits only in React Router's development build.
      const modules = firstLoadModules(await home.text(), `${other.baseURL}/`);
      expect(modules.length).toBeGreaterThan(3);
      for (const url of modules) {
        expect(await (await request.get(url)).text(), url).not.toContain("You rendered descendant <Routes>");
      }
    } finally {
      await other.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test("a server of two processes: each caches, each shows a save on its next request, and one that dies is replaced", async ({ server, db }) => {
    test.setTimeout(120_000);
    const original = await getSiteSettings(db);
    const clustered = await server.startAnotherInstance("two processes", { WEB_CONCURRENCY: "2" });
    try {
      const url = `${clustered.baseURL}${fresh("/about")}`;
      // The second process starts once the first has prepared the database; the primary then hands
      // connections to the two in turn, so each renders the page once and every later request is a hit.
      let misses = 0;
      await expect
        .poll(async () => (misses += (await getOnNewConnection(url)).cache === "MISS" ? 1 : 0), { timeout: 60_000 })
        .toBe(2);
      expect(workersOf(clustered.pid!)).toHaveLength(2);
      const warm = await getEachOnNewConnection(url, 4);
      expect(warm.map((answer) => answer.cache)).toEqual(["HIT", "HIT", "HIT", "HIT"]);

      const name = `Kestrel Systems ${randomBytes(3).toString("hex")}`;
      await updateSiteSettings(db, { company_name: name });
      const afterSave = await getEachOnNewConnection(url, 4);
      expect(afterSave.map((answer) => [answer.cache, answer.body.includes(name)])).toEqual([
        ["MISS", true],
        ["MISS", true],
        ["HIT", true],
        ["HIT", true],
      ]);

      const [victim] = workersOf(clustered.pid!);
      process.kill(victim, "SIGKILL");
      await expect.poll(() => workersOf(clustered.pid!).filter((pid) => pid !== victim).length, { timeout: 60_000 }).toBe(2);
      const afterCrash = await getEachOnNewConnection(url, 4);
      expect(afterCrash.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(afterCrash.every((answer) => answer.body.includes(name))).toBe(true);
    } finally {
      await clustered.stop();
      await updateSiteSettings(db, original);
    }
  });
});
