import { describe, expect, it } from "vitest";
import { messageMail } from "./message-mail";

describe("messageMail", () => {
  it("addresses staff, replies to the visitor and lists every field", () => {
    const mail = messageMail(
      {
        kind: "support",
        first_name: "Asha",
        last_name: "Rao",
        email: "asha@example.com",
        company: null,
        phone: "+91 98765 43210",
        product: "PPC-15",
        subject: "Touch not working\r\nBcc: x@example.com",
        message: "The screen ignores touches.",
      },
      { to: "support@showroom.local" },
    );
    expect(mail).toMatchObject({ to: "support@showroom.local", replyTo: "asha@example.com" });
    expect(mail.subject).toBe("Support: Touch not working Bcc: x@example.com");
    expect(mail.text).toContain("New support request");
    expect(mail.text).toContain("Name: Asha Rao");
    expect(mail.text).toContain("Company: -");
    expect(mail.text).toContain("Phone: +91 98765 43210");
    expect(mail.text.endsWith("The screen ignores touches.")).toBe(true);
  });
});
