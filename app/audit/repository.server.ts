import type { Insertable, Selectable } from "kysely";
import type { Db } from "~/db/connection.server";
import type { AuditLogTable } from "~/db/schema";
import type { AuditFilter } from "./filter";
import type { AuditTarget } from "./actions";

const columns = ["id", "created_at", "actor_id", "actor_name", "action", "target_type", "target_id", "changes", "ip_address", "user_agent", "request_id"] as const;

export type AuditEntry = Selectable<AuditLogTable>;

/** The log's only write: entries are added, never changed or deleted (decision 023). */
export async function insertAuditEntry(db: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto("audit_log").values(entry).execute();
}

/** Read-only from here on: this module is all the SQL there is for the log. */
function filtered(db: Db, filter: Omit<AuditFilter, "page">) {
  let query = db.selectFrom("audit_log");
  if (filter.user) query = query.where("actor_id", "=", filter.user);
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.target) query = query.where("target_type", "=", filter.target);
  if (filter.targetId) query = query.where("target_id", "=", filter.targetId);
  // Times are ISO text in UTC, so whole days compare as text.
  if (filter.from) query = query.where("created_at", ">=", `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where("created_at", "<", nextDay(filter.to));
  return query;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** One page of matching entries, newest first, and how many match in all. */
export async function pageAudit(db: Db, filter: AuditFilter, pageSize: number): Promise<{ rows: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(columns)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Every matching entry, newest first, for the CSV export. */
export function exportAudit(db: Db, filter: Omit<AuditFilter, "page">): Promise<AuditEntry[]> {
  return filtered(db, filter).select(columns).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** Everyone who has an entry, for the user filter: current names from the accounts, else the name the entry kept. */
export async function listAuditActors(db: Db): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .selectFrom("audit_log")
    .leftJoin("user", "user.id", "audit_log.actor_id")
    .select(["audit_log.actor_id as id", (eb) => eb.fn.max("audit_log.actor_name").as("kept_name"), (eb) => eb.fn.max("user.name").as("name")])
    .where("audit_log.actor_id", "is not", null)
    .groupBy("audit_log.actor_id")
    .execute();
  return rows
    .map((row) => ({ id: row.id as string, name: (row.name ?? row.kept_name) as string }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type LastEdit = { actorName: string; at: string };

/**
 * The newest create or update of each of these records of one type: "Last edited by {name}, {time ago}"
 * on their edit screens. The newest entry per record is the one with the highest id (ids grow with
 * time); the (target_type, target_id, created_at) index serves both steps.
 */
export async function lastEdits(db: Db, target: AuditTarget, ids: ReadonlyArray<number | string>): Promise<Record<string, LastEdit>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("audit_log")
    .select(["target_id", "actor_name", "created_at"])
    .where("id", "in", (eb) =>
      eb
        .selectFrom("audit_log")
        .select((inner) => inner.fn.max("id").as("id"))
        .where("target_type", "=", target)
        .where("target_id", "in", [...new Set(ids.map(String))])
        .where("action", "in", ["create", "update", "restore-revision"])
        .groupBy("target_id"),
    )
    .execute();
  return Object.fromEntries(rows.map((row) => [row.target_id as string, { actorName: row.actor_name, at: row.created_at }]));
}

/**
 * The newest entries, optionally only about these kinds of target (the dashboard's recent activity,
 * decision 041), walking the (created_at, id) index from its end.
 */
export function recentAuditEntries(db: Db, targets: readonly AuditTarget[] | null, limit: number): Promise<AuditEntry[]> {
  let query = db.selectFrom("audit_log").select(columns);
  if (targets) query = query.where("target_type", "in", targets.length > 0 ? [...targets] : [""]);
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}
