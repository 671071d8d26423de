import type { SubmissionResult } from "@conform-to/react";
import { isLive } from "~/content/shared/publishing.server";
import { enquiryTexts } from "~/components/catalogue/enquiry-fields";
import { parseSubmission } from "~/components/forms/parse-submission";
import { createEnquiryLines, type NewEnquiryLine } from "~/content/enquiry/lines.server";
import { createEnquiry } from "~/content/enquiry/repository.server";
import { enquiryForm, enquiryFromForm } from "~/content/enquiry/schema";
import { inTransaction } from "~/db/transaction.server";
import type { Db } from "~/db/connection.server";
import { enquiryMail } from "~/mail/enquiry-mail";
import { storeWithMailCopy } from "~/mail/mail-copy.server";
import type { AppServices } from "~/services/services.server";
import { guardSubmission } from "~/spam/guard.server";
import { hasLineErrors, type PostedLine, QUOTE_EMPTY, quantityFrom, quoteMissing, readPostedLines } from "./quote-list";

/**
 * What sending the quote list answers. Anything but success hands back the contact part as Conform
 * reads it (values and messages) and the lines as entered, with their messages: nothing is lost.
 */
export type QuoteOutcome =
  | { status: "sent"; enquiryId: number }
  | { status: "invalid" | "refused" | "error"; result: SubmissionResult<string[]>; lines: PostedLine[]; message?: string; retryAfter?: number };

/**
 * Sends the visitor's quote list as one enquiry: the contact part checked with the enquiry dialog's
 * schema, every line checked (quantity, note, the product still there), then the enquiry dialog's
 * spam guard and rate limit. The enquiry and its lines are stored in one transaction, with the
 * e-mail to sales queued in the outbox in the same transaction when a mail server is configured.
 */
export async function submitQuote(
  services: Pick<AppServices, "db" | "env" | "logger" | "mailer" | "outbox">,
  request: { formData: FormData; clientIp: string | null; userAgent: string | null },
): Promise<QuoteOutcome> {
  const { db, env, logger } = services;
  const contact = parseSubmission(request.formData, enquiryForm);
  const lines = readPostedLines(request.formData);
  const refuse = (status: "invalid" | "refused" | "error", message?: string, retryAfter?: number): QuoteOutcome => ({
    status,
    result: contact.reply(message ? { formErrors: [message] } : undefined),
    lines,
    ...(message ? { message } : {}),
    ...(retryAfter ? { retryAfter } : {}),
  });
  if (lines.length === 0) return refuse("refused", QUOTE_EMPTY);

  const products = await markMissing(db, lines);
  if (contact.status !== "success" || hasLineErrors(lines)) return refuse("invalid");

  const verdict = await guardSubmission(db, { form: "enquiry", formData: request.formData, clientIp: request.clientIp });
  if (!verdict.ok) {
    logger.warn({ reason: verdict.reason, ip: request.clientIp }, "quote list refused by the spam guard");
    return verdict.reason === "honeypot" ? refuse("refused", enquiryTexts.errorDescription) : refuse("refused", verdict.message, verdict.retryAfterSeconds);
  }

  const input = enquiryFromForm(contact.value, { product_id: null, product_name: null, ip_address: request.clientIp, user_agent: request.userAgent });
  const stored: NewEnquiryLine[] = lines.map((line) => {
    const product = products.get(line.id)!;
    return { product_id: line.id, product_name: product.name, model_number: product.model_number, quantity: quantityFrom(line.quantity)!, note: line.note };
  });
  try {
    const enquiry = await storeWithMailCopy(
      services,
      "enquiries",
      (store) =>
        inTransaction(store, async (trx) => {
          const record = await createEnquiry(trx, input);
          return { ...record, lines: await createEnquiryLines(trx, record.id, stored) };
        }),
      (record) => enquiryMail(record, { to: env.SALES_EMAIL, quoteLines: record.lines }),
    );
    return { status: "sent", enquiryId: enquiry.id };
  } catch (error) {
    // A product deleted between the check and the insert fails the transaction: say which one.
    if ((await markMissing(db, lines)).size < lines.length) return refuse("invalid");
    logger.error({ err: error }, "quote list could not be stored");
    return refuse("error", enquiryTexts.errorDescription);
  }
}

/** The lines' products as they are now; a line whose product is gone gets its message. */
async function markMissing(db: Db, lines: PostedLine[]) {
  const rows = await db
    .selectFrom("products")
    .select(["id", "name", "model_number"])
    .where(
      "id",
      "in",
      lines.map((line) => line.id),
    )
    .where(isLive())
    .execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  for (const line of lines) {
    if (!found.has(line.id)) line.errors.product = quoteMissing(line.name);
  }
  return found;
}
