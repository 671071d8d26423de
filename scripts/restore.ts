import "dotenv/config";
import { readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { restoreBackup } from "~/backup/restore.server";
import { parseEnv } from "~/config/env.server";
import { createServices } from "~/services/services.server";

const usage = `Usage: npm run restore -- FILE

Restores an archive of \`npm run backup\` into the database named by .env and the configured storage.
Both must be empty: a new DATA_DIR for SQLite, or an empty PostgreSQL database (DATABASE_URL) and empty
storage. A backup of either database restores into either. A corrupted archive is refused whole.`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: "boolean" } } });
  if (values.help || positionals.length !== 1) {
    console.log(usage);
    process.exit(values.help ? 0 : 1);
  }
  const env = parseEnv();
  // Checked before opening the database, which would create the SQLite file in it.
  if (!env.DATABASE_URL && folderHasEntries(env.DATA_DIR)) {
    throw new Error(`The data folder ${path.resolve(env.DATA_DIR)} is not empty; restore only into an empty or new folder. Nothing was restored.`);
  }
  const services = createServices(env, { logger: pino({ level: env.LOG_LEVEL }) });
  try {
    const summary = await restoreBackup(services, positionals[0]);
    console.log(`Restored ${summary.rows} rows (backed up from ${summary.source}) into ${services.dialect} and ${summary.mediaFiles} media files.`);
  } finally {
    await services.db.destroy();
  }
}

function folderHasEntries(folder: string): boolean {
  try {
    return readdirSync(folder).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
