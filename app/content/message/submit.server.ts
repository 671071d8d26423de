import type { SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/components/forms/parse-submission";
import type { AppServices } from "~/services/services.server";
import { storeWithMailCopy } from "~/mail/mail-copy.server";
import { messageMail } from "~/mail/message-mail";
import { guardSubmission } from "~/spam/guard.server";
import { createMessage } from "./repository.server";
import { messageForm, messageFromForm, type MessageKind } from "./schema";

/** What the form's action answers; a refusal hands back Conform's result (the values and messages), so nothing typed is lost. */
export type MessageSubmission =
  | { status: "sent"; id: number }
  | { status: "invalid"; result: SubmissionResult<string[]> }
  | { status: "refused"; message: string; result: SubmissionResult<string[]>; retryAfterSeconds?: number };

/** A filled honeypot: refused plainly, so a person whose browser filled it knows to try again. */
export const HONEYPOT_REFUSAL = "We could not accept this message. Please try again, or contact us by e-mail or phone.";

/**
 * The support and contact forms' write path: validate with the shared schema, check the spam
 * guard, then store the message with its e-mail to staff queued in the outbox when SMTP is
 * configured; it is sent after the visitor has their answer.
 */
export async function submitMessage(
  services: Pick<AppServices, "db" | "mailer" | "env" | "outbox">,
  kind: MessageKind,
  formData: FormData,
  request: { clientIp: string | null; userAgent: string | null },
): Promise<MessageSubmission> {
  const submission = parseSubmission(formData, messageForm);
  if (submission.status !== "success") return { status: "invalid", result: submission.reply() };
  const verdict = await guardSubmission(services.db, { form: kind, formData, clientIp: request.clientIp });
  if (!verdict.ok) {
    const message = verdict.reason === "honeypot" ? HONEYPOT_REFUSAL : verdict.message;
    const refused = { status: "refused", message, result: submission.reply({ formErrors: [message] }) } as const;
    return verdict.reason === "honeypot" ? refused : { ...refused, retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const to = kind === "support" ? services.env.SUPPORT_EMAIL : services.env.SALES_EMAIL;
  const message = await storeWithMailCopy(
    services,
    "messages",
    (trx) => createMessage(trx, messageFromForm(kind, submission.value, { ip_address: request.clientIp, user_agent: request.userAgent })),
    (stored) => messageMail(stored, { to }),
  );
  return { status: "sent", id: message.id };
}
