import { createHmac } from "node:crypto";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createAdminUser } from "./admin-users.server";
import { getAdminSession, requireStaff } from "./guard.server";
import { countSignInAttempt, SIGN_IN_LIMITS } from "./sign-in-limits.server";
import { signInAdmin } from "./sign-in.server";
import { signOutAdmin } from "./sign-out.server";
import { newRequestContext, servicesContext, type RequestContext } from "~/request-context";
import type { AppServices } from "~/services/services.server";

const PASSWORD = "correct horse battery staple";

function contextFor(db: Db, clientIp = "203.0.113.7"): RequestContext {
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(40), DATA_DIR: "/nonexistent-test-dir" });
  const services = createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) });
  return newRequestContext(services, { nonce: "", clientIp });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

const page = (cookie?: string, path = "/admin/categories") =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

async function caught(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected the guard to refuse");
}

describeEachDatabase("admin sign-in and guard", (getDb) => {
  it("signs in with the right password, sets an HttpOnly SameSite=Lax cookie and lets the guard pass", async () => {
    const context = contextFor(getDb());
    await createAdminUser(context.get(servicesContext).auth, { email: "Owner@Example.com", password: PASSWORD });
    const result = await signInAdmin(context.get(servicesContext), { email: "owner@example.com", password: PASSWORD, ip: "203.0.113.7", userAgent: null });
    if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
    const setCookie = result.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const admin = await requireStaff(page(cookieFrom(result.headers)), context, "signed-in");
    expect(admin.user.email).toBe("owner@example.com");
    const hours = (admin.session.expiresAt.getTime() - admin.session.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  // Every admin request reads its session and that session's user: one query, not one after the other.
  it("reads a session and its user in one query", async () => {
    const db = getDb();
    const context = contextFor(db);
    await createAdminUser(context.get(servicesContext).auth, { email: "one@example.com", password: PASSWORD });
    const result = await signInAdmin(context.get(servicesContext), { email: "one@example.com", password: PASSWORD, ip: "203.0.113.7", userAgent: null });
    if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
    const statements: string[] = [];
    const counted = db.withPlugin({
      transformQuery: (args) => {
        statements.push(db.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const admin = await requireStaff(page(cookieFrom(result.headers)), contextFor(counted), "signed-in");
    expect(admin.user.email).toBe("one@example.com");
    // (A new auth instance first checks its tables' columns, with selects that read no row.)
    const reads = statements.filter((text) => /^select.* where /is.test(text) && /"session"|"user"/.test(text));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/"session".*"user"/s);
  });

  it("refuses a common password when creating an account, as npm run admin:create does", async () => {
    const context = contextFor(getDb());
    await expect(createAdminUser(context.get(servicesContext).auth, { email: "common@example.com", password: "qwertyuiop123" })).rejects.toThrow(
      "This password is on a list of commonly used passwords that attackers try first; please choose another.",
    );
    expect(await getDb().selectFrom("user").select("id").where("email", "=", "common@example.com").executeTakeFirst()).toBeUndefined();
  });

  it("stores an OWASP-strength hash, and upgrades an older hash at the next successful sign-in", async () => {
    const context = contextFor(getDb());
    const { id } = await createAdminUser(context.get(servicesContext).auth, { email: "rehash@example.com", password: PASSWORD });
    const storedHash = async () =>
      (await getDb().selectFrom("account").select("password").where("userId", "=", id).where("providerId", "=", "credential").executeTakeFirstOrThrow()).password ?? "";
    expect(await storedHash()).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);

    // As better-auth's default wrote it before: scrypt N=2^14, r=16, "<salt hex>:<key hex>".
    const { hashPassword: betterAuthHash } = await import("better-auth/crypto");
    await getDb().updateTable("account").set({ password: await betterAuthHash(PASSWORD) }).where("userId", "=", id).execute();
    expect(await storedHash()).toMatch(/^[0-9a-f]{32}:/);

    const wrong = await signInAdmin(context.get(servicesContext), { email: "rehash@example.com", password: "not the password at all", ip: "203.0.113.8", userAgent: null });
    expect(wrong.ok).toBe(false);
    expect(await storedHash()).toMatch(/^[0-9a-f]{32}:/);

    const first = await signInAdmin(context.get(servicesContext), { email: "rehash@example.com", password: PASSWORD, ip: "203.0.113.8", userAgent: null });
    expect(first.ok).toBe(true);
    expect(await storedHash()).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    const again = await signInAdmin(context.get(servicesContext), { email: "rehash@example.com", password: PASSWORD, ip: "203.0.113.8", userAgent: null });
    expect(again.ok).toBe(true);
  });

  it("refuses a wrong password and an unknown account alike", async () => {
    const context = contextFor(getDb(), "203.0.113.8");
    await createAdminUser(context.get(servicesContext).auth, { email: "second@example.com", password: PASSWORD });
    const wrong = await signInAdmin(context.get(servicesContext), { email: "second@example.com", password: "not the password", ip: "203.0.113.8", userAgent: null });
    const unknown = await signInAdmin(context.get(servicesContext), { email: "nobody@example.com", password: PASSWORD, ip: "203.0.113.8", userAgent: null });
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual({ ok: false, reason: "invalid" });
  });

  it("gives a new session at every sign-in and revokes it on the server at sign-out", async () => {
    const db = getDb();
    const context = contextFor(db);
    await createAdminUser(context.get(servicesContext).auth, { email: "third@example.com", password: PASSWORD });
    const first = await signInAdmin(context.get(servicesContext), { email: "third@example.com", password: PASSWORD, ip: "203.0.113.9", userAgent: null });
    const second = await signInAdmin(context.get(servicesContext), { email: "third@example.com", password: PASSWORD, ip: "203.0.113.9", userAgent: null });
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(cookieFrom(first.headers)).not.toBe(cookieFrom(second.headers));

    const cookie = cookieFrom(second.headers);
    await signOutAdmin(context, page(cookie));
    expect(await getAdminSession(page(cookie), context)).toBeNull();
    // The first session is independent and still valid until it ends on its own.
    expect(await getAdminSession(page(cookieFrom(first.headers)), context)).not.toBeNull();
  });

  it("refuses a cookie whose signature does not hold, and a signed token that names no session", async () => {
    const db = getDb();
    const context = contextFor(db);
    await createAdminUser(context.get(servicesContext).auth, { email: "forged@example.com", password: PASSWORD });
    const result = await signInAdmin(context.get(servicesContext), { email: "forged@example.com", password: PASSWORD, ip: "203.0.113.12", userAgent: null });
    const another = await signInAdmin(context.get(servicesContext), { email: "forged@example.com", password: PASSWORD, ip: "203.0.113.12", userAgent: null });
    if (!result.ok || !another.ok) throw new Error("sign-in failed");
    const [name, value] = cookieFrom(result.headers).split("=");
    const [token, signature] = decodeURIComponent(value).split(".");
    const cookie = (signed: string) => `${name}=${encodeURIComponent(signed)}`;
    const signedWith = (secret: string, text: string) => `${text}.${createHmac("sha256", secret).update(text).digest("base64")}`;
    // The test signs as better-auth does, with the secret contextFor gives it: otherwise the last check below could not fail.
    expect(signedWith("x".repeat(40), token)).toBe(`${token}.${signature}`);
    expect((await getAdminSession(page(cookie(`${token}.${signature}`)), context))?.user.email).toBe("forged@example.com");

    // Another session's token under this one's signature, the token signed with another secret, no signature.
    const other = await db.selectFrom("session").select("token").where("token", "!=", token).executeTakeFirstOrThrow();
    for (const forged of [`${other.token}.${signature}`, signedWith("y".repeat(40), token), token, `${token}.`]) {
      expect(await getAdminSession(page(cookie(forged)), context), forged).toBeNull();
    }
    // Rightly signed, but the session is gone.
    await db.deleteFrom("session").where("token", "=", token).execute();
    expect(await getAdminSession(page(cookie(signedWith("x".repeat(40), token))), context)).toBeNull();
  });

  it("shares one reading of the session among one page request's loaders, and reads afresh for a write or another request", async () => {
    const db = getDb();
    const context = contextFor(db);
    await createAdminUser(context.get(servicesContext).auth, { email: "shared@example.com", password: PASSWORD });
    const result = await signInAdmin(context.get(servicesContext), { email: "shared@example.com", password: PASSWORD, ip: "203.0.113.11", userAgent: null });
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(result.headers);
    const services = context.get(servicesContext);
    // One page request as the server makes it: its loaders run on one context holding a shared map.
    const pageRequest = newRequestContext(services, { nonce: "", clientIp: "203.0.113.11", shared: new Map() });
    const layoutReading = await getAdminSession(page(cookie), pageRequest);
    expect(layoutReading?.user.email).toBe("shared@example.com");

    // The session ends between the two loaders' readings: the page's second loader still sees the
    // reading its request started with, as both loaders would had they read at the same moment.
    await db.deleteFrom("session").where("userId", "=", layoutReading?.user.id ?? "").execute();
    expect(await getAdminSession(page(cookie), pageRequest)).toBe(layoutReading);
    // A write in the same request reads afresh (its action may have changed the session)…
    const post = new Request("http://localhost/admin/categories", { method: "POST", headers: { cookie } });
    expect(await getAdminSession(post, pageRequest)).toBeNull();
    // …and so does the next request, and any caller without the server's shared map.
    const nextRequest = newRequestContext(services, { nonce: "", clientIp: "203.0.113.11", shared: new Map() });
    expect(await getAdminSession(page(cookie), nextRequest)).toBeNull();
    expect(await getAdminSession(page(cookie), context)).toBeNull();
  });

  it("refuses a session older than 24 hours even before its expiry time", async () => {
    const db = getDb();
    const context = contextFor(db);
    const user = await createAdminUser(context.get(servicesContext).auth, { email: "old@example.com", password: PASSWORD });
    const result = await signInAdmin(context.get(servicesContext), { email: "old@example.com", password: PASSWORD, ip: "203.0.113.10", userAgent: null });
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(result.headers);
    const dayAndHourAgo = new Date(Date.now() - 25 * 3_600_000);
    const aged = dialectOf(db) === "postgres" ? dayAndHourAgo : dayAndHourAgo.toISOString();
    await db.updateTable("session").set({ createdAt: aged }).where("userId", "=", user.id).execute();

    const refused = await caught(requireStaff(page(cookie, "/admin/products?tab=media"), context, "signed-in"));
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fproducts%3Ftab%3Dmedia");
    const left = await db.selectFrom("session").select("id").where("userId", "=", user.id).execute();
    expect(left).toEqual([]);
  });

  it("refuses a session whose expiry time has passed", async () => {
    const db = getDb();
    const context = contextFor(db);
    const user = await createAdminUser(context.get(servicesContext).auth, { email: "expired@example.com", password: PASSWORD });
    const result = await signInAdmin(context.get(servicesContext), { email: "expired@example.com", password: PASSWORD, ip: "203.0.113.11", userAgent: null });
    if (!result.ok) throw new Error("sign-in failed");
    const past = new Date(Date.now() - 1000);
    await db
      .updateTable("session")
      .set({ expiresAt: dialectOf(db) === "postgres" ? past : past.toISOString() })
      .where("userId", "=", user.id)
      .execute();
    expect(await getAdminSession(page(cookieFrom(result.headers)), context)).toBeNull();
    // …and is deleted, as better-auth deletes an expired session it is shown.
    expect(await db.selectFrom("session").select("id").where("userId", "=", user.id).execute()).toEqual([]);
  });

  it("limits failed sign-ins per account: the sixth attempt in 15 minutes is refused, even with the right password", async () => {
    const db = getDb();
    const context = contextFor(db);
    await createAdminUser(context.get(servicesContext).auth, { email: "limited@example.com", password: PASSWORD });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const ip = `198.51.100.${attempt}`;
      expect(await signInAdmin(context.get(servicesContext), { email: "limited@example.com", password: "wrong password", ip, userAgent: null })).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    const sixth = await signInAdmin(context.get(servicesContext), { email: "LIMITED@example.com", password: PASSWORD, ip: "198.51.100.9", userAgent: null });
    expect(sixth).toEqual({ ok: false, reason: "rate-limited", retryAfterMinutes: 15 });
    const row = await db.selectFrom("rate_limits").select("count").where("key", "=", "sign-in:account:limited@example.com").executeTakeFirst();
    expect(Number(row?.count)).toBe(6);
  });

  it("limits failed sign-ins per IP address across accounts, and successes do not count", async () => {
    const context = contextFor(getDb());
    await createAdminUser(context.get(servicesContext).auth, { email: "ip-owner@example.com", password: PASSWORD });
    const ip = "192.0.2.44";
    for (let i = 0; i < 3; i++) {
      expect((await signInAdmin(context.get(servicesContext), { email: "ip-owner@example.com", password: PASSWORD, ip, userAgent: null })).ok).toBe(true);
    }
    for (let i = 1; i <= 20; i++) {
      const result = await signInAdmin(context.get(servicesContext), { email: `guess${i}@example.com`, password: "guess", ip, userAgent: null });
      expect(result).toEqual({ ok: false, reason: "invalid" });
    }
    const blocked = await signInAdmin(context.get(servicesContext), { email: "ip-owner@example.com", password: PASSWORD, ip, userAgent: null });
    expect(blocked).toMatchObject({ ok: false, reason: "rate-limited" });
    const elsewhere = await signInAdmin(context.get(servicesContext), { email: "ip-owner@example.com", password: PASSWORD, ip: "192.0.2.45", userAgent: null });
    expect(elsewhere.ok).toBe(true);
    // 25 scrypt hashes at OWASP's cost, one at a time.
  }, 120_000);

  it("counts an IPv6 visitor's whole /64 as one address, so hopping between its addresses gains nothing", async () => {
    const db = getDb();
    for (let i = 1; i <= SIGN_IN_LIMITS.ip.limit; i++) {
      expect(await countSignInAttempt(db, `v6-guess${i}@example.com`, `2001:db8:7:7::${i.toString(16)}`)).toEqual({ allowed: true });
    }
    expect(await countSignInAttempt(db, "v6-next@example.com", "2001:db8:7:7:ffff:ffff:ffff:fffe")).toMatchObject({ allowed: false });
    expect(await countSignInAttempt(db, "v6-next@example.com", "2001:db8:7:8::1")).toEqual({ allowed: true });
  });
});

describeEachDatabase("admin sign-in behind https", (getDb) => {
  it("marks the session cookie Secure (with the __Secure- prefix) when PUBLIC_URL is https", async () => {
    const db = getDb();
    const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(40), DATA_DIR: "/nonexistent-test-dir", PUBLIC_URL: "https://showroom.example" });
    const services = createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) });
    await createAdminUser(services.auth, { email: "https@example.com", password: PASSWORD });
    const result = await signInAdmin(services, { email: "https@example.com", password: PASSWORD, ip: "203.0.113.50", userAgent: null });
    if (!result.ok) throw new Error("sign-in failed");
    const [session] = result.headers.getSetCookie();
    expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    const admin = await requireStaff(page(cookieFrom(result.headers)), newRequestContext(services, { nonce: "", clientIp: null }), "signed-in");
    expect(admin.user.email).toBe("https@example.com");
  });
});

