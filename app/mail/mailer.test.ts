import pino from "pino";
import { afterAll, beforeAll, expect, it, describe } from "vitest";
import { enquiryMail } from "./enquiry-mail";
import { createMailer } from "./mailer.server";
import { startSmtpSink } from "./smtp-sink";

const logger = pino({ level: "silent" });

describe("mailer", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it("delivers an enquiry to the sales address with the visitor as reply-to", async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: "website@example.test", logger });
    const message = enquiryMail(
      {
        product_id: 7,
        product_name: "Panel PC 15″ — fanless",
        name: "Asha Rao",
        company_name: "Rao Automation",
        mobile_number: "+91 98765 43210",
        email: "asha@rao.example",
        location: "Chennai, Tamil Nadu, India",
        looking_for: "Panel PC 15″ — fanless, 20 units with a very long line of text that forces a soft line break in quoted printable",
      },
      { to: "sales@example.test", productUrl: "https://showroom.example/product/7/panel-pc" },
    );
    expect(await mailer.sendMail(message)).toBe("sent");

    const received = sink.messages.at(-1)!;
    expect(received.from).toBe("website@example.test");
    expect(received.to).toEqual(["sales@example.test"]);
    expect(received.replyTo).toBe("asha@rao.example");
    expect(received.subject).toBe("Enquiry: Panel PC 15″ — fanless from Rao Automation");
    expect(received.text).toContain("Name: Asha Rao");
    expect(received.text).toContain("Mobile: +91 98765 43210");
    expect(received.text).toContain("forces a soft line break in quoted printable");
    expect(received.text).toContain("Product page: https://showroom.example/product/7/panel-pc");
  });

  it("reports failed, without throwing, when the SMTP server cannot be reached", async () => {
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:9", from: "website@example.test", logger });
    expect(await mailer.sendMail({ to: "sales@example.test", subject: "x", text: "y" })).toBe("failed");
  });

  it("reports not_configured without SMTP_URL", async () => {
    const mailer = createMailer({ from: "website@example.test", logger });
    expect(mailer.configured).toBe(false);
    expect(await mailer.sendMail({ to: "sales@example.test", subject: "x", text: "y" })).toBe("not_configured");
  });
});
