import type { Db } from "~/db/connection.server";
import { REQUIRE_ADMIN_TWO_FACTOR, twoFactorRequirementFrom } from "./security-settings.server";

/** SQL of sessions: the guard's reading, the Account page's list, signing one out, activity. */

export type SessionSummary = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** The user's sessions still valid, most recently active first. */
export async function listSessions(db: Db, userId: string, now = new Date()): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "userAgent", "ipAddress", "createdAt", "lastActiveAt", "expiresAt"])
    .where("userId", "=", userId)
    .execute();
  return rows
    .filter((row) => new Date(row.expiresAt).getTime() > now.getTime())
    .map((row) => ({
      id: row.id,
      userAgent: row.userAgent || null,
      ipAddress: row.ipAddress || null,
      createdAt: iso(row.createdAt),
      lastActiveAt: iso(row.lastActiveAt ?? row.createdAt),
    }))
    .sort((a, b) => b.lastActiveAt.localeCompare(a.lastActiveAt) || a.id.localeCompare(b.id));
}

/** Signs out one of the user's own sessions; false when it is not theirs or already gone. */
export async function deleteOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom("session").where("userId", "=", userId).where("id", "=", sessionId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Signs out every session of the user but the one making the request; returns how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const result = await db.deleteFrom("session").where("userId", "=", userId).where("id", "!=", keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A session as the admin guard reads it, with its staff member. */
export type SessionWithStaff = {
  session: { id: string; createdAt: Date; expiresAt: Date; lastActiveAt: Date | null };
  user: { id: string; name: string; email: string; role: string; twoFactorEnabled: boolean; disabledAt: Date | null };
  /** The Site Settings switch requiring two-factor sign-in of administrators, as stored. */
  twoFactorRequiredSetting: boolean;
};

/**
 * The session a signed cookie's token names, its user, and the stored two-factor requirement the
 * guard checks next for administrators, in one query (every admin request makes it).
 */
export async function findSessionWithStaff(db: Db, token: string): Promise<SessionWithStaff | null> {
  const row = await db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select([
      "session.id as sessionId",
      "session.createdAt",
      "session.expiresAt",
      "session.lastActiveAt",
      "user.id as userId",
      "user.name",
      "user.email",
      "user.role",
      "user.twoFactorEnabled",
      "user.disabledAt",
      (eb) => eb.selectFrom("site_settings").select("value").where("key", "=", REQUIRE_ADMIN_TWO_FACTOR).as("twoFactorSetting"),
    ])
    .where("session.token", "=", token)
    .executeTakeFirst();
  if (!row) return null;
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return {
    session: { id: row.sessionId, createdAt: new Date(row.createdAt), expiresAt: new Date(row.expiresAt), lastActiveAt: date(row.lastActiveAt) },
    user: {
      id: row.userId,
      name: row.name,
      email: row.email,
      role: row.role,
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      disabledAt: date(row.disabledAt),
    },
    twoFactorRequiredSetting: twoFactorRequirementFrom(row.twoFactorSetting),
  };
}

/** Moves the session's activity clock to now (the guard calls it at most once a minute per session). */
export async function touchSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.updateTable("session").set({ lastActiveAt: now.toISOString() }).where("id", "=", sessionId).execute();
}

/** Removes a session that ran idle. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom("session").where("id", "=", sessionId).execute();
}
