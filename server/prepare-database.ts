import { countAdminUsers } from "~/auth/admin-users.server";
import { migrateToLatest } from "~/db/migrate.server";
import { hashMissingDriverChecksums } from "~/media/driver-checksums.server";
import { measureMissingImageColours } from "~/media/image-colours.server";
import { keepCompletenessScored } from "~/content/product/completeness.server";
import { describeSeed } from "~/seed/describe-seed";
import { seedDemoContent } from "~/seed/seed-demo-content.server";
import type { AppServices } from "~/services/services.server";

/** Start-up work shared by the production and development servers: migrate, then seed an empty database. */
export async function prepareDatabase(services: AppServices): Promise<void> {
  const applied = await migrateToLatest(services.db);
  if (applied.length > 0) services.logger.info({ applied }, "database migrated");
  if (services.env.SEED_DEMO_CONTENT) {
    // A failed seed is undone and retried at the next start; the site still serves meanwhile.
    await seedDemoContent(services).then(
      (result) => services.logger.info(describeSeed(result)),
      (error: unknown) => services.logger.error({ err: error }, "demo content could not be seeded"),
    );
  }
  // Images stored before placeholder colours were recorded: measured in the background, not holding up the start.
  void measureMissingImageColours(services).catch((error: unknown) =>
    services.logger.error({ err: error }, "placeholder colours could not be measured"),
  );
  // Completeness scores (decision 041) of products stored before scores were kept, or of every product when the criteria changed.
  void keepCompletenessScored(services.db).then(
    ({ scored, all }) => (scored > 0 || all ? services.logger.info({ scored, all }, "product completeness scored") : undefined),
    (error: unknown) => services.logger.error({ err: error }, "product completeness could not be scored"),
  );
  // Driver files stored before their SHA-256 was recorded: hashed from their bytes in the background.
  void hashMissingDriverChecksums(services).catch((error: unknown) =>
    services.logger.error({ err: error }, "driver file checksums could not be recorded"),
  );
  // There is no default password: point a newcomer at the one way in.
  if ((await countAdminUsers(services.db)) === 0) {
    services.logger.warn("No admin account yet. Create one with: npm run admin:create -- --email you@example.com");
  }
}
