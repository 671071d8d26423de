import "dotenv/config";
import { parseArgs } from "node:util";
import pino from "pino";
import { writeBackup } from "~/backup/backup.server";
import { parseEnv } from "~/config/env.server";
import { createServices } from "~/services/services.server";

const usage = `Usage: npm run backup [-- FILE]

Writes the database named by .env (DATABASE_URL, or the SQLite file in DATA_DIR) and every media file
of the configured storage (DATA_DIR/media or the S3 bucket) into one .tar.gz with a SHA-256 manifest.
FILE defaults to showroom-backup-<date>.tar.gz in the current folder; an existing file is not replaced.`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: "boolean" } } });
  if (values.help || positionals.length > 1) {
    console.log(usage);
    process.exit(values.help ? 0 : 1);
  }
  const file = positionals[0] ?? `showroom-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
  const env = parseEnv();
  const services = createServices(env, { logger: pino({ level: env.LOG_LEVEL }) });
  try {
    const summary = await writeBackup(services, file);
    console.log(
      `Backup written to ${summary.file}: ${summary.rows} rows from ${summary.tables} tables (${services.dialect}), ` +
        `${summary.mediaFiles} media files (${(summary.bytes / 1e6).toFixed(1)} MB before compression).`,
    );
  } finally {
    await services.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
