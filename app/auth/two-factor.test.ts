import { HOTP, Secret } from "otpauth";
import pino from "pino";
import { expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createAdminUser } from "./admin-users.server";
import { getAdminSession, requireStaff } from "./guard.server";
import { setTwoFactorRequirement } from "./security-settings.server";
import { signInAdmin } from "./sign-in.server";
import { getStaff } from "./staff-repository.server";
import { resetTwoFactor } from "./two-factor-repository.server";
import { CODE_MESSAGES, completeTwoFactorSignIn, confirmEnrolment, enrolmentOf, startEnrolment } from "./two-factor.server";
import { newRequestContext, servicesContext, type RequestContext } from "~/request-context";

const PASSWORD = "correct horse battery staple";
const IP = "203.0.113.30";

function contextFor(db: Db): RequestContext {
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "y".repeat(40), DATA_DIR: "/nonexistent-test-dir" });
  const services = createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) });
  return newRequestContext(services, { nonce: "", clientIp: IP });
}

const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
const request = (cookie: string, path = "/admin/account") => new Request(`http://localhost${path}`, { headers: { cookie, "user-agent": "vitest" } });
const step = () => Math.floor(Date.now() / 30_000);
const codeAt = (base32: string, counter: number) => HOTP.generate({ secret: Secret.fromBase32(base32), counter });

async function signedIn(context: RequestContext, email: string) {
  const result = await signInAdmin(context.get(servicesContext), { email, password: PASSWORD, ip: IP, userAgent: "vitest" });
  if (!result.ok || "twoFactor" in result) throw new Error("expected a session");
  return cookieFrom(result.headers);
}

