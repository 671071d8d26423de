import { sql } from "kysely";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { migrations } from "~/db/migrations";
import { up as addStaffAccounts } from "~/db/migrations/2026-11-23T0500-staff-accounts";
import type { Mailer, MailMessage } from "~/mail/mailer.server";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createAdminUser, createStaffUser } from "./admin-users.server";
import { getAdminSession, requireStaff } from "./guard.server";
import type { Role } from "./roles";
import { signInAdmin } from "./sign-in.server";
import { changeAccess, findInvite, getStaff, hashInviteToken } from "./staff-repository.server";
import { acceptInvite, inviteStaff } from "./staff.server";
import { newRequestContext, servicesContext, type RequestContext } from "~/request-context";

const inaAudit = { actorId: "ina", actorName: "Ina", ip: null, userAgent: null, requestId: null };

const PASSWORD = "correct horse battery staple";

function contextFor(db: Db, mailer?: Mailer): { context: RequestContext; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const recording: Mailer = mailer ?? {
    configured: true,
    sendMail: async (message) => (sent.push(message), "sent"),
    deliver: async (message) => void sent.push(message),
  };
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(40), DATA_DIR: "/nonexistent-test-dir" });
  const services = createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }), mailer: recording });
  return { context: newRequestContext(services, { nonce: "", clientIp: "203.0.113.20" }), sent };
}

const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
const request = (cookie: string, path: string) => new Request(`http://localhost${path}`, { headers: { cookie } });

async function caught(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a refusal");
}

async function staffSession(context: RequestContext, email: string, role: Role) {
  const user = await createStaffUser(context.get(servicesContext).auth, { email, password: PASSWORD, role });
  const result = await signInAdmin(context.get(servicesContext), { email, password: PASSWORD, ip: "203.0.113.21", userAgent: null });
  if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
  return { id: user.id, cookie: cookieFrom(result.headers) };
}

describeEachDatabase("staff roles", (getDb) => {
  it("admin:create makes an administrator, and a role is read with the session", async () => {
    const { context } = contextFor(getDb());
    const admin = await createAdminUser(context.get(servicesContext).auth, { email: "boss@example.com", password: PASSWORD });
    expect((await getStaff(getDb(), admin.id))?.role).toBe("administrator");
    const editor = await staffSession(context, "ed@example.com", "editor");
    expect((await requireStaff(request(editor.cookie, "/admin/products"), context, "content")).user.role).toBe("editor");
  });

  it("refuses an area the role lacks with 403: text for a page, JSON for the API", async () => {
    const { context } = contextFor(getDb());
    const support = await staffSession(context, "help@example.com", "support");
    const page = await caught(requireStaff(request(support.cookie, "/admin/products"), context, "content"));
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Your role does not give access");
    const api = await caught(requireStaff(request(support.cookie, "/api/admin/uploads/image"), context, "content"));
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ success: false });
    expect((await requireStaff(request(support.cookie, "/admin/drivers"), context, "drivers")).user.email).toBe("help@example.com");
  });

  it("applies a changed role at the next request, and disabling ends every session at once", async () => {
    const db = getDb();
    const { context } = contextFor(db);
    const admin = await staffSession(context, "chief@example.com", "administrator");
    const editor = await staffSession(context, "writer@example.com", "editor");
    expect(await changeAccess(db, { actorId: admin.id, targetId: editor.id, role: "support", disabled: false })).toMatchObject({ ok: true });
    expect((await caught(requireStaff(request(editor.cookie, "/admin/news"), context, "content"))).status).toBe(403);

    expect(await changeAccess(db, { actorId: admin.id, targetId: editor.id, role: "support", disabled: true })).toMatchObject({ ok: true });
    expect(await db.selectFrom("session").select("id").where("userId", "=", editor.id).execute()).toEqual([]);
    expect(await getAdminSession(request(editor.cookie, "/admin/inbox"), context)).toBeNull();
    const again = await signInAdmin(context.get(servicesContext), { email: "writer@example.com", password: PASSWORD, ip: "203.0.113.22", userAgent: null });
    expect(again).toEqual({ ok: false, reason: "disabled" });
    expect(await db.selectFrom("session").select("id").where("userId", "=", editor.id).execute()).toEqual([]);

    expect(await changeAccess(db, { actorId: admin.id, targetId: editor.id, role: "editor", disabled: false })).toMatchObject({ ok: true });
    expect((await signInAdmin(context.get(servicesContext), { email: "writer@example.com", password: PASSWORD, ip: "203.0.113.22", userAgent: null })).ok).toBe(true);
  });

  it("keeps one active administrator, and nobody disables themselves", async () => {
    const db = getDb();
    await sql`delete from "user"`.execute(db);
    const { context } = contextFor(db);
    const only = await staffSession(context, "only@example.com", "administrator");
    expect(await changeAccess(db, { actorId: only.id, targetId: only.id, role: "editor", disabled: false })).toEqual({ ok: false, reason: "last-admin" });
    expect(await changeAccess(db, { actorId: only.id, targetId: only.id, role: "administrator", disabled: true })).toEqual({ ok: false, reason: "self-disable" });

    const second = await staffSession(context, "second@example.com", "administrator");
    // A disabled administrator does not count: disabling the second leaves only one active.
    expect(await changeAccess(db, { actorId: only.id, targetId: second.id, role: "administrator", disabled: true })).toMatchObject({ ok: true });
    expect(await changeAccess(db, { actorId: only.id, targetId: only.id, role: "support", disabled: false })).toEqual({ ok: false, reason: "last-admin" });
    expect(await changeAccess(db, { actorId: only.id, targetId: second.id, role: "administrator", disabled: false })).toMatchObject({ ok: true });
    // With two active administrators one may step down, but not both.
    expect(await changeAccess(db, { actorId: only.id, targetId: only.id, role: "editor", disabled: false })).toMatchObject({ ok: true });
    expect(await changeAccess(db, { actorId: second.id, targetId: second.id, role: "editor", disabled: false })).toEqual({ ok: false, reason: "last-admin" });
    expect((await getStaff(db, second.id))?.role).toBe("administrator");
  });
});

