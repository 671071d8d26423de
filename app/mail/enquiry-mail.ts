import type { MailMessage } from "./mailer.server";
import { block, field, oneLine } from "./plain-text";

/** A product of a quote-list enquiry, as the e-mail lists it (decision 034). */
export type EnquiryMailLine = { product_name: string; model_number: string | null; quantity: number; note: string };

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
export function enquiryMail(
  enquiry: EnquiryMailInput,
  options: { to: string; productUrl?: string; quoteLines?: readonly EnquiryMailLine[] },
): MailMessage {
  const quote = options.quoteLines ?? [];
  const count = `${quote.length} product${quote.length === 1 ? "" : "s"}`;
  const product = quote.length > 0 ? count : (enquiry.product_name ?? enquiry.looking_for);
  const lines = [
    quote.length > 0
      ? `New quote request for ${count}`
      : `New product enquiry${enquiry.product_name ? ` for ${oneLine(enquiry.product_name)}` : ""}`,
    "",
    field("Name", enquiry.name),
    field("Company", enquiry.company_name),
    field("Mobile", enquiry.mobile_number),
    field("Email", enquiry.email),
    field("Location", enquiry.location),
  ];
  if (options.productUrl) lines.push(field("Product page", options.productUrl));
  if (quote.length > 0) {
    // One product a line, numbered: quantity, name, model; the visitor's note indented below it.
    lines.push("", "Products:");
    quote.forEach((line, i) => {
      const model = line.model_number ? ` (model ${oneLine(line.model_number)})` : "";
      lines.push(`${i + 1}. ${line.quantity} × ${oneLine(line.product_name)}${model}`);
      if (line.note) lines.push(`    Note: ${oneLine(line.note)}`);
    });
  }
  lines.push("", ...block("Looking for", enquiry.looking_for));
  return {
    to: options.to,
    replyTo: enquiry.email,
    // Header injection is impossible through nodemailer, but keep the subject on one line anyway.
    subject: oneLine(`${quote.length > 0 ? "Quote request" : "Enquiry"}: ${product} from ${enquiry.company_name}`).slice(0, 200),
    text: lines.join("\n"),
  };
}
