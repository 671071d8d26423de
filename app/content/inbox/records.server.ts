import type { Kysely } from "kysely";
import { z } from "zod";
import type { Db } from "~/db/connection.server";
import { INBOX_STATUSES, type InboxStatus, MAIL_STATUSES, type MailStatus } from "../enquiry/schema";
import { now } from "../shared/content-version.server";

/**
 * What enquiries and messages share: both are visitor messages (not site content, so the content
 * version stays), listed newest first, with an inbox status and the state of their e-mail copy.
 * Table and column names come from the two repositories, never from a request.
 */
export type InboxTable = "enquiries" | "messages";

const table = (db: Db) => db as unknown as Kysely<any>;

/** Newest first, optionally only one status (and, for messages, one kind). */
export async function listInboxRows<Row>(
  db: Db,
  name: InboxTable,
  columns: readonly string[],
  options: { status?: InboxStatus; kind?: string; limit?: number } = {},
): Promise<Row[]> {
  let query = table(db).selectFrom(name).select(columns).orderBy("created_at", "desc").orderBy("id", "desc");
  if (options.kind) query = query.where("kind", "=", options.kind);
  if (options.status) query = query.where("status", "=", options.status);
  if (options.limit) query = query.limit(options.limit);
  return query.execute() as Promise<Row[]>;
}

/**
 * Sets the status and keeps its times (decision 041): `in_progress_at` is the first time the item
 * reached In progress and stays; `closed_at` is the time it was last Closed, and is cleared when it
 * is opened again. Saving the status it already has changes neither.
 */
export async function setInboxStatus<Row>(db: Db, name: InboxTable, id: number, status: InboxStatus, columns: readonly string[]): Promise<Row | undefined> {
  const next = z.enum(INBOX_STATUSES).parse(status);
  const at = now();
  const row = await table(db)
    .updateTable(name)
    .set((eb) => ({
      status: next,
      updated_at: at,
      in_progress_at: next === "in_progress" ? eb.fn.coalesce("in_progress_at", eb.val(at)) : eb.ref("in_progress_at"),
      closed_at: next !== "closed" ? null : eb.case().when("status", "=", "closed").then(eb.ref("closed_at")).else(at).end(),
    }))
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  return row as Row | undefined;
}

/** Records whether the notification e-mail went out; the record itself is already stored. */
export async function setInboxMailStatus(db: Db, name: InboxTable, id: number, mailStatus: MailStatus): Promise<void> {
  await table(db)
    .updateTable(name)
    .set({ mail_status: z.enum(MAIL_STATUSES).parse(mailStatus), updated_at: now() })
    .where("id", "=", id)
    .execute();
}

/**
 * The demo inbox only (app/seed): records when an item arrived and was handled, as if it had been
 * received and worked on then. The app's own changes go through setInboxStatus.
 */
export async function setInboxHistory(
  db: Db,
  name: InboxTable,
  id: number,
  history: { created_at: string; status: InboxStatus; in_progress_at: string | null; closed_at: string | null },
): Promise<void> {
  const status = z.enum(INBOX_STATUSES).parse(history.status);
  const updated_at = [history.created_at, history.in_progress_at, history.closed_at].filter((at): at is string => at !== null).sort().at(-1)!;
  await table(db)
    .updateTable(name)
    .set({ ...history, status, updated_at })
    .where("id", "=", id)
    .execute();
}

/** The demo inbox only: removes an item with its e-mail copies (a failed seed is undone). */
export async function removeInboxItem(db: Db, name: InboxTable, id: number): Promise<void> {
  await db.deleteFrom("mail_outbox").where("source_table", "=", name).where("source_id", "=", id).execute();
  await table(db).deleteFrom(name).where("id", "=", id).execute();
}