/** Services whose auth only names its cookie: a request without one never reaches the database. */
function servicesWithoutDatabase(onSessionLookup = () => {}): AppServices {
  const auth = {
    get $context() {
      onSessionLookup();
      return Promise.resolve({ authCookies: { sessionToken: { name: "better-auth.session_token" } }, secret: "x".repeat(40) });
    },
  };
  return { env: {}, auth } as unknown as AppServices;
}

describe("requireStaff without a session", () => {
  it("answers 401 JSON to API requests", async () => {
    const context = newRequestContext(servicesWithoutDatabase(), { nonce: "", clientIp: null });
    const refused = await caught(requireStaff(new Request("http://localhost/api/admin/uploads/image", { method: "POST" }), context, "signed-in"));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ success: false, error: "Your session has ended. Please sign in again." });
  });
});

describe("requireStaff on a write from another site", () => {
  it("answers 403 before looking at the session, whatever path spelling reached the handler", async () => {
    let sessionLookedUp = false;
    const services = servicesWithoutDatabase(() => {
      sessionLookedUp = true;
    });
    const context = newRequestContext(services, { nonce: "", clientIp: null });
    for (const url of ["http://localhost/API/ADMIN/uploads/image", "http://localhost/%61pi/admin/uploads/image", "http://localhost/Api/Admin/driver-file"]) {
      const request = new Request(url, { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
      const refused = await caught(requireStaff(request, context, "signed-in"));
      expect(refused.status, url).toBe(403);
    }
    expect(sessionLookedUp).toBe(false);
  });
});
