import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { parseEnv } from "~/config/env.server";
import { listEnquiries } from "~/content/enquiry/repository.server";
import { createProduct } from "~/content/product/repository.server";
import { createMailer } from "~/mail/mailer.server";
import { createOutbox } from "~/mail/outbox.server";
import { startSmtpSink } from "~/mail/smtp-sink";
import { honeypotFieldName } from "~/spam/honeypot";
import { formRateLimits } from "~/spam/policies";
import { submitEnquiry } from "./submit.server";

const logger = pino({ level: "silent" });
const env = parseEnv({ SALES_EMAIL: "sales@example.test", MAIL_FROM: "website@example.test" });
const valid = {
  name: "Asha Rao",
  companyName: "Rao Automation",
  mobileNumber: "+91 98765 43210",
  email: "asha@rao.example",
  location: "Chennai, India",
  lookingFor: "Panel PC, 20 units",
};
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describeEachDatabase("submitting an enquiry", (getDb) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  let productsMade = 0;
  const submit = async (values: Record<string, string>, options: { smtpUrl?: string; ip?: string } = {}) => {
    const db = getDb();
    // Product names are unique within their parent, so each submission gets a product of its own.
    const product = await createProduct(db, { name: `Fanless Panel PC 15 #${++productsMade}` });
    const mailer = createMailer({ smtpUrl: options.smtpUrl, from: env.MAIL_FROM, logger });
    const outbox = createOutbox({ db, mailer, logger });
    const outcome = await submitEnquiry(
      { db, env, logger, mailer, outbox },
      { product, formData: form(values), clientIp: options.ip ?? "198.51.100.1", userAgent: "vitest", productUrl: `https://showroom.example/product/${product.id}/x` },
    );
    const answered = (await listEnquiries(db)).filter((enquiry) => enquiry.product_id === product.id);
    // The e-mail goes out after the answer: wait for the outbox's run before looking again.
    await outbox.stop();
    const stored = (await listEnquiries(db)).filter((enquiry) => enquiry.product_id === product.id);
    return { outcome, answered, stored, product };
  };

  it("stores the enquiry with its product and its e-mail queued, then e-mails sales and records that the mail was sent", async () => {
    const { outcome, answered, stored, product } = await submit(valid, { smtpUrl: sink.url, ip: "198.51.100.2" });
    expect(outcome).toEqual({ result: { status: "sent" }, status: 200 });
    expect(answered.map((enquiry) => enquiry.mail_status)).toEqual(["queued"]);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      product_name: product.name,
      name: "Asha Rao",
      company_name: "Rao Automation",
      mobile_number: "+91 98765 43210",
      email: "asha@rao.example",
      location: "Chennai, India",
      looking_for: "Panel PC, 20 units",
      ip_address: "198.51.100.2",
      status: "new",
      mail_status: "sent",
    });
    const mail = sink.messages.find((message) => message.text.includes(`/product/${product.id}/x`));
    expect(mail?.to).toEqual(["sales@example.test"]);
    expect(mail?.replyTo).toBe("asha@rao.example");
    expect(mail?.text).toContain("Company: Rao Automation");
  });

  it("keeps the enquiry when the mail server is down, its e-mail still queued for a retry", async () => {
    const { outcome, stored } = await submit(valid, { smtpUrl: "smtp://127.0.0.1:9", ip: "198.51.100.3" });
    expect(outcome.result).toEqual({ status: "sent" });
    expect(stored.map((enquiry) => enquiry.mail_status)).toEqual(["queued"]);
    const queued = await getDb()
      .selectFrom("mail_outbox")
      .selectAll()
      .where("source_table", "=", "enquiries")
      .where("source_id", "=", stored[0].id)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ status: "queued", attempts: 1, to_address: "sales@example.test", reply_to: "asha@rao.example" });
    expect(queued.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(queued.next_attempt_at)).toBeGreaterThan(Date.now() + 20_000);
  });

  it("marks the enquiry not_configured without SMTP", async () => {
    const { stored } = await submit(valid, { ip: "198.51.100.4" });
    expect(stored.map((enquiry) => enquiry.mail_status)).toEqual(["not_configured"]);
  });

  it("answers invalid values with the spec's messages, keeps them, and stores nothing", async () => {
    const { outcome, stored } = await submit({ ...valid, name: "A", email: "asha@" });
    expect(outcome.status).toBe(400);
    expect(outcome.result).toMatchObject({ status: "invalid", result: { initialValue: { ...valid, name: "A", email: "asha@" } } });
    expect(outcome.result.status === "invalid" && outcome.result.result.error).toEqual({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
    });
    expect(stored).toEqual([]);
  });

  it("refuses a filled honeypot without storing anything", async () => {
    const { outcome, stored } = await submit({ ...valid, [honeypotFieldName]: "http://spam.example" }, { ip: "198.51.100.5" });
    expect(outcome.status).toBe(400);
    expect(outcome.result).toMatchObject({ status: "refused", message: "There was an error submitting your enquiry. Please try again." });
    expect(stored).toEqual([]);
  });

  it("refuses an IP over the limit with a clear message and Retry-After", async () => {
    for (let i = 0; i < formRateLimits.enquiry.limit; i++) {
      expect((await submit(valid, { ip: "198.51.100.6" })).outcome.status).toBe(200);
    }
    const { outcome, stored } = await submit(valid, { ip: "198.51.100.6" });
    expect(outcome.status).toBe(429);
    expect(outcome.result).toMatchObject({ status: "refused", message: "Too many submissions from your network. Please try again in 60 minutes." });
    expect(Number(outcome.headers?.["Retry-After"])).toBeGreaterThan(3500);
    expect(stored).toEqual([]);
  });
});
