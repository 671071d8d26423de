import path from "node:path";
import pino, { type Logger } from "pino";
import { type AdminAuth, createAdminAuth } from "~/auth/auth.server";
import { resolveAuthSecret } from "~/auth/secret.server";
import type { Env } from "~/config/env.server";
import { type Db, databaseOptionsFromEnv, openDatabase } from "~/db/connection.server";
import type { DialectName } from "~/db/dialect";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { createOutbox, type Outbox } from "~/mail/outbox.server";
import { LOG_REDACTION } from "~/security/log-redaction";
import { logDestination } from "./log-destination.server";
import { createStorage } from "~/storage/create-storage.server";
import type { Storage } from "~/storage/storage";

/**
 * Everything a route needs from the outside world, created once at start-up and handed to
 * loaders and actions through React Router's load context.
 */
export interface AppServices {
  env: Env;
  db: Db;
  dialect: DialectName;
  logger: Logger;
  /** Absolute path of the folder that holds the SQLite file, uploaded media and generated secrets. */
  dataDir: string;
  /** Uploaded files (images, catalogues, drivers), served under /media/. */
  storage: Storage;
  /** E-mail over SMTP when SMTP_URL is set; stored messages record whether their copy was sent. */
  mailer: Mailer;
  /** E-mail copies of enquiries and messages, sent and retried outside the request (decision 021). */
  outbox: Outbox;
  /** Admin sign-in and sessions (better-auth); created on first use so tools that never sign in skip the secret. */
  auth: AdminAuth;
}

export function createServices(env: Env, overrides: Partial<AppServices> = {}): AppServices {
  const logger = overrides.logger ?? pino({ level: env.LOG_LEVEL, redact: LOG_REDACTION }, logDestination());
  const { db, dialect } = overrides.db
    ? { db: overrides.db, dialect: overrides.dialect ?? "sqlite" }
    : openDatabase(databaseOptionsFromEnv(env));
  const dataDir = path.resolve(env.DATA_DIR);
  const storage = overrides.storage ?? createStorage(dataDir, env);
  const mailer = overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const outbox = overrides.outbox ?? createOutbox({ db, mailer, logger });
  let auth = overrides.auth;
  return {
    env,
    db,
    dialect,
    logger,
    dataDir,
    storage,
    mailer,
    outbox,
    get auth() {
      auth ??= createAdminAuth({
        db,
        dialect,
        logger,
        secret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
        baseURL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      });
      return auth;
    },
  };
}
