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

export async function setInboxStatus<Row>(db: Db, name: InboxTable, id: number, status: InboxStatus, columns: readonly string[]): Promise<Row | undefined> {
  const row = await table(db)
    .updateTable(name)
    .set({ status: z.enum(INBOX_STATUSES).parse(status), updated_at: now() })
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
