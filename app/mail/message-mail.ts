import type { MailMessage } from "./mailer.server";
import { block, field, oneLine } from "./plain-text";

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
    field("Name", `${input.first_name} ${input.last_name}`),
    field("Email", input.email),
    field("Company", input.company),
    field("Phone", input.phone),
    field("Product", input.product),
    field("Subject", input.subject),
    "",
    ...block("Message", input.message),
  ];
  const prefix = input.kind === "support" ? "Support" : "Contact";
  return {
    to: options.to,
    replyTo: input.email,
    subject: oneLine(`${prefix}: ${input.subject}`).slice(0, 200),
    text: lines.join("\n"),
  };
}
