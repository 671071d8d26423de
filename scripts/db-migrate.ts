import "dotenv/config";
import pino from "pino";
import { parseEnv } from "~/config/env.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createServices } from "~/services/services.server";

/** `npm run db:migrate`: applies pending migrations to the database named by .env, then exits. */
async function main(): Promise<void> {
  const env = parseEnv();
  const services = createServices(env, { logger: pino({ level: env.LOG_LEVEL }) });
  try {
    const applied = await migrateToLatest(services.db);
    console.log(applied.length > 0 ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "The database is up to date.");
  } finally {
    await services.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
