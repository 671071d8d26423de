import type { Db } from "~/db/connection.server";
import { afterCommit } from "~/db/transaction.server";
import { releaseDriverFile, withStoredFileFacts } from "~/media/driver-files.server";
import type { AppServices } from "~/services/services.server";
import type { DriverInput } from "./definition";
import { createDriver, deleteDriver, getDriver, updateDriver } from "./repository.server";

/**
 * A driver's saves as the Drivers screen makes them: the file's name, size and checksum come from
 * its stored record (decision 009), and a file replaced by another is deleted once the save has
 * committed and nothing else uses it; failing that only leaves a file behind.
 */
export function driverSaves(services: Pick<AppServices, "db" | "storage" | "logger">) {
  const release = (db: Db, link: string | undefined) =>
    afterCommit(db, () =>
      releaseDriverFile(services, link).then(
        () => undefined,
        (error: unknown) => services.logger.error({ err: error, link }, "driver file not released"),
      ),
    );
  return {
    get: getDriver,
    create: async (db: Db, input: DriverInput) => createDriver(db, await withStoredFileFacts(db, input)),
    update: async (db: Db, id: number, input: DriverInput) => {
      const before = await getDriver(db, id);
      const saved = await updateDriver(db, id, await withStoredFileFacts(db, input));
      if (saved && before && before.download_link !== saved.download_link) await release(db, before.download_link);
      return saved;
    },
    // The file stays while the driver is in the trash; the purge deletes it once nothing uses it (decision 037).
    remove: deleteDriver,
  };
}
