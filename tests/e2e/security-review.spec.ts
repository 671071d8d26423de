import http from "node:http";
import { hashPassword as betterAuthHash } from "better-auth/crypto";
import sharp from "sharp";
import { listEnquiries } from "~/content/enquiry/repository.server";
import type { Db } from "~/db/connection.server";
import { formRateLimits } from "~/spam/policies";
import { ADMIN_PASSWORD, createTestAdmin, expect, fillSignIn, signIn, test } from "./admin-session";

// Issue 11's security review: each test repeats an attack from the review and sees it refused.

const CROSS_SITE = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };

/** A request with exactly these headers (Host included), which fetch and Playwright would not send. */
function rawRequest(baseURL: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  const url = new URL(baseURL);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, method: options.method ?? "GET", path: options.path, headers: options.headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

const enquiryForm = (name: string) => ({
  name,
  companyName: "Spoof Testing Ltd",
  mobileNumber: "+91 98765 43210",
  email: "spoof@security.example",
  location: "Pune, India",
  lookingFor: "Panel PCs",
});

async function anyProductId(db: Db): Promise<number> {
  return (await anyProduct(db)).id;
}

const anyProduct = (db: Db) => db.selectFrom("products").select(["id", "slug"]).orderBy("id").executeTakeFirstOrThrow();

const enquiriesNamed = async (db: Db, name: string) => (await listEnquiries(db)).filter((enquiry) => enquiry.name === name);

test.describe("finding 3: proxy address spoofing", () => {
  test("behind TRUST_PROXY=1 a forged X-Forwarded-For neither resets the form limit nor is stored", async ({ server, db, request }) => {
    const proxied = await server.startAnotherInstance("trust-proxy", { TRUST_PROXY: "1" });
    const visitor = "203.0.113.77";
    try {
      const id = await anyProductId(db);
      const name = `Spoofer ${Date.now()}`;
      const post = (forged: string, from = visitor) =>
        request.post(`${proxied.baseURL}/api/products/${id}/enquiries`, { form: enquiryForm(name), headers: { "X-Forwarded-For": `${forged}, ${from}` } });
      for (let i = 1; i <= formRateLimits.enquiry.limit; i++) expect((await post(`198.51.100.${i}`)).status()).toBe(200);
      // The attack: a new forged address in front of the proxy's own entry for every request.
      const refused = await post("198.51.100.200");
      expect(refused.status()).toBe(429);
      const stored = await enquiriesNamed(db, name);
      expect(stored).toHaveLength(formRateLimits.enquiry.limit);
      expect(new Set(stored.map((enquiry) => enquiry.ip_address))).toEqual(new Set([visitor]));
      // Another visitor behind the same proxy still gets through.
      expect((await post("198.51.100.1", "203.0.113.78")).status()).toBe(200);
    } finally {
      await proxied.stop();
      await db.deleteFrom("rate_limits").where("key", "like", "enquiry:%").execute();
    }
  });

  test("behind TRUST_PROXY=1 forged addresses do not reset the per-address sign-in limit", async ({ server, db, request }) => {
    test.setTimeout(180_000);
    const proxied = await server.startAnotherInstance("trust-proxy-sign-in", { TRUST_PROXY: "1" });
    try {
      const attempt = (i: number) =>
        request.post(`${proxied.baseURL}/admin/login`, {
          form: { email: `guess${i}@security.example`, password: "wrong password 123" },
          headers: { "X-Forwarded-For": `198.51.100.${i}, 203.0.113.90` },
          maxRedirects: 0,
        });
      for (let i = 1; i <= 20; i++) expect((await attempt(i)).status()).toBe(401);
      const blocked = await attempt(21);
      expect(blocked.status()).toBe(429);
      expect(await blocked.text()).toContain("Too many failed sign-in attempts.");
    } finally {
      await proxied.stop();
      await db.deleteFrom("rate_limits").where("key", "like", "sign-in:%").execute();
    }
  });

  test("IPv6 visitors are limited by their /64, so hopping within it gains nothing", async ({ server, db, request }) => {
    const proxied = await server.startAnotherInstance("trust-proxy-v6", { TRUST_PROXY: "1" });
    try {
      const id = await anyProductId(db);
      const name = `IPv6 hopper ${Date.now()}`;
      const post = (address: string) =>
        request.post(`${proxied.baseURL}/api/products/${id}/enquiries`, { form: enquiryForm(name), headers: { "X-Forwarded-For": address } });
      for (let i = 1; i <= formRateLimits.enquiry.limit; i++) expect((await post(`2001:db8:5:5::${i.toString(16)}`)).status()).toBe(200);
      expect((await post("2001:db8:5:5:ffff:ffff:ffff:1")).status()).toBe(429);
      expect((await post("2001:db8:5:6::1")).status()).toBe(200);
      expect((await enquiriesNamed(db, name)).map((enquiry) => enquiry.ip_address)).toContain("2001:db8:5:5::1");
    } finally {
      await proxied.stop();
      await db.deleteFrom("rate_limits").where("key", "like", "enquiry:%").execute();
    }
  });
});

test.describe("finding 4: admin paths in other spellings", () => {
  const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } }).png().toBuffer();

  test("cross-origin uploads and driver-file posts with a session are refused, however the path is spelled", async ({ page, adminEmail, db, baseURL }) => {
    await signIn(page, adminEmail);
    const rowsBefore = (await db.selectFrom("media_files").select("id").execute()).length;
    const image = await png();
    // Absolute URLs, so "//api" stays a path; dot segments never leave a URL parser, so they are unit-tested (request-path.test.ts).
    for (const path of ["/API/ADMIN/uploads/image", "/%61pi/admin/uploads/image", "//api//admin/uploads/image", "/Api/%41dmin/uploads/image"]) {
      const response = await page.request.post(`${baseURL}${path}`, { multipart: { file: { name: "x.png", mimeType: "image/png", buffer: image } }, headers: CROSS_SITE });
      expect(response.status(), path).toBe(403);
    }
    const driver = await page.request.post("/Api/Admin/driver-file", { multipart: { file: { name: "d.zip", mimeType: "application/zip", buffer: Buffer.from("PK") } }, headers: CROSS_SITE });
    expect(driver.status()).toBe(403);
    expect(await db.selectFrom("media_files").select("id").execute()).toHaveLength(rowsBefore);

    // The same session and file from the site itself is stored: the refusals above were the origin check.
    const own = await page.request.post("/api/admin/uploads/image", {
      multipart: { file: { name: "x.png", mimeType: "image/png", buffer: image } },
      headers: { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-origin" },
    });
    expect(await own.json()).toMatchObject({ success: true });
    expect(await db.selectFrom("media_files").select("id").execute()).toHaveLength(rowsBefore + 1);
  });

  test("admin pages are never cached, in any spelling of their path", async ({ page, adminEmail, baseURL }) => {
    await signIn(page, adminEmail);
    for (const path of ["/admin/inbox", "/ADMIN/inbox", "/%61dmin/inbox", "//admin/inbox"]) {
      const response = await page.request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      // The router serves the inbox under the first three; //admin/inbox is its 404 page, still private.
      expect(response.status(), path).toBe(path.startsWith("//") ? 404 : 200);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
  });
});

