import type { AppServices } from "~/services/services.server";
import { purgeDueTrash } from "./trash.server";

export type TrashPurge = {
  /** Purges what is due now (at start-up), then every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run in progress, so no purge is cut off by the database closing. */
  stop(): Promise<void>;
};

/**
 * Purges trash entries past their 30 days without anyone opening the Trash screen (decision 037): at
 * start-up and on a timer in every server process. Processes and instances sharing a database each
 * take an entry at most once, so running in all of them is safe; runs never overlap in one process.
 */
export function createTrashPurge(services: Pick<AppServices, "db" | "storage" | "logger">, clock: () => Date = () => new Date()): TrashPurge {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const run = () => {
    running ??= purgeDueTrash(services, clock())
      .then((purged) => {
        if (purged > 0) services.logger.info({ purged }, "trash entries purged");
      })
      .catch((error: unknown) => services.logger.error({ err: error }, "the trash could not be purged"))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    start(intervalMs) {
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