describeEachDatabase("staff invitations", (getDb) => {
  it("mails a single-use link, stores only its hash, and the invitee chooses name and password", async () => {
    const db = getDb();
    const { context, sent } = contextFor(db);
    const inviter = await createAdminUser(context.get(servicesContext).auth, { email: "inviter@example.com", password: PASSWORD });
    const outcome = await inviteStaff(context.get(servicesContext), { email: "New.Person@Example.com", role: "editor", origin: "https://shop.example", inviter: { id: inviter.id, name: "Ina" } }, inaAudit);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.mail).toBe("sent");
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe("new.person@example.com");
    expect(sent[0].text).toContain(outcome.link);
    expect(sent[0].text).toContain("as Editor");
    const token = new URL(outcome.link).searchParams.get("token") ?? "";
    expect(outcome.link.startsWith("https://shop.example/admin/invite?token=")).toBe(true);
    const stored = await db.selectFrom("staff_invites").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(hashInviteToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const hours = (Date.parse(stored[0].expires_at) - Date.parse(stored[0].created_at)) / 3_600_000;
    expect(hours).toBe(48);

    const weak = await acceptInvite(context.get(servicesContext), token, { name: "New Person", password: "qwertyuiop123", confirm: "qwertyuiop123" }, { ip: null, userAgent: null });
    expect(weak).toMatchObject({ ok: false, fieldErrors: { password: expect.stringContaining("commonly used") } });

    const accepted = await acceptInvite(context.get(servicesContext), token, { name: "New Person", password: PASSWORD, confirm: PASSWORD }, { ip: null, userAgent: null });
    if (!accepted.ok || !("signIn" in accepted) || !accepted.signIn.ok) throw new Error("not accepted");
    const member = await db.selectFrom("user").select(["id", "name", "role"]).where("email", "=", "new.person@example.com").executeTakeFirstOrThrow();
    expect(member).toMatchObject({ name: "New Person", role: "editor" });
    expect((await requireStaff(request(cookieFrom(accepted.signIn.headers), "/admin/news"), context, "content")).user.id).toBe(member.id);

    expect(await findInvite(db, token)).toEqual({ status: "used" });
    expect(await acceptInvite(context.get(servicesContext), token, { name: "Twice", password: PASSWORD, confirm: PASSWORD }, { ip: null, userAgent: null })).toEqual({ ok: false, problem: "used" });
    expect(await findInvite(db, "not-a-token")).toEqual({ status: "unknown" });
    const again = await inviteStaff(context.get(servicesContext), { email: "new.person@example.com", role: "support", origin: "http://x", inviter: { id: inviter.id, name: "Ina" } }, inaAudit);
    expect(again).toEqual({ ok: false, error: "A user with the e-mail new.person@example.com already exists." });
  });

  it("refuses an expired link, and shows the link when no mail could be sent", async () => {
    const db = getDb();
    const { context } = contextFor(db, {
      configured: false,
      sendMail: async () => "not_configured",
      deliver: async () => {
        throw new Error("not configured");
      },
    });
    const inviter = await createAdminUser(context.get(servicesContext).auth, { email: "inviter2@example.com", password: PASSWORD });
    const outcome = await inviteStaff(context.get(servicesContext), { email: "late@example.com", role: "support", origin: "http://localhost", inviter: { id: inviter.id, name: "Ina" } }, inaAudit);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.mail).toBe("not_configured");
    const token = new URL(outcome.link).searchParams.get("token") ?? "";
    await db.updateTable("staff_invites").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("email", "=", "late@example.com").execute();
    expect(await findInvite(db, token)).toEqual({ status: "expired" });
    expect(await acceptInvite(context.get(servicesContext), token, { name: "Late", password: PASSWORD, confirm: PASSWORD }, { ip: null, userAgent: null })).toEqual({ ok: false, problem: "expired" });
    expect(await db.selectFrom("user").select("id").where("email", "=", "late@example.com").executeTakeFirst()).toBeUndefined();
  });
});

describe("the staff migration", () => {
  it("makes every existing user an administrator, and a new one the least role", async () => {
    const { openDatabase } = await import("~/db/connection.server");
    const { Migrator } = await import("kysely");
    const { db } = openDatabase({ kind: "sqlite", file: ":memory:" });
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "2026-11-23T0500"));
    await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    const now = new Date().toISOString();
    await db.insertInto("user").values({ id: "old", name: "Old", email: "old@example.com", emailVerified: 1, image: null, createdAt: now, updatedAt: now } as never).execute();
    await addStaffAccounts(db);
    await db.insertInto("user").values({ id: "new", name: "New", email: "new@example.com", emailVerified: 1, image: null, createdAt: now, updatedAt: now } as never).execute();
    const roles = await db.selectFrom("user").select(["id", "role", "disabledAt"]).orderBy("id").execute();
    expect(roles).toEqual([
      { id: "new", role: "support", disabledAt: null },
      { id: "old", role: "administrator", disabledAt: null },
    ]);
    await db.destroy();
  });
});
