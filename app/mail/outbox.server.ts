import type { Logger } from "pino";
import type { Db } from "~/db/connection.server";
import type { Mailer } from "./mailer.server";
import { claimMail, findDueMail, type OutboxMail, recordAttempt } from "./outbox-repository.server";

/** Attempts before a mail is given up on: with the pauses below, about six and a half hours of outage. */
export const MAX_ATTEMPTS = 12;
/** How long a sender holds a mail it is sending; a crashed sender's mail is taken by another after this. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/** The pause after the n-th failed attempt: 30 s, doubling, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000);
}

export type Outbox = {
  /** Starts a delivery run now (after a mail was queued); runs never overlap in one process. */
  kick(): void;
  /** Delivers what is due now; resolves when this process has nothing due left. */
  deliverDue(): Promise<number>;
  /** Looks for due mail every `pollMs` (retries, and mail queued by other processes) until stop(). */
  start(pollMs: number): void;
  /** Stops polling and waits for a run in progress, so a mail being sent is recorded before exit. */
  stop(): Promise<void>;
};

type OutboxOptions = { db: Db; mailer: Mailer; logger: Logger; clock?: () => Date };

/**
 * Sends queued e-mail copies outside the visitor's request (decision 021). Every process runs
 * one; several processes or instances share the queue through claims in the database. A mail
 * the server accepted just before this process died may be sent twice, never lost.
 */
export function createOutbox({ db, mailer, logger, clock = () => new Date() }: OutboxOptions): Outbox {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function attempt(mail: OutboxMail): Promise<void> {
    try {
      await mailer.deliver(mail);
      await recordAttempt(db, mail, { status: "sent", at: clock() });
    } catch (error) {
      const failed = mail.attempts + 1;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const at = clock();
      const givenUp = failed >= MAX_ATTEMPTS;
      logger.warn({ err: error, mailId: mail.id, attempt: failed, givenUp }, "mail delivery failed");
      await recordAttempt(db, mail, {
        status: givenUp ? "failed" : "queued",
        at,
        error: message,
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(failed)),
      });
    }
  }

  async function run(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await findDueMail(db, clock(), BATCH);
      let claimed = 0;
      for (const id of due) {
        const at = clock();
        const mail = await claimMail(db, id, at, new Date(at.getTime() + CLAIM_MS));
        if (!mail) continue;
        claimed += 1;
        await attempt(mail);
        delivered += 1;
      }
      if (claimed === 0 || due.length < BATCH) return delivered;
    }
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => {
        logger.error({ err: error }, "the mail outbox could not be read");
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  }

  return {
    kick: () => void deliverDue(),
    deliverDue,
    start(pollMs) {
      timer ??= setInterval(() => void deliverDue(), pollMs);
      timer.unref();
      void deliverDue();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await running;
    },
  };
}
