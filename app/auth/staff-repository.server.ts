import { createHash, randomBytes } from "node:crypto";
import type { ListConfig, ListQuery, Page } from "~/content/shared/list-query";
import { containsText, paginate, sortedBy } from "~/content/shared/paginate.server";
import type { Db } from "~/db/connection.server";
import { lockForRule } from "~/db/dialect";
import type { Role } from "./roles";
import { inTransaction } from "~/db/transaction.server";

/** SQL of staff accounts and invitations; the rules around them are in staff.server.ts. */

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  lastSignInAt: string | null;
  twoFactorEnabled: boolean;
};

/** better-auth's date columns: Date on PostgreSQL, ISO text on SQLite. */
const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

const staffColumns = ["id", "name", "email", "role", "disabledAt", "lastSignInAt", "twoFactorEnabled"] as const;

type StaffRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  disabledAt: string | Date | null;
  lastSignInAt: string | Date | null;
  twoFactorEnabled: number | boolean;
};

function staffFromRow(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    disabled: row.disabledAt !== null,
    lastSignInAt: isoOrNull(row.lastSignInAt),
    // 0/1 on SQLite, a boolean on PostgreSQL.
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
  };
}

export const staffListConfig = {
  sorts: { name: "asc", email: "asc", role: "asc", lastSignInAt: "desc" },
  defaultSort: "name",
} satisfies ListConfig<"name" | "email" | "role" | "lastSignInAt">;

/** Admin list: one page of staff, searched by name and e-mail. */
export async function pageStaff(db: Db, query: ListQuery<keyof typeof staffListConfig.sorts>): Promise<Page<StaffMember>> {
  let filtered = db.selectFrom("user");
  if (query.q) filtered = filtered.where(containsText(["name", "email"], query.q));
  const rows = async (limit: number, offset: number) =>
    (await sortedBy(filtered.select(staffColumns), query.sort, query.dir, "id").limit(limit).offset(offset).execute()).map(staffFromRow);
  return paginate(filtered, rows, query.page);
}

export async function getStaff(db: Db, id: string): Promise<StaffMember | undefined> {
  const row = await db.selectFrom("user").select(staffColumns).where("id", "=", id).executeTakeFirst();
  return row ? staffFromRow(row) : undefined;
}

export async function findStaffIdByEmail(db: Db, email: string): Promise<string | undefined> {
  return (await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst())?.id;
}

/** The account an e-mail signs in to (better-auth compares e-mails in lower case). */
export async function findSignInUser(db: Db, email: string): Promise<{ id: string; disabled: boolean } | undefined> {
  const row = await db.selectFrom("user").select(["id", "disabledAt"]).where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
  return row ? { id: row.id, disabled: row.disabledAt !== null } : undefined;
}

export async function recordSignIn(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.updateTable("user").set({ lastSignInAt: now.toISOString() }).where("id", "=", userId).execute();
}

export async function setRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.updateTable("user").set({ role }).where("id", "=", userId).execute();
}

/** Signs the user out everywhere: their session rows go, so the next request with any of them is anonymous. */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("session").where("userId", "=", userId).execute();
}

export type AccessChange = { actorId: string; targetId: string; role: Role; disabled: boolean };
export type AccessChangeResult = { ok: true; member: StaffMember } | { ok: false; reason: "not-found" | "self-disable" | "last-admin" };

/**
 * Sets a user's role and whether the account is disabled. In one transaction, under a lock that
 * serialises these changes (two administrators demoting each other at once cannot both succeed):
 * nobody disables themselves, and the last active administrator stays one. Disabling deletes the
 * user's sessions in the same transaction.
 */
export async function changeAccess(db: Db, change: AccessChange, now = new Date()): Promise<AccessChangeResult> {
  return inTransaction(db, async (trx) => {
    await lockForRule(trx, "staff-administrators");
    const before = await trx.selectFrom("user").select(staffColumns).where("id", "=", change.targetId).executeTakeFirst();
    if (!before) return { ok: false, reason: "not-found" } as const;
    const wasDisabled = before.disabledAt !== null;
    if (change.disabled && !wasDisabled && change.targetId === change.actorId) return { ok: false, reason: "self-disable" } as const;
    const wasActiveAdmin = before.role === "administrator" && !wasDisabled;
    const staysActiveAdmin = change.role === "administrator" && !change.disabled;
    if (wasActiveAdmin && !staysActiveAdmin) {
      const others = await trx
        .selectFrom("user")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("role", "=", "administrator")
        .where("disabledAt", "is", null)
        .where("id", "!=", change.targetId)
        .executeTakeFirstOrThrow();
      if (Number(others.count) === 0) return { ok: false, reason: "last-admin" } as const;
    }
    const disabledAt = change.disabled ? (wasDisabled ? isoOrNull(before.disabledAt) : now.toISOString()) : null;
    await trx.updateTable("user").set({ role: change.role, disabledAt, updatedAt: now.toISOString() }).where("id", "=", change.targetId).execute();
    if (change.disabled) await trx.deleteFrom("session").where("userId", "=", change.targetId).execute();
    return { ok: true, member: staffFromRow({ ...before, role: change.role, disabledAt }) } as const;
  });
}

// Invitations -------------------------------------------------------------------------------

export const INVITE_LIFETIME_HOURS = 48;

export type Invite = { id: number; email: string; role: string; expiresAt: string; usedAt: string | null; createdAt: string };
export type InviteLookup = { status: "valid"; invite: Invite } | { status: "used" | "expired" | "unknown" };

/** The stored form of a link's token: only this is kept, so a database leak opens no invitation. */
export const hashInviteToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** Stores an invitation and returns the token of its link (256 random bits), which is not kept. */
export async function createInvite(db: Db, invite: { email: string; role: Role; invitedBy: string }, now = new Date()): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_HOURS * 3_600_000).toISOString();
  await db
    .insertInto("staff_invites")
    .values({ email: invite.email, role: invite.role, token_hash: hashInviteToken(token), invited_by: invite.invitedBy, expires_at: expiresAt, created_at: now.toISOString() })
    .execute();
  return { token, expiresAt };
}

const inviteColumns = ["id", "email", "role", "expires_at", "used_at", "created_at"] as const;
const inviteFromRow = (row: { id: number; email: string; role: string; expires_at: string; used_at: string | null; created_at: string }): Invite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  createdAt: row.created_at,
});

export async function findInvite(db: Db, token: string, now = new Date()): Promise<InviteLookup> {
  if (!token) return { status: "unknown" };
  const row = await db.selectFrom("staff_invites").select(inviteColumns).where("token_hash", "=", hashInviteToken(token)).executeTakeFirst();
  if (!row) return { status: "unknown" };
  if (row.used_at !== null) return { status: "used" };
  if (row.expires_at <= now.toISOString()) return { status: "expired" };
  return { status: "valid", invite: inviteFromRow(row) };
}

/** Marks an invitation used, if it still was open: true for exactly one of two simultaneous uses. */
export async function consumeInvite(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("staff_invites")
    .set({ used_at: now.toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Opens an invitation again when the account could not be created after all. */
export async function reopenInvite(db: Db, id: number): Promise<void> {
  await db.updateTable("staff_invites").set({ used_at: null }).where("id", "=", id).execute();
}

/** Invitations not yet used or expired, newest first (shown under the users list). */
export async function listOpenInvites(db: Db, now = new Date()): Promise<Invite[]> {
  const rows = await db
    .selectFrom("staff_invites")
    .select(inviteColumns)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.map(inviteFromRow);
}

/** Withdraws an open invitation: its link then reads as unknown. */
export async function deleteInvite(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("staff_invites").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
