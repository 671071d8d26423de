import type { MailMessage } from "./mailer.server";

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
    `New product enquiry${enquiry.product_name ? ` for ${enquiry.product_name}` : ""}`,
    "",
    `Name: ${enquiry.name}`,
    `Company: ${enquiry.company_name}`,
    `Mobile: ${enquiry.mobile_number}`,
    `Email: ${enquiry.email}`,
    `Location: ${enquiry.location}`,
    `Looking for: ${enquiry.looking_for}`,
  ];
  if (options.productUrl) lines.push(`Product page: ${options.productUrl}`);
  return {
    to: options.to,
    replyTo: enquiry.email,
    // Header injection is impossible through nodemailer, but keep the subject on one line anyway.
    subject: `Enquiry: ${product} from ${enquiry.company_name}`.replace(/[\r\n]+/g, " ").slice(0, 200),
    text: lines.join("\n"),
  };
}
