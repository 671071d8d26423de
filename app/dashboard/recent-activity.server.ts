import type { Kysely } from "kysely";
import { type AuditTarget, AUDIT_TARGETS, actionLabel, isAuditTarget, targetLabel } from "~/audit/actions";
import { recentAuditEntries } from "~/audit/repository.server";
import { timeAgo } from "~/audit/time-ago";
import { type Area, mayEnter, type Role } from "~/auth/roles";
import { contentDefinitions } from "~/content/definitions";
import { definitionOfType } from "~/content/definitions";
import { LIST_SEARCH_MAX_LENGTH } from "~/content/shared/list-query";
import type { Db } from "~/db/connection.server";
import { editHref } from "./admin-links";
import { createProbedCache } from "./probed-cache.server";

export const RECENT_ACTIVITY = 20;

/** The part of the panel each kind of audit entry belongs to: a role sees the entries of its parts. */
const TARGET_AREAS: Record<AuditTarget, Area> = {
  category: "content",
  subcategory: "content",
  type: "content",
  product: "content",
  attribute: "content",
  solution: "content",
  news: "content",
  "hero-section": "content",
  popup: "content",
  upload: "content",
  driver: "drivers",
  "driver-category": "drivers",
  enquiry: "inbox",
  message: "inbox",
  settings: "settings",
  user: "users",
  invite: "users",
  session: "users",
};

/**
 * `target`: what the entry was done to, empty for a person's own sign-in events; `link`: the record's
 * edit form (named by its current name), or the screen of a kind without one.
 */
export type ActivityEntry = { id: number; at: string; ago: string; actor: string; action: string; target: string; name: string | null; link: { href: string; text: string } | null };

/** Events of a person's own session: the entry's target is the actor, so the line names no other. */
const OWN_EVENTS = new Set(["sign-in", "sign-in-failed", "lockout", "sign-out", "two-factor-enabled", "two-factor-disabled", "password-change"]);

/** The kinds of entry a role sees; null for every kind (administrators, who read the whole audit log). */
function visibleTargets(role: Role): AuditTarget[] | null {
  if (mayEnter(role, "audit")) return null;
  return (Object.keys(AUDIT_TARGETS) as AuditTarget[]).filter((target) => mayEnter(role, TARGET_AREAS[target]));
}

/**
 * The last entries of the audit log (decision 023) a role may act on, newest first: who did what to
 * which record, when, and a link to that record while it still exists (its current name read with it).
 */
export async function readRecentActivity(db: Db, role: Role, now = new Date()): Promise<ActivityEntry[]> {
  const entries = await recentAuditEntries(db, visibleTargets(role), RECENT_ACTIVITY);
  const records = await recordsOf(db, entries, mayEnter(role, "trash"));
  return entries.map((entry) => {
    const record = entry.target_id ? records.get(`${entry.target_type} ${entry.target_id}`) : undefined;
    if (OWN_EVENTS.has(entry.action) && entry.target_type === "user") {
      return { id: entry.id, at: entry.created_at, ago: timeAgo(entry.created_at, now), actor: entry.actor_name, action: actionLabel(entry.action), target: "", name: null, link: null };
    }
    return {
      id: entry.id,
      at: entry.created_at,
      ago: timeAgo(entry.created_at, now),
      actor: entry.actor_name,
      action: actionLabel(entry.action),
      target: targetLabel(entry.target_type),
      name: record?.name ?? null,
      link: record?.href ? { href: record.href, text: record.trashed ? `“${record.name}” in the trash` : `“${record.name}”` } : screenOf(entry.target_type, role),
    };
  });
}

/** Entries about no single record that still exists link to their screen, when the role may open it. */
function screenOf(target: string, role: Role): ActivityEntry["link"] {
  if (!isAuditTarget(target)) return null;
  if ((target === "user" || target === "invite") && mayEnter(role, "users")) return { href: "/admin/users", text: "Users" };
  if (target === "settings" && mayEnter(role, "settings")) return { href: "/admin/settings", text: "Site Settings" };
  return null;
}