test.describe("finding 6: cross-site public posts", () => {
  test("an enquiry posted from another site is refused and not stored", async ({ db, request }) => {
    const id = await anyProductId(db);
    const name = `Cross-site ${Date.now()}`;
    const bySecFetch = await request.post(`/api/products/${id}/enquiries`, { form: enquiryForm(name), headers: CROSS_SITE });
    expect(bySecFetch.status()).toBe(403);
    // An older browser sends only Origin.
    const byOrigin = await request.post(`/api/products/${id}/enquiries`, { form: enquiryForm(name), headers: { Origin: "https://evil.example" } });
    expect(byOrigin.status()).toBe(403);
    for (const path of ["/contact", "/support", "/api/theme"]) {
      expect((await request.post(path, { form: { form: "contact-message", theme: "dark" }, headers: CROSS_SITE, maxRedirects: 0 })).status(), path).toBe(403);
    }
    expect(await enquiriesNamed(db, name)).toEqual([]);
  });

  test("the enquiry form still works from the site itself without JavaScript", async ({ browser, baseURL, db }) => {
    const product = await anyProduct(db);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const name = `Same-site visitor ${Date.now()}`;
    await page.goto(`/product/${product.id}/${product.slug}?enquiry`);
    const form = page.getByRole("region", { name: "Product Enquiry" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await form.getByRole("textbox", { name: "Company Name", exact: true }).fill("Same Site Ltd");
    await form.getByRole("textbox", { name: "Mobile Number", exact: true }).fill("+91 98765 43210");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("same@site.example");
    await form.getByRole("textbox", { name: "Location", exact: true }).fill("Pune, India");
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for your enquiry. We will get back to you soon!", { timeout: 30_000 });
    expect(await enquiriesNamed(db, name)).toHaveLength(1);
    await context.close();
  });
});

test.describe("finding 7: forged Host header", () => {
  test("without PUBLIC_URL only this machine's names are answered: a forged Host reaches no link or e-mail", async ({ baseURL, db }) => {
    const base = baseURL ?? "";
    const port = new URL(base).port;
    for (const path of ["/", "/sitemap.xml", "/robots.txt", "/products"]) {
      const forged = await rawRequest(base, { path, headers: { Host: "evil.test" } });
      expect(forged.status, path).toBe(421);
      expect(forged.body).not.toContain("evil.test");
      expect(forged.body).toContain("set PUBLIC_URL");
    }
    const id = await anyProductId(db);
    const name = `Forged host ${Date.now()}`;
    const enquiry = await rawRequest(base, {
      method: "POST",
      path: `/api/products/${id}/enquiries`,
      headers: { Host: "evil.test", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(enquiryForm(name)).toString(),
    });
    expect(enquiry.status).toBe(421);
    expect(await enquiriesNamed(db, name)).toEqual([]);
    // This machine's names still work, and links follow them.
    const local = await rawRequest(base, { path: "/robots.txt", headers: { Host: `localhost:${port}` } });
    expect(local.status).toBe(200);
    expect(local.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    expect((await rawRequest(base, { path: "/healthz", headers: { Host: "evil.test" } })).status).toBe(200);
  });

  test("with PUBLIC_URL links always use it, and other hosts are refused", async ({ server, db }) => {
    const configured = await server.startAnotherInstance("public-url", { PUBLIC_URL: "https://shop.example" });
    try {
      const forged = await rawRequest(configured.baseURL, { path: "/robots.txt", headers: { Host: "evil.test" } });
      expect(forged.status).toBe(421);
      for (const host of ["shop.example", new URL(configured.baseURL).host]) {
        const robots = await rawRequest(configured.baseURL, { path: "/robots.txt", headers: { Host: host } });
        expect(robots.status, host).toBe(200);
        expect(robots.body).toContain("Sitemap: https://shop.example/sitemap.xml");
      }
      const product = await anyProduct(db);
      const page = await rawRequest(configured.baseURL, { path: `/product/${product.id}/${product.slug}`, headers: { Host: "localhost" } });
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="https://shop.example/product/${product.id}/${product.slug}"`);
      expect(page.body).toContain(`<meta property="og:url" content="https://shop.example/product/${product.id}/${product.slug}"`);
    } finally {
      await configured.stop();
    }
  });
});

test.describe("finding 11: password hashing", () => {
  test("an admin with an older, weaker hash signs in and the hash is upgraded to scrypt N=2^17", async ({ page, db }) => {
    const email = `legacy-${Date.now()}@showroom.test`;
    await createTestAdmin(db, email);
    const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await db.updateTable("account").set({ password: await betterAuthHash(ADMIN_PASSWORD) }).where("userId", "=", user.id).execute();
    const stored = async () => (await db.selectFrom("account").select("password").where("userId", "=", user.id).executeTakeFirstOrThrow()).password;

    await page.goto("/admin/login");
    await fillSignIn(page, email, ADMIN_PASSWORD);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    expect(await stored()).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
  });
});
