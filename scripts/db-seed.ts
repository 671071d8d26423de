import "dotenv/config";
import pino from "pino";
import { parseEnv } from "~/config/env.server";
import { migrateToLatest } from "~/db/migrate.server";
import { describeSeed } from "~/seed/describe-seed";
import { seedDemoContent } from "~/seed/seed-demo-content.server";
import { createServices } from "~/services/services.server";

/**
 * `npm run db:seed`: migrates, then fills an empty database with the demo content. A database
 * that already has content is left alone, whatever SEED_DEMO_CONTENT says.
 */
async function main(): Promise<void> {
  const env = parseEnv();
  const services = createServices(env, { logger: pino({ level: env.LOG_LEVEL }) });
  try {
    await migrateToLatest(services.db);
    console.log(describeSeed(await seedDemoContent(services)));
  } finally {
    await services.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
