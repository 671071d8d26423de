import { setInboxMailStatus } from "~/content/inbox/records.server";
import type { Db } from "~/db/connection.server";
import type { MailMessage } from "./mailer.server";
import type { Outbox } from "./outbox.server";
import { queueMail } from "./outbox-repository.server";

type CopyServices = { db: Db; mailer: { configured: boolean }; outbox: Outbox };

/**
 * Stores an inbox record and, when a mail server is configured, queues its e-mail copy in the
 * same transaction (the record's mail_status "queued"), then starts sending it after the answer.
 * The visitor never waits on the mail server, and no stored record is without its queued copy.
 */
export async function storeWithMailCopy<R extends { id: number }>(
  services: CopyServices,
  table: "enquiries" | "messages",
  store: (db: Db) => Promise<R>,
  mail: (record: R) => MailMessage,
): Promise<R> {
  if (!services.mailer.configured) return store(services.db);
  const stored = await services.db.transaction().execute(async (trx) => {
    const record = await store(trx);
    await queueMail(trx, mail(record), { table, id: record.id }, new Date());
    await setInboxMailStatus(trx, table, record.id, "queued");
    return { ...record, mail_status: "queued" as const };
  });
  services.outbox.kick();
  return stored;
}
