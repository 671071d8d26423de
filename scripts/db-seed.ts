import "dotenv/config";
import { parseArgs } from "node:util";
import pino from "pino";
import { parseEnv } from "~/config/env.server";
import { databaseOptionsFromEnv, forMaintenance, openDatabase } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { describeSeed } from "~/seed/describe-seed";
import { seedDemoContent } from "~/seed/seed-demo-content.server";
import { generateCatalogue } from "~/seed/synthetic/generate-catalogue.server";
import { createServices } from "~/services/services.server";

/**
 * `npm run db:seed`: migrates, then fills an empty database with the demo content. A database
 * that already has content is left alone, whatever SEED_DEMO_CONTENT says.
 *
 * `npm run db:seed -- --products 100000`: also tops the catalogue up to that many products with
 * generated ones (the demo content comes first on an empty database), for load and scale tests.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: "string" } } });
  const target = values.products === undefined ? undefined : Number(values.products);
  if (target !== undefined && !(Number.isInteger(target) && target >= 0)) {
    throw new Error(`--products needs a whole number, got "${values.products}"`);
  }
  const env = parseEnv();
  // Generating a large catalogue ends by vacuuming what it filled, longer than a page's query may take.
  const services = createServices(env, { logger: pino({ level: env.LOG_LEVEL }), ...openDatabase(forMaintenance(databaseOptionsFromEnv(env))) });
  try {
    await migrateToLatest(services.db);
    console.log(describeSeed(await seedDemoContent(services)));
    if (target !== undefined) {
      const result = await generateCatalogue(services, target);
      console.log(
        `Generated ${result.created} products in ${(result.milliseconds / 1000).toFixed(1)} s ` +
          `(${result.before} before, ${result.total} now).`,
      );
    }
  } finally {
    await services.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
