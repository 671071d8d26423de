import pino from "pino";
import { describe, expect, it } from "vitest";
import { createEnquiry, getEnquiry } from "~/content/enquiry/repository.server";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import type { MailMessage, Mailer } from "./mailer.server";
import { MAX_ATTEMPTS, createOutbox, retryDelayMs } from "./outbox.server";
import { queueMail } from "./outbox-repository.server";

const logger = pino({ level: "silent" });

/** A mail server that refuses the first `failures` messages, then takes everything. */
function flakyMailer(failures: number) {
  const delivered: MailMessage[] = [];
  let refused = 0;
  const mailer: Mailer = {
    configured: true,
    sendMail: async () => "sent",
    async deliver(message) {
      if (refused < failures) {
        refused += 1;
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      }
      delivered.push(message);
    },
  };
  return { mailer, delivered };
}

/** A clock the test moves by hand. */
function manualClock(start = Date.parse("2026-11-23T08:00:00.000Z")) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

const message = (subject: string): MailMessage => ({ to: "sales@example.test", subject, text: "Body", replyTo: "asha@rao.example" });

async function queuedEnquiry(db: Db, subject: string, at: Date) {
  const enquiry = await createEnquiry(db, {
    name: "Asha Rao",
    company_name: "Rao Automation",
    mobile_number: "+91 98765 43210",
    email: "asha@rao.example",
    location: "Chennai",
    looking_for: subject,
  });
  await db.updateTable("enquiries").set({ mail_status: "queued" }).where("id", "=", enquiry.id).execute();
  const id = await queueMail(db, message(subject), { table: "enquiries", id: enquiry.id }, at);
  return { enquiry, id };
}

const outboxRow = (db: Db, id: number) => db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("retryDelayMs", () => {
  it("waits 30 s after the first failure, doubling up to an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });
});

describeEachDatabase("the mail outbox", (getDb) => {
  it("retries a refused mail after its pause, then records it sent on the mail and on its enquiry", async () => {
    const db = getDb();
    const clock = manualClock();
    const { mailer, delivered } = flakyMailer(2);
    const outbox = createOutbox({ db, mailer, logger, clock: clock.now });
    const { enquiry, id } = await queuedEnquiry(db, "Retried", clock.now());

    await outbox.deliverDue();
    expect(await outboxRow(db, id)).toMatchObject({ status: "queued", attempts: 1, next_attempt_at: "2026-11-23T08:00:30.000Z", locked_until: null });
    expect((await outboxRow(db, id)).last_error).toContain("ECONNREFUSED");
    // Not due yet: nothing is tried.
    clock.advance(29_000);
    await outbox.deliverDue();
    expect((await outboxRow(db, id)).attempts).toBe(1);

    clock.advance(1_000);
    await outbox.deliverDue();
    expect(await outboxRow(db, id)).toMatchObject({ status: "queued", attempts: 2, next_attempt_at: "2026-11-23T08:01:30.000Z" });
    expect((await getEnquiry(db, enquiry.id))?.mail_status).toBe("queued");

    clock.advance(60_000);
    await outbox.deliverDue();
    expect(await outboxRow(db, id)).toMatchObject({ status: "sent", attempts: 3, last_error: null, sent_at: "2026-11-23T08:01:30.000Z" });
    expect((await getEnquiry(db, enquiry.id))?.mail_status).toBe("sent");
    expect(delivered.map((mail) => mail.subject)).toEqual(["Retried"]);
    expect(delivered[0]).toMatchObject({ to: "sales@example.test", replyTo: "asha@rao.example", text: "Body" });
  });

  it(`gives a mail up after ${MAX_ATTEMPTS} refusals and marks its enquiry failed`, async () => {
    const db = getDb();
    const clock = manualClock();
    const outbox = createOutbox({ db, mailer: flakyMailer(1000).mailer, logger, clock: clock.now });
    const { enquiry, id } = await queuedEnquiry(db, "Given up", clock.now());
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt += 1) {
      await outbox.deliverDue();
      clock.advance(60 * 60_000);
    }
    expect(await outboxRow(db, id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect((await getEnquiry(db, enquiry.id))?.mail_status).toBe("failed");
  });

  it("sends each mail once when two processes deliver at the same moment", async () => {
    const db = getDb();
    const clock = manualClock(Date.parse("2026-11-24T08:00:00.000Z"));
    const first = flakyMailer(0);
    const second = flakyMailer(0);
    const subjects = ["One", "Two", "Three", "Four", "Five"];
    for (const subject of subjects) await queueMail(db, message(subject), null, clock.now());
    await Promise.all([
      createOutbox({ db, mailer: first.mailer, logger, clock: clock.now }).deliverDue(),
      createOutbox({ db, mailer: second.mailer, logger, clock: clock.now }).deliverDue(),
    ]);
    const sent = [...first.delivered, ...second.delivered].map((mail) => mail.subject);
    expect(sent.filter((subject) => subjects.includes(subject)).sort()).toEqual([...subjects].sort());
  });

  it("takes over a mail whose sender stopped mid-way once its claim has run out", async () => {
    const db = getDb();
    const clock = manualClock(Date.parse("2026-11-25T08:00:00.000Z"));
    const id = await queueMail(db, message("Orphaned"), null, clock.now());
    // A process claimed it and died before recording anything.
    await db.updateTable("mail_outbox").set({ locked_until: "2026-11-25T08:02:00.000Z" }).where("id", "=", id).execute();
    const { mailer, delivered } = flakyMailer(0);
    const outbox = createOutbox({ db, mailer, logger, clock: clock.now });
    await outbox.deliverDue();
    expect(delivered.map((mail) => mail.subject)).not.toContain("Orphaned");
    clock.advance(2 * 60_000);
    await outbox.deliverDue();
    expect(delivered.map((mail) => mail.subject)).toContain("Orphaned");
    expect((await outboxRow(db, id)).status).toBe("sent");
  });
});
