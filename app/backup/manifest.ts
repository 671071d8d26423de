/** What `npm run backup` writes last into its archive, and `npm run restore` checks everything against. */
export type BackupManifest = {
  format: "showroom-backup";
  version: 1;
  createdAt: string;
  /** The database the rows came from; any of the two can take them back. */
  source: "sqlite" | "postgres";
  /** Migrations the dump's rows fit; the target must have the same ones. */
  migrations: string[];
  tables: Record<string, number>;
  /** Every other entry of the archive, with its SHA-256. */
  files: Array<{ path: string; size: number; sha256: string }>;
};

export const MANIFEST_PATH = "manifest.json";
/** One JSON row per line, per table: `db/<table>.jsonl`. */
export const tablePath = (table: string) => `db/${table}.jsonl`;
/** Stored objects keep their storage key: `media/<key>`. */
export const MEDIA_PREFIX = "media/";
/** The generated session-signing secret, so a restored site keeps its sessions valid. */
export const SECRET_PATH = "data/auth-secret";

export class CorruptBackupError extends Error {
  constructor(detail: string) {
    super(`The backup archive is corrupted or incomplete: ${detail}. Nothing was restored.`);
    this.name = "CorruptBackupError";
  }
}
