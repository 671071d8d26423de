import type { Db } from "~/db/connection.server";
import type { InboxStatus, MailStatus } from "../enquiry/schema";
import { listInboxRows, setInboxMailStatus, setInboxStatus } from "../inbox/records.server";
import { now } from "../shared/content-version.server";
import { submissionColumns } from "../shared/visitor-submission";
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
  ...submissionColumns,
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
export const listMessages = (db: Db, options: { kind?: MessageKind; status?: InboxStatus; limit?: number } = {}) =>
  listInboxRows<Message>(db, "messages", columns, options);

export const setMessageStatus = (db: Db, id: number, status: InboxStatus) => setInboxStatus<Message>(db, "messages", id, status, columns);

/** Records whether the notification e-mail went out; the message itself is already stored. */
export const setMessageMailStatus = (db: Db, id: number, mailStatus: MailStatus) => setInboxMailStatus(db, "messages", id, mailStatus);

export async function countNewMessages(db: Db, kind?: MessageKind): Promise<number> {
  let query = db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "new");
  if (kind) query = query.where("kind", "=", kind);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