/** An administrator with two-factor on; returns the base32 secret and the recovery codes. */
async function enrolled(context: RequestContext, email: string) {
  const user = await createAdminUser(context.get(servicesContext).auth, { email, password: PASSWORD });
  const cookie = await signedIn(context, email);
  expect(await startEnrolment(context.get(servicesContext), { request: request(cookie), email, password: "not the password at all", ip: IP })).toEqual({ ok: false, reason: "wrong-password" });
  expect(await startEnrolment(context.get(servicesContext), { request: request(cookie), email, password: PASSWORD, ip: IP })).toEqual({ ok: true });
  const pending = await enrolmentOf(context.get(servicesContext), { id: user.id, email });
  if (pending.status !== "pending") throw new Error("expected a pending enrolment");
  expect(pending.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  expect(pending.uri).toContain(`secret=${pending.secret}`);
  const enrolledStep = step();
  const confirmed = await confirmEnrolment(context.get(servicesContext), request(cookie), { id: user.id }, codeAt(pending.secret, enrolledStep), IP);
  if (!confirmed.ok) throw new Error(`confirming failed: ${confirmed.reason}`);
  expect(confirmed.recoveryCodes).toHaveLength(10);
  return { userId: user.id, secret: pending.secret, recoveryCodes: confirmed.recoveryCodes, enrolledStep };
}

describeEachDatabase("two-factor sign-in", (getDb) => {
  it("enrols with the password and a code, then asks for a code after the password; a code works once", async () => {
    const context = contextFor(getDb());
    const { userId, secret, recoveryCodes, enrolledStep } = await enrolled(context, "totp@example.com");
    expect((await getStaff(getDb(), userId))?.twoFactorEnabled).toBe(true);
    const stored = await getDb().selectFrom("twoFactor").select(["secret", "backupCodes"]).where("userId", "=", userId).executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(Secret.fromBase32(secret).utf8);
    expect(stored.backupCodes).not.toContain(recoveryCodes[0]);

    const first = await signInAdmin(context.get(servicesContext), { email: "totp@example.com", password: PASSWORD, ip: IP, userAgent: "vitest" });
    if (!first.ok || !("twoFactor" in first)) throw new Error("expected the code step");
    const pendingCookie = cookieFrom(first.headers);
    expect(pendingCookie).not.toMatch(/session_token=/);
    const attempt = { userId, cookie: pendingCookie, ip: IP, userAgent: "vitest" };

    // The enrolment code's step is spent; the next step's code (within the drift allowed) signs in.
    expect(await completeTwoFactorSignIn(context.get(servicesContext), { ...attempt, code: codeAt(secret, enrolledStep) })).toMatchObject({ reason: "replayed", message: CODE_MESSAGES.replayed });
    expect(await completeTwoFactorSignIn(context.get(servicesContext), { ...attempt, code: [enrolledStep - 1, enrolledStep, enrolledStep + 1, enrolledStep + 2].some((counter) => codeAt(secret, counter) === "000000") ? "999999" : "000000" })).toMatchObject({ reason: "invalid" });
    const next = codeAt(secret, enrolledStep + 1);
    const done = await completeTwoFactorSignIn(context.get(servicesContext), { ...attempt, code: next });
    if (!done.ok) throw new Error(`sign-in failed: ${done.reason}`);
    const session = await getAdminSession(request(cookieFrom(done.headers)), context);
    expect(session?.user).toMatchObject({ id: userId, twoFactorEnabled: true });

    // The same code again, in a new sign-in: refused.
    const second = await signInAdmin(context.get(servicesContext), { email: "totp@example.com", password: PASSWORD, ip: IP, userAgent: "vitest" });
    if (!second.ok || !("twoFactor" in second)) throw new Error("expected the code step");
    const again = { userId, cookie: cookieFrom(second.headers), ip: IP, userAgent: "vitest" };
    expect(await completeTwoFactorSignIn(context.get(servicesContext), { ...again, code: next })).toMatchObject({ reason: "replayed" });
    // A recovery code instead, once.
    const recovered = await completeTwoFactorSignIn(context.get(servicesContext), { ...again, code: recoveryCodes[3] });
    expect(recovered.ok).toBe(true);
    expect(await enrolmentOf(context.get(servicesContext), { id: userId, email: "totp@example.com" })).toEqual({ status: "on", recoveryCodesLeft: 9 });
    const third = await signInAdmin(context.get(servicesContext), { email: "totp@example.com", password: PASSWORD, ip: IP, userAgent: "vitest" });
    if (!third.ok || !("twoFactor" in third)) throw new Error("expected the code step");
    expect(await completeTwoFactorSignIn(context.get(servicesContext), { userId, cookie: cookieFrom(third.headers), ip: IP, userAgent: "vitest", code: recoveryCodes[3] })).toMatchObject({
      reason: "invalid",
      message: CODE_MESSAGES.invalidRecovery,
    });

    // An administrator's reset: the password alone signs in again.
    expect(await resetTwoFactor(getDb(), userId)).toBe(true);
    expect(await resetTwoFactor(getDb(), userId)).toBe(false);
    await signedIn(context, "totp@example.com");
  });

  it("reads the two-factor requirement once for one page request's loaders, and afresh for the next request", async () => {
    const context = contextFor(getDb());
    await createAdminUser(context.get(servicesContext).auth, { email: "required@example.com", password: PASSWORD });
    const cookie = await signedIn(context, "required@example.com");
    const services = context.get(servicesContext);
    const pageRequest = newRequestContext(services, { nonce: "", clientIp: IP, shared: new Map() });
    try {
      await setTwoFactorRequirement(getDb(), true);
      const refused = await requireStaff(request(cookie, "/admin/products"), pageRequest, "content").catch((thrown: unknown) => thrown);
      expect((refused as Response).headers.get("location")).toBe("/admin/account");
      // Switched off between the layout's loader and the screen's: the page keeps the reading it began with…
      await setTwoFactorRequirement(getDb(), false);
      expect(await requireStaff(request(cookie, "/admin/products"), pageRequest, "content").catch((thrown: unknown) => thrown)).toBeInstanceOf(Response);
      // …and the next request reads it again.
      const nextRequest = newRequestContext(services, { nonce: "", clientIp: IP, shared: new Map() });
      expect((await requireStaff(request(cookie, "/admin/products"), nextRequest, "content")).user.email).toBe("required@example.com");
    } finally {
      await setTwoFactorRequirement(getDb(), false);
    }
  });

  it("counts wrong codes against the sign-in limits", async () => {
    const context = contextFor(getDb());
    const { userId } = await enrolled(context, "limited@example.com");
    const pending = await signInAdmin(context.get(servicesContext), { email: "limited@example.com", password: PASSWORD, ip: IP, userAgent: null });
    if (!pending.ok || !("twoFactor" in pending)) throw new Error("expected the code step");
    const attempt = { userId, cookie: cookieFrom(pending.headers), ip: IP, userAgent: null, code: "abcde-12345" };
    for (let i = 0; i < 5; i++) expect((await completeTwoFactorSignIn(context.get(servicesContext), attempt)).ok).toBe(false);
    expect(await completeTwoFactorSignIn(context.get(servicesContext), attempt)).toMatchObject({ reason: "rate-limited" });
  });

  it("ends an idle session, and sends an administrator without two-factor to enrol when it is required", async () => {
    const context = contextFor(getDb());
    await createAdminUser(context.get(servicesContext).auth, { email: "idle@example.com", password: PASSWORD });
    const cookie = await signedIn(context, "idle@example.com");
    const staff = await getAdminSession(request(cookie), context);
    expect(staff).not.toBeNull();

    await setTwoFactorRequirement(getDb(), true);
    const refused = await requireStaff(request(cookie, "/admin/products"), context, "content").catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("location")).toBe("/admin/account");
    expect((await requireStaff(request(cookie, "/admin/account"), context, "signed-in")).user.email).toBe("idle@example.com");
    await setTwoFactorRequirement(getDb(), false);

    // Activity is written at most once a minute: a request 90 s after the last one moves the clock.
    const ninetySecondsAgo = new Date(Date.now() - 90_000).toISOString();
    await getDb().updateTable("session").set({ lastActiveAt: ninetySecondsAgo }).where("id", "=", staff!.session.id).execute();
    expect(await getAdminSession(request(cookie), context)).not.toBeNull();
    const touched = await getDb().selectFrom("session").select("lastActiveAt").where("id", "=", staff!.session.id).executeTakeFirstOrThrow();
    expect(new Date(touched.lastActiveAt!).getTime()).toBeGreaterThan(Date.now() - 10_000);

    const twoHoursAgo = new Date(Date.now() - 120 * 60_000).toISOString();
    await getDb().updateTable("session").set({ lastActiveAt: twoHoursAgo }).where("id", "=", staff!.session.id).execute();
    expect(await getAdminSession(request(cookie), context)).toBeNull();
    expect(await getDb().selectFrom("session").select("id").where("id", "=", staff!.session.id).executeTakeFirst()).toBeUndefined();
  });
});
