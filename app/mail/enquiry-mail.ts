import type { MailMessage } from "./mailer.server";
import { block, field, oneLine } from "./plain-text";

export type EnquiryMailInput = {
  product_id: number | null;
  product_name: string | null;
  name: string;
  company_name: string;
  mobile_number: string;
  email: string;
  location: string;
  looking_for: string;
};

/** The e-mail the sales team receives for a product enquiry; plain text so any client shows it. */
export function enquiryMail(enquiry: EnquiryMailInput, options: { to: string; productUrl?: string }): MailMessage {
  const product = enquiry.product_name ?? enquiry.looking_for;
  const lines = [
    `New product enquiry${enquiry.product_name ? ` for ${oneLine(enquiry.product_name)}` : ""}`,
    "",
    field("Name", enquiry.name),
    field("Company", enquiry.company_name),
    field("Mobile", enquiry.mobile_number),
    field("Email", enquiry.email),
    field("Location", enquiry.location),
  ];
  if (options.productUrl) lines.push(field("Product page", options.productUrl));
  lines.push("", ...block("Looking for", enquiry.looking_for));
  return {
    to: options.to,
    replyTo: enquiry.email,
    // Header injection is impossible through nodemailer, but keep the subject on one line anyway.
    subject: oneLine(`Enquiry: ${product} from ${enquiry.company_name}`).slice(0, 200),
    text: lines.join("\n"),
  };
}
