import type { AppServices } from "~/services/services.server";
import { storeWithMailCopy } from "~/mail/mail-copy.server";
import { messageMail } from "~/mail/message-mail";
import { guardSubmission } from "~/spam/guard.server";
import { createMessage } from "./repository.server";
import { type MessageForm, messageForm, messageFromForm, type MessageKind } from "./schema";

export type MessageFieldErrors = Partial<Record<keyof MessageForm, string>>;
export type MessageFormValues = Partial<Record<keyof MessageForm, string>>;

export type MessageSubmission =
  | { status: "sent"; id: number }
  | { status: "invalid"; errors: MessageFieldErrors; values: MessageFormValues }
  | { status: "refused"; message: string; values: MessageFormValues; retryAfterSeconds?: number };

const fieldNames = Object.keys(messageForm.shape) as Array<keyof MessageForm>;

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
  const values: MessageFormValues = {};
  for (const name of fieldNames) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const parsed = messageForm.safeParse(values);
  if (!parsed.success) {
    const errors: MessageFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof MessageForm;
      errors[field] ??= issue.message;
    }
    return { status: "invalid", errors, values };
  }
  const verdict = await guardSubmission(services.db, { form: kind, formData, clientIp: request.clientIp });
  if (!verdict.ok) {
    return verdict.reason === "honeypot"
      ? { status: "refused", message: HONEYPOT_REFUSAL, values }
      : { status: "refused", message: verdict.message, values, retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const to = kind === "support" ? services.env.SUPPORT_EMAIL : services.env.SALES_EMAIL;
  const message = await storeWithMailCopy(
    services,
    "messages",
    (trx) => createMessage(trx, messageFromForm(kind, parsed.data, { ip_address: request.clientIp, user_agent: request.userAgent })),
    (stored) => messageMail(stored, { to }),
  );
  return { status: "sent", id: message.id };
}
