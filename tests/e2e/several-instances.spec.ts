import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { APIResponse } from "@playwright/test";
import { sql } from "kysely";
import sharp from "sharp";
import { HERO_LIMIT_MESSAGE, MAX_ACTIVE_HERO_SECTIONS } from "~/content/hero-section/schema";
import { migrations as declaredMigrations } from "~/db/migrations";
import { SIGN_IN_LIMITS } from "~/auth/sign-in-limits.server";
import { formRateLimits } from "~/spam/policies";
import { createS3Storage } from "~/storage/s3.server";
import { type LocalS3, startLocalS3 } from "../setup/s3-server";
import { test as adminTest, ADMIN_PASSWORD, createTestAdmin, expect, fillSignIn, signIn, waitForHydration } from "./admin-session";
import { type LoadBalancer, startLoadBalancer, UPSTREAM_HEADER } from "./load-balancer";
import { findFreePort, type InstanceGroup, startInstancesTogether } from "./test-server";

// Issue 15, part 2: two production instances on one PostgreSQL database and one S3 bucket, behind
// Debian's nginx balancing round-robin. Every request below goes through the balancer, as a
// visitor's would; the balancer names the instance that answered, so each test can show that
// both took part.

type Deployment = { group: InstanceGroup; balancer: LoadBalancer; s3: LocalS3 };

const test = adminTest.extend<object, { deployment: Deployment }>({
  deployment: [
    async ({}, use) => {
      const s3 = await startLocalS3();
      // What every instance of one deployment shares: the database, the bucket, the secret that
      // signs sessions, the public address, and trust in the one proxy in front of them.
      const port = await findFreePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      const group = await startInstancesTogether(2, "instance", {
        ...s3.env,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: "loopback",
      }).catch(async (error: unknown) => {
        await s3.stop();
        throw error;
      });
      const balancer = await startLoadBalancer(
        group.instances.map((instance) => instance.baseURL),
        port,
      ).catch(async (error: unknown) => {
        await group.stop();
        await s3.stop();
        throw error;
      });
      await use({ group, balancer, s3 });
      await balancer.stop();
      await group.stop();
      await s3.stop();
    },
    { scope: "worker", timeout: 400_000 },
  ],
  // The shared fixtures (admin account, database access, base URL) follow the deployment.
  server: [
    async ({ deployment }, use) => {
      const [first] = deployment.group.instances;
      await use({
        baseURL: deployment.balancer.baseURL,
        pid: first.pid,
        database: deployment.group.database,
        startAnotherInstance: () => Promise.reject(new Error("This deployment has its two instances already.")),
        stop: async () => {},
      });
    },
    { scope: "worker", timeout: 400_000 },
  ],
});

const upstreamOf = (response: APIResponse) => response.headers()[UPSTREAM_HEADER];

test("started together on an empty database, the instances migrate and seed it once", async ({ db, deployment }) => {
  // Both came up (the fixture waited for each one's /healthz), neither reporting a failed migration or seed.
  for (const instance of deployment.group.instances) expect(instance.output()).not.toMatch(/failed|could not be seeded/i);
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(declaredMigrations).sort());
  // The demo's categories and products, each once: a second seed would have doubled them.
  const names = {
    categories: (await db.selectFrom("categories").select("name").execute()).map((row) => row.name),
    products: (await db.selectFrom("products").select("name").execute()).map((row) => row.name),
  };
  for (const [table, list] of Object.entries(names)) {
    expect(list.length, table).toBeGreaterThan(0);
    expect(new Set(list).size, table).toBe(list.length);
  }
});

test("a session made on one instance is honoured by the other", async ({ page, adminEmail }) => {
  await signIn(page, adminEmail);
  const answers = await Promise.all([1, 2, 3, 4].map(() => page.request.get("/admin/dashboard", { maxRedirects: 0 })));
  expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200]);
  expect(new Set(answers.map(upstreamOf)).size).toBe(2);
  for (const answer of answers) expect(await answer.text()).toContain("Dashboard");
});

test("a product saved through one instance shows on the other's next request, through its page cache", async ({ page, request, db, adminEmail }) => {
  test.setTimeout(120_000);
  const product = await db.selectFrom("products").select(["id", "model_number"]).orderBy("id").executeTakeFirstOrThrow();
  const productPath = `/product/${product.id}`;
  const landing = await request.get(productPath, { maxRedirects: 0 });
  const url = landing.status() === 200 ? productPath : new URL(landing.headers().location, "http://x").pathname;

  // Both instances render the page once and keep it: every later visit is a hit on either.
  const warm = async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await request.get(url));
    return answers;
  };
  const before = await warm();
  expect(before.slice(2).map((answer) => answer.headers()["x-cache"])).toEqual(["HIT", "HIT", "HIT", "HIT"]);
  expect(new Set(before.map(upstreamOf)).size).toBe(2);

  const model = `HRN-${randomBytes(3).toString("hex").toUpperCase()}`;
  await signIn(page, adminEmail, `/admin/login?redirectTo=${encodeURIComponent(`/admin/products?edit=${product.id}`)}`);
  const form = page.getByRole("form", { name: "Edit Product" });
  await form.getByRole("textbox", { name: "Model number" }).fill(model);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();

  // The next request to each instance renders afresh with the new model number.
  const after = [await request.get(url), await request.get(url)];
  expect(new Set(after.map(upstreamOf)).size).toBe(2);
  for (const answer of after) {
    expect(answer.headers()["x-cache"]).toBe("MISS");
    expect(await answer.text()).toContain(model);
  }
  await db.updateTable("products").set({ model_number: product.model_number }).where("id", "=", product.id).execute();
});

