import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";

/** What a stored message records about its e-mail copy (the `mail_status` column). */
export type MailStatus = "not_configured" | "queued" | "sent" | "failed";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The visitor's address, so staff can answer with a plain reply. */
  replyTo?: string;
};

export interface Mailer {
  readonly configured: boolean;
  /** Never throws: the caller has already stored the message and only records the outcome. */
  sendMail(message: MailMessage): Promise<Exclude<MailStatus, "queued">>;
  /** Hands the message to the mail server; throws what went wrong (the outbox records and retries it). */
  deliver(message: MailMessage): Promise<void>;
}

type MailerOptions = { smtpUrl?: string; from: string; logger: Logger };

/** Sends over SMTP when SMTP_URL is set; otherwise reports `not_configured` for every message. */
export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      sendMail: async () => "not_configured",
      deliver: async () => {
        throw new Error("No mail server is configured (SMTP_URL)");
      },
    };
  }
  // Short timeouts: a visitor waits on this request, and the message is already stored.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as nodemailer.TransportOptions);
  return {
    configured: true,
    async deliver(message) {
      await transport.sendMail({ from, ...message });
    },
    async sendMail(message) {
      try {
        await transport.sendMail({ from, ...message });
        return "sent";
      } catch (error) {
        logger.error({ err: error, to: message.to, subject: message.subject }, "mail delivery failed");
        return "failed";
      }
    },
  };
}
