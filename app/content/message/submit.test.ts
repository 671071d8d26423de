import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import type { Db } from "~/db/connection.server";
import { createMailer } from "~/mail/mailer.server";
import { createOutbox } from "~/mail/outbox.server";
import { startSmtpSink } from "~/mail/smtp-sink";
import { honeypotFieldName } from "~/spam/honeypot";
import { formRateLimits } from "~/spam/policies";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { listMessages } from "./repository.server";
import { HONEYPOT_REFUSAL, submitMessage } from "./submit.server";

const logger = pino({ level: "silent" });
const env = parseEnv({ SUPPORT_EMAIL: "help@example.test", SALES_EMAIL: "sales@example.test" });

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const valid = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@rao.example",
  company: "Rao Automation",
  phone: "+91 98765 43210",
  product: "PPC-15",
  subject: "Touch screen calibration",
  message: "The touch screen is offset by a few millimetres.",
  [honeypotFieldName]: "",
};

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

/** The services a submission needs; `settled` waits for the e-mail sent after the answer. */
function servicesFor(db: Db, smtpUrl?: string) {
  const mailer = createMailer({ smtpUrl, from: "website@example.test", logger });
  const outbox = createOutbox({ db, mailer, logger });
  return { services: { db, mailer, env, outbox }, settled: () => outbox.stop() };
}

describeEachDatabase("support and contact submissions", (getDb) => {
  it("stores a valid support request and e-mails the support address", async () => {
    const db = getDb();
    const { services, settled } = servicesFor(db, sink.url);
    const result = await submitMessage(services, "support", form(valid), { clientIp: "198.51.100.1", userAgent: "test" });
    expect(result.status).toBe("sent");
    await settled();
    const [stored] = await listMessages(db, { kind: "support" });
    expect(stored).toMatchObject({
      first_name: "Asha",
      last_name: "Rao",
      email: "asha@rao.example",
      subject: "Touch screen calibration",
      mail_status: "sent",
      status: "new",
      ip_address: "198.51.100.1",
    });
    const mail = sink.messages.at(-1)!;
    expect(mail.to).toEqual(["help@example.test"]);
    expect(mail.replyTo).toBe("asha@rao.example");
    expect(mail.subject).toBe("Support: Touch screen calibration");
  });

  it("stores a contact message without SMTP and records that no mail was configured", async () => {
    const db = getDb();
    const { services } = servicesFor(db);
    const result = await submitMessage(services, "contact", form({ ...valid, company: "", phone: "" }), {
      clientIp: "198.51.100.2",
      userAgent: null,
    });
    expect(result.status).toBe("sent");
    const [stored] = await listMessages(db, { kind: "contact" });
    expect(stored).toMatchObject({ company: null, phone: null, mail_status: "not_configured" });
  });

  it("keeps the message when the mail server cannot be reached, its e-mail queued for a retry", async () => {
    const db = getDb();
    const { services, settled } = servicesFor(db, "smtp://127.0.0.1:9");
    const result = await submitMessage(services, "contact", form({ ...valid, subject: "Unreachable" }), {
      clientIp: "198.51.100.3",
      userAgent: null,
    });
    expect(result.status).toBe("sent");
    await settled();
    const stored = (await listMessages(db)).find((message) => message.subject === "Unreachable");
    expect(stored?.mail_status).toBe("queued");
    const queued = await db.selectFrom("mail_outbox").selectAll().where("source_table", "=", "messages").where("source_id", "=", stored!.id).executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ status: "queued", attempts: 1 });
  });

  it("answers every missing required field with its message and stores nothing", async () => {
    const db = getDb();
    const before = (await listMessages(db)).length;
    const { services } = servicesFor(db);
    const result = await submitMessage(services, "support", form({ email: "not-an-email", phone: "abc" }), {
      clientIp: "198.51.100.4",
      userAgent: null,
    });
    expect(result).toMatchObject({ status: "invalid", result: { initialValue: { email: "not-an-email", phone: "abc" } } });
    expect(result.status === "invalid" && result.result.error).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
    expect(await listMessages(db)).toHaveLength(before);
  });

  it("refuses a filled honeypot and, past the limit, names the wait", async () => {
    const db = getDb();
    const { services } = servicesFor(db);
    const before = (await listMessages(db)).length;
    const bot = await submitMessage(services, "contact", form({ ...valid, [honeypotFieldName]: "http://spam" }), {
      clientIp: "198.51.100.5",
      userAgent: null,
    });
    expect(bot).toMatchObject({ status: "refused", message: HONEYPOT_REFUSAL });
    expect(await listMessages(db)).toHaveLength(before);

    for (let i = 0; i < formRateLimits.contact.limit; i++) {
      await submitMessage(services, "contact", form(valid), { clientIp: "198.51.100.6", userAgent: null });
    }
    const limited = await submitMessage(services, "contact", form(valid), { clientIp: "198.51.100.6", userAgent: null });
    expect(limited).toMatchObject({ status: "refused", result: { initialValue: { firstName: "Asha" } } });
    expect(limited.status === "refused" && limited.message).toMatch(/^Too many submissions from your network\./);
    expect(await listMessages(db)).toHaveLength(before + formRateLimits.contact.limit);
  });
});