test("an image uploaded through one instance is served by both, from the bucket", async ({ page, request, adminEmail, deployment }, testInfo) => {
  await signIn(page, adminEmail);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366aa" } }).jpeg().toBuffer();
  const upload = await page.request.post("/api/admin/uploads/image", {
    multipart: { file: { name: `${testInfo.testId}.jpg`, mimeType: "image/jpeg", buffer: photo } },
    headers: { Origin: deployment.balancer.baseURL },
  });
  expect(upload.status()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const key = url.replace(/^\/media\//, "");
  expect(await createS3Storage(deployment.s3.settings).exists(key)).toBe(true);

  const stored = await buffer((await createS3Storage(deployment.s3.settings).get(key))!.body);

  const answers = [await request.get(url), await request.get(url)];
  expect(new Set(answers.map(upstreamOf)).size).toBe(2);
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/jpeg");
    expect(Buffer.compare(await answer.body(), stored)).toBe(0);
  }
});

test("sign-in lockout counts the failures made on both instances", async ({ page, request, db, deployment }) => {
  // Six scrypt hashes at OWASP's cost.
  test.slow();
  const email = `spread-${Date.now()}@showroom.test`;
  await createTestAdmin(db, email);
  // Plain form posts, one request each, so the balancer's turns alternate between the instances.
  const failures = [];
  for (let attempt = 0; attempt < SIGN_IN_LIMITS.account.limit; attempt++) {
    failures.push(
      await request.post("/admin/login", {
        form: { email, password: `wrong ${attempt}` },
        headers: { Origin: deployment.balancer.baseURL },
        maxRedirects: 0,
      }),
    );
  }
  expect(new Set(failures.map(upstreamOf)).size).toBe(2);
  for (const failure of failures) expect(await failure.text()).toContain("Invalid email or password");
  await page.goto("/admin/login");
  await waitForHydration(page);
  await fillSignIn(page, email, ADMIN_PASSWORD);
  await expect(page.getByText("Too many failed sign-in attempts. Please wait 15 minutes and try again.")).toBeVisible();
});

test("a form's rate limit counts the submissions made to both instances", async ({ request, db }) => {
  await db.deleteFrom("rate_limits").where("key", "like", "contact:%").execute();
  const message = (n: number) => ({
    form: { firstName: "Rosa", lastName: `Spread ${n}`, email: "rosa@spread.example", subject: "Rack PCs", message: "Lead times for ten units?" },
  });
  const accepted = [];
  for (let n = 0; n < formRateLimits.contact.limit; n++) accepted.push(await request.post("/contact", message(n)));
  expect(accepted.map((answer) => answer.status())).toEqual(Array(formRateLimits.contact.limit).fill(200));
  expect(new Set(accepted.map(upstreamOf)).size).toBe(2);
  const refused = await request.post("/contact", message(99));
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Too many submissions from your network.");
  const stored = await db.selectFrom("messages").select("last_name").where("last_name", "like", "Spread %").execute();
  expect(stored).toHaveLength(formRateLimits.contact.limit);
  await db.deleteFrom("rate_limits").where("key", "like", "contact:%").execute();
});

test("at most three heroes are active when both instances are asked for the last place at once", async ({ page, db, adminEmail, deployment }) => {
  const active = await db.selectFrom("hero_sections").select("id").where("is_active", "=", 1).orderBy("id").execute();
  // One place left.
  const keep = active.slice(0, MAX_ACTIVE_HERO_SECTIONS - 1).map((hero) => hero.id);
  expect(keep).toHaveLength(MAX_ACTIVE_HERO_SECTIONS - 1);
  const paused = active.slice(MAX_ACTIVE_HERO_SECTIONS - 1).map((hero) => hero.id);
  if (paused.length > 0) await db.updateTable("hero_sections").set({ is_active: 0 }).where("id", "in", paused).execute();
  try {
    await signIn(page, adminEmail);
    const tag = randomBytes(3).toString("hex");
    const post = (n: number) =>
      page.request.post("/admin/hero-sections", {
        form: { intent: "save", h1_text: `Race ${tag} ${n}`, button_text: "See more", url_link: "/products", is_active: "on", sort_order: "0" },
        headers: { Origin: deployment.balancer.baseURL },
        maxRedirects: 0,
      });
    // Eight at once, four to each instance, so their checks of the limit overlap.
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(post));
    expect(new Set(answers.map(upstreamOf)).size).toBe(2);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies.filter((body) => body.includes(HERO_LIMIT_MESSAGE)).length, "posts refused for the limit").toBe(7);

    const nowActive = await db.selectFrom("hero_sections").select(["id", "h1_text"]).where("is_active", "=", 1).execute();
    expect(nowActive).toHaveLength(MAX_ACTIVE_HERO_SECTIONS);
    expect(nowActive.filter((hero) => hero.h1_text.startsWith(`Race ${tag}`))).toHaveLength(1);
    expect(nowActive.map((hero) => hero.id)).toEqual(expect.arrayContaining(keep));
    await db.deleteFrom("hero_sections").where("h1_text", "like", `Race ${tag}%`).execute();
  } finally {
    if (paused.length > 0) await db.updateTable("hero_sections").set({ is_active: 1 }).where("id", "in", paused).execute();
  }
});