type FoundRecords = Map<string, { name: string; href: string | null; trashed?: boolean }>;

/**
 * The records the entries name that still exist, with their name and edit address, in one query per kind;
 * a record in the trash (decision 037) by its name there, linked to its entry on the Trash screen.
 */
async function recordsOf(db: Db, entries: ReadonlyArray<{ target_type: string; target_id: string | null }>, seesTrash: boolean) {
  const found: FoundRecords = new Map();
  const idsOf = (target: string) => [...new Set(entries.filter((entry) => entry.target_type === target && /^\d+$/.test(entry.target_id ?? "")).map((entry) => Number(entry.target_id)))];
  const handle = db as unknown as Kysely<any>;
  for (const definition of contentDefinitions) {
    const ids = idsOf(definition.type);
    if (ids.length === 0) continue;
    const title = "name" in definition.fields ? "name" : "title" in definition.fields ? "title" : "h1_text";
    // Table and column names come from the definitions, never from a request.
    const rows: Array<{ id: number; name: string }> = await handle.selectFrom(definition.table).select(["id", `${title} as name`]).where("id", "in", ids).execute();
    for (const row of rows) found.set(`${definition.type} ${row.id}`, { name: row.name, href: editHref(definition.type, row.id) });
  }
  const attributes = idsOf("attribute");
  if (attributes.length > 0) {
    for (const row of await db.selectFrom("attributes").select(["id", "name"]).where("id", "in", attributes).execute()) found.set(`attribute ${row.id}`, { name: row.name, href: editHref("attribute", row.id) });
  }
  const enquiries = idsOf("enquiry");
  if (enquiries.length > 0) {
    for (const row of await db.selectFrom("enquiries").select(["id", "looking_for"]).where("id", "in", enquiries).execute()) {
      found.set(`enquiry ${row.id}`, { name: row.looking_for.slice(0, 80), href: `/admin/inbox/enquiry/${row.id}` });
    }
  }
  const messages = idsOf("message");
  if (messages.length > 0) {
    for (const row of await db.selectFrom("messages").select(["id", "kind", "subject"]).where("id", "in", messages).execute()) {
      found.set(`message ${row.id}`, { name: row.subject.slice(0, 80), href: `/admin/inbox/${row.kind}/${row.id}` });
    }
  }
  if (seesTrash) await trashedRecordsOf(db, entries, found);
  return found;
}

/** Content records the entries name that are gone from their table but wait in the trash, newest entry first. */
async function trashedRecordsOf(db: Db, entries: ReadonlyArray<{ target_type: string; target_id: string | null }>, found: FoundRecords) {
  const gone = entries.filter((entry) => /^\d+$/.test(entry.target_id ?? "") && definitionOfType(entry.target_type)?.trash && !found.has(`${entry.target_type} ${entry.target_id}`));
  for (const type of new Set(gone.map((entry) => entry.target_type))) {
    const ids = [...new Set(gone.filter((entry) => entry.target_type === type).map((entry) => Number(entry.target_id)))];
    const rows = await db.selectFrom("trash").select(["record_id", "title"]).where("content_type", "=", type).where("record_id", "in", ids).orderBy("id", "desc").execute();
    for (const row of rows) {
      const key = `${type} ${row.record_id}`;
      if (found.has(key)) continue;
      const search = new URLSearchParams({ kind: type, q: row.title.slice(0, LIST_SEARCH_MAX_LENGTH) });
      found.set(key, { name: row.title, href: `/admin/trash?${search}`, trashed: true });
    }
  }
}

/** Read again when a new entry is written (its id is the fingerprint's), one list per role. "Ago" is as of the read, at most ten minutes old. */
export function recentActivityFingerprint(newestAudit: number | null, now = new Date()): string {
  return `${newestAudit} ${now.toISOString().slice(0, 15)}`;
}

export const getCachedRecentActivity = createProbedCache((db, role: Role) => readRecentActivity(db, role));
