import type { MailMessage } from "./mailer.server";

export type MessageMailInput = {
  kind: "support" | "contact";
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  phone: string | null;
  product: string | null;
  subject: string;
  message: string;
};

/** The e-mail staff receive for a support request or a contact message; plain text, reply goes to the visitor. */
export function messageMail(input: MessageMailInput, options: { to: string }): MailMessage {
  const heading = input.kind === "support" ? "New support request" : "New contact message";
  const lines = [
    heading,
    "",
    `Name: ${input.first_name} ${input.last_name}`,
    `Email: ${input.email}`,
    `Company: ${input.company ?? "-"}`,
    `Phone: ${input.phone ?? "-"}`,
    `Product: ${input.product ?? "-"}`,
    `Subject: ${input.subject}`,
    "",
    input.message,
  ];
  const prefix = input.kind === "support" ? "Support" : "Contact";
  return {
    to: options.to,
    replyTo: input.email,
    subject: `${prefix}: ${input.subject}`.replace(/[\r\n]+/g, " ").slice(0, 200),
    text: lines.join("\n"),
  };
}
