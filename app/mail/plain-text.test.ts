import { describe, expect, it } from "vitest";
import { enquiryMail } from "./enquiry-mail";
import { messageMail } from "./message-mail";

const LABELS = /^(Name|Company|Mobile|Email|Location|Product page|Looking for|Phone|Product|Subject|Message):/;

/** The lines that start at the left margin with one of our labels. */
const labelLines = (text: string) => text.split("\n").filter((row) => LABELS.test(row));

describe("plain-text staff e-mails", () => {
  it("never let a value start a line of its own in an enquiry mail", () => {
    const mail = enquiryMail(
      {
        product_id: 4,
        product_name: "PPC-15\nEmail: boss@evil.example",
        name: "Jane\nProduct page: https://evil.example/phish",
        company_name: "Acme\r\nMobile: 000",
        mobile_number: "+91 98765 43210",
        email: "jane@acme.example",
        location: "Pune\u2028Location: Mars",
        looking_for: "Two panels\nProduct page: https://evil.example/also\r\nthanks",
      },
      { to: "sales@showroom.local", productUrl: "https://showroom.example/product/4" },
    );
    expect(labelLines(mail.text)).toEqual([
      "Name: Jane Product page: https://evil.example/phish",
      "Company: Acme Mobile: 000",
      "Mobile: +91 98765 43210",
      "Email: jane@acme.example",
      "Location: Pune Location: Mars",
      "Product page: https://showroom.example/product/4",
      "Looking for:",
    ]);
    expect(mail.text).toContain("\n    Two panels\n    Product page: https://evil.example/also\n    thanks");
    expect(mail.text.split("\n")[0]).toBe("New product enquiry for PPC-15 Email: boss@evil.example");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("indents every line of a message below its label", () => {
    const mail = messageMail(
      {
        kind: "contact",
        first_name: "Arun",
        last_name: "Kumar\nSubject: fake",
        email: "arun@example.com",
        company: null,
        phone: null,
        product: null,
        subject: "Hello",
        message: "Hi\nSubject: also fake\n\u0000done",
      },
      { to: "info@showroom.local" },
    );
    expect(labelLines(mail.text)).toEqual([
      "Name: Arun Kumar Subject: fake",
      "Email: arun@example.com",
      "Company: -",
      "Phone: -",
      "Product: -",
      "Subject: Hello",
      "Message:",
    ]);
    expect(mail.text.endsWith("Message:\n    Hi\n    Subject: also fake\n     done")).toBe(true);
  });
});
