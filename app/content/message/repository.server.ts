import { z } from "zod";
import type { Db } from "~/db/connection.server";
import { INBOX_STATUSES, type InboxStatus, MAIL_STATUSES, type MailStatus } from "../enquiry/schema";
import { now } from "../shared/content-version.server";
import { type Message, type MessageInput, type MessageKind, messageInput } from "./schema";

// Support and contact messages are visitor messages, not site content: the content version stays.
const columns = [
  "id",
  "kind",
  "first_name",
  "last_name",
  "email",
  "company",
  "phone",
  "product",
  "subject",
  "message",
  "status",
  "mail_status",
  "ip_address",
  "user_agent",
  "created_at",
  "updated_at",
] as const;

export async function createMessage(db: Db, input: MessageInput): Promise<Message> {
  const timestamp = now();
  return db
    .insertInto("messages")
    .values({
      ...messageInput.parse(input),
      status: "new",
      mail_status: "not_configured",
      created_at: timestamp,
      updated_at: timestamp,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function getMessage(db: Db, id: number): Promise<Message | undefined> {
  return db.selectFrom("messages").select(columns).where("id", "=", id).executeTakeFirst();
}

/** Newest first, optionally one kind and/or one status. */
export async function listMessages(
  db: Db,
  options: { kind?: MessageKind; status?: InboxStatus; limit?: number } = {},
): Promise<Message[]> {
  let query = db.selectFrom("messages").select(columns).orderBy("created_at", "desc").orderBy("id", "desc");
  if (options.kind) query = query.where("kind", "=", options.kind);
  if (options.status) query = query.where("status", "=", options.status);
  if (options.limit) query = query.limit(options.limit);
  return query.execute();
}

export async function setMessageStatus(db: Db, id: number, status: InboxStatus): Promise<Message | undefined> {
  return db
    .updateTable("messages")
    .set({ status: z.enum(INBOX_STATUSES).parse(status), updated_at: now() })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
}

/** Records whether the notification e-mail went out; the message itself is already stored. */
export async function setMessageMailStatus(db: Db, id: number, mailStatus: MailStatus): Promise<void> {
  await db
    .updateTable("messages")
    .set({ mail_status: z.enum(MAIL_STATUSES).parse(mailStatus), updated_at: now() })
    .where("id", "=", id)
    .execute();
}

export async function countNewMessages(db: Db, kind?: MessageKind): Promise<number> {
  let query = db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "new");
  if (kind) query = query.where("kind", "=", kind);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
