import { createEnquiry } from "~/content/enquiry/repository.server";
import { createEnquiryLines } from "~/content/enquiry/lines.server";
import { removeInboxItem, setInboxHistory } from "~/content/inbox/records.server";
import { createMessage } from "~/content/message/repository.server";
import { DEFAULT_SITE_SETTINGS } from "~/content/site-settings/defaults";
import { messageMail } from "~/mail/message-mail";
import { claimMail, queueMail, recordAttempt } from "~/mail/outbox-repository.server";
import type { AppServices } from "~/services/services.server";
import { DEMO_INBOX, type SeedEnquiry, type SeedMessage } from "./editorial/inbox";
import type { OnCreated } from "./seed-catalogue.server";

/** Attempts the outbox makes before it gives up on a copy (decision 021). */
const OUTBOX_ATTEMPTS = 12;
const HOUR = 3_600_000;

export type InboxCounts = { enquiries: number; messages: number; failedMails: number };

/**
 * The demo inbox (issue 18): enquiries, support requests and contact messages of the last three
 * months with their handling times, so the dashboard's trends show something on a fresh start, and
 * one support request whose e-mail copy the outbox gave up on. Enquiries name catalogue products by
 * model number; the catalogue is seeded first.
 */
export async function seedInbox(services: Pick<AppServices, "db">, onCreated: OnCreated, now = new Date()): Promise<InboxCounts> {
  const { db } = services;
  const products = await db.selectFrom("products").select(["id", "name", "model_number"]).where("model_number", "is not", null).execute();
  const byModel = new Map(products.map((product) => [product.model_number, product]));
  const counts: InboxCounts = { enquiries: 0, messages: 0, failedMails: 0 };
  for (const item of DEMO_INBOX) {
    const times = history(item, now);
    if (item.kind === "enquiry") {
      const id = await seedEnquiry(services, item, byModel);
      onCreated(() => removeInboxItem(db, "enquiries", id));
      await setInboxHistory(db, "enquiries", id, times);
      counts.enquiries++;
    } else {
      const message = await createMessage(db, { kind: item.kind, first_name: item.firstName, last_name: item.lastName, email: item.email, company: item.company ?? null, product: item.product ?? null, subject: item.subject, message: item.message });
      onCreated(() => removeInboxItem(db, "messages", message.id));
      await setInboxHistory(db, "messages", message.id, times);
      if (item.mailFailed) {
        await failMailCopy(services, item, message.id, item.mailFailed, new Date(times.created_at));
        counts.failedMails++;
      }
      counts.messages++;
    }
  }
  return counts;
}

async function seedEnquiry(services: Pick<AppServices, "db">, item: SeedEnquiry, byModel: Map<string | null, { id: number; name: string; model_number: string | null }>): Promise<number> {
  const product = item.model ? byModel.get(item.model) : undefined;
  if (item.model && !product) throw new Error(`Demo enquiry names an unknown model: ${item.model}`);
  const enquiry = await createEnquiry(services.db, {
    name: item.name,
    company_name: item.company,
    mobile_number: item.mobile,
    email: item.email,
    location: item.location,
    looking_for: item.lookingFor,
    product_id: product?.id ?? null,
    product_name: product?.name ?? null,
  });
  const lines = (item.quote ?? []).map((line) => {
    const quoted = byModel.get(line.model);
    if (!quoted) throw new Error(`Demo quote names an unknown model: ${line.model}`);
    return { product_id: quoted.id, product_name: quoted.name, model_number: quoted.model_number, quantity: line.quantity, note: line.note ?? "" };
  });
  await createEnquiryLines(services.db, enquiry.id, lines);
  return enquiry.id;
}

/** When the item arrived (`daysAgo` at `hour` UTC, never in the future) and reached each status. */
function history(item: SeedEnquiry | SeedMessage, now: Date) {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - item.daysAgo * 24 * HOUR;
  const created = Math.min(day + item.hour * HOUR, now.getTime() - HOUR);
  const after = (hours: number | undefined) => (hours === undefined ? null : new Date(Math.min(created + hours * HOUR, now.getTime())).toISOString());
  return {
    created_at: new Date(created).toISOString(),
    status: item.status,
    in_progress_at: item.status === "new" ? null : after(item.inProgressAfter),
    closed_at: item.status === "closed" ? after(item.closedAfter) : null,
  };
}

/**
 * The message's e-mail copy as the outbox leaves one the mail server kept refusing: queued, then
 * every attempt claimed and refused through the outbox's own steps until it gives up.
 */
async function failMailCopy(services: Pick<AppServices, "db">, item: SeedMessage, id: number, error: string, at: Date): Promise<void> {
  const mail = messageMail(
    { kind: item.kind, first_name: item.firstName, last_name: item.lastName, email: item.email, company: item.company ?? null, phone: null, product: item.product ?? null, subject: item.subject, message: item.message },
    { to: DEFAULT_SITE_SETTINGS.emails.support },
  );
  const mailId = await queueMail(services.db, mail, { table: "messages", id }, at);
  // Each retry is put a year off and claimed as of then, so the running outbox never picks it up meanwhile.
  const later = new Date(Date.now() + 365 * 24 * HOUR);
  for (let attempt = 1; attempt <= OUTBOX_ATTEMPTS; attempt++) {
    const claimed = await claimMail(services.db, mailId, later, new Date(later.getTime() + 60_000));
    if (!claimed) throw new Error("The demo mail could not be claimed");
    const status = attempt === OUTBOX_ATTEMPTS ? "failed" : "queued";
    await recordAttempt(services.db, claimed, { status, at: new Date(), error, nextAttemptAt: later });
  }
}
