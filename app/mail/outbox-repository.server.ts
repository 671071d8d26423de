import type { Db } from "~/db/connection.server";
import type { MailOutboxTable } from "~/db/schema";
import type { MailMessage } from "./mailer.server";

export type OutboxSource = { table: "enquiries" | "messages"; id: number };

export type OutboxMail = MailMessage & { id: number; attempts: number; source: OutboxSource | null };

/** What the inbox shows about a record's e-mail copy while it waits or after it failed. */
export type OutboxState = Pick<MailOutboxTable, "status" | "attempts" | "next_attempt_at" | "last_error" | "sent_at">;

/** Queues a mail; with `db` a transaction, it is queued exactly when the record it copies is stored. */
export async function queueMail(db: Db, message: MailMessage, source: OutboxSource | null, at: Date): Promise<number> {
  const row = await db
    .insertInto("mail_outbox")
    .values({
      to_address: message.to,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      body: message.text,
      source_table: source?.table ?? null,
      source_id: source?.id ?? null,
      status: "queued",
      attempts: 0,
      next_attempt_at: at.toISOString(),
      created_at: at.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of queued mails whose next attempt is due and that no live sender holds, oldest first. */
export async function findDueMail(db: Db, at: Date, limit: number): Promise<number[]> {
  const now = at.toISOString();
  const rows = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes a due mail for this sender until `until`: one conditional update, so of several processes
 * (or instances) reaching for the same mail exactly one gets it. Null when another got there first.
 */
export async function claimMail(db: Db, id: number, at: Date, until: Date): Promise<OutboxMail | null> {
  const now = at.toISOString();
  const claimed = await db
    .updateTable("mail_outbox")
    .set({ locked_until: until.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return {
    id: row.id,
    attempts: row.attempts,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    source: row.source_table && row.source_id !== null ? { table: row.source_table, id: row.source_id } : null,
  };
}

/** Records the outcome of an attempt, and the copied record's mail_status with it, in one transaction. */
export async function recordAttempt(
  db: Db,
  mail: OutboxMail,
  outcome: { status: "sent"; at: Date } | { status: "queued" | "failed"; at: Date; error: string; nextAttemptAt: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("mail_outbox")
      .set({
        status: outcome.status,
        attempts: mail.attempts + 1,
        locked_until: null,
        ...(outcome.status === "sent"
          ? { sent_at: outcome.at.toISOString(), last_error: null }
          : { last_error: outcome.error, next_attempt_at: outcome.nextAttemptAt.toISOString() }),
      })
      .where("id", "=", mail.id)
      .execute();
    if (mail.source && outcome.status !== "queued") {
      await trx
        .updateTable(mail.source.table)
        .set({ mail_status: outcome.status })
        .where("id", "=", mail.source.id)
        .execute();
    }
  });
}

/** The outbox entry of an inbox record's e-mail copy, if it went through the outbox. */
export async function findOutboxState(db: Db, source: OutboxSource): Promise<OutboxState | undefined> {
  return db
    .selectFrom("mail_outbox")
    .select(["status", "attempts", "next_attempt_at", "last_error", "sent_at"])
    .where("source_table", "=", source.table)
    .where("source_id", "=", source.id)
    .orderBy("id", "desc")
    .executeTakeFirst();
}
