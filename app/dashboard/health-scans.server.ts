import type { Db } from "~/db/connection.server";
import { readContentVersion } from "~/content/shared/content-version.server";
import type { AppServices } from "~/services/services.server";
import { type ChecksumFindings, type FileFindings, findChecksumMismatches, findMissingFiles } from "./file-scan.server";

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/**
 * The checks of stored files (decision 041) run in the background, never in a page request: one
 * looks for files content points at that storage lacks, the other hashes every stored download
 * against its recorded SHA-256. Their outcome is kept in `health_scans`, one row per check, so every
 * instance shows the same. A check is claimed with one conditional update (as the mail outbox does),
 * so of several processes exactly one runs it; a crashed run's claim runs out.
 */
export const SCANS = {
  /** Cheap (a listing of storage): again whenever content changed since, at most once a minute. */
  files: { run: (services: Services) => findMissingFiles(services), maxAgeMs: 24 * 3_600_000, afterWriteMs: 60_000 },
  /** Reads every stored download: once a day, or when staff ask. */
  checksums: { run: (services: Services, renew: () => Promise<void>) => findChecksumMismatches(services, renew), maxAgeMs: 24 * 3_600_000, afterWriteMs: null },
} as const;

export type ScanName = keyof typeof SCANS;
export const SCAN_NAMES = Object.keys(SCANS) as ScanName[];

const CLAIM_MS = 10 * 60_000;

type Findings = { files: FileFindings; checksums: ChecksumFindings };
export type ScanState<Name extends ScanName = ScanName> = {
  name: Name;
  running: boolean;
  startedAt: string | null;
  /** Staff asked for a check then ("Check files now"); answered by a run started after it. */
  requestedAt: string | null;
  finishedAt: string | null;
  error: string | null;
  /** The content version the last run started at. */
  version: number | null;
  findings: Findings[Name] | null;
};

export async function readScans(db: Db, now = new Date()): Promise<{ [Name in ScanName]: ScanState<Name> }> {
  const rows = await db.selectFrom("health_scans").selectAll().execute();
  const state = <Name extends ScanName>(name: Name): ScanState<Name> => {
    const row = rows.find((candidate) => candidate.name === name);
    const stored = parseStored(row?.findings);
    return {
      name,
      running: Boolean(row?.locked_until && row.locked_until > now.toISOString()),
      startedAt: row?.started_at ?? null,
      requestedAt: row?.requested_at ?? null,
      finishedAt: row?.finished_at ?? null,
      error: row?.error ?? null,
      version: typeof stored.version === "number" ? stored.version : null,
      findings: (stored.findings as Findings[Name] | undefined) ?? null,
    };
  };
  return { files: state("files"), checksums: state("checksums") };
}

const parseStored = (text: string | undefined): { version?: unknown; findings?: unknown } => {
  try {
    const value: unknown = JSON.parse(text ?? "{}");
    return value && typeof value === "object" ? (value as { version?: unknown; findings?: unknown }) : {};
  } catch {
    return {};
  }
};

async function requestScans(db: Db, names: readonly ScanName[]): Promise<void> {
  const at = new Date().toISOString();
  for (const name of names) {
    await db.insertInto("health_scans").values({ name }).onConflict((conflict) => conflict.column("name").doNothing()).execute();
    await db.updateTable("health_scans").set({ requested_at: at }).where("name", "=", name).execute();
  }
}

/** Takes the check for this process until `until`; false when another holds it. */
async function claim(db: Db, name: ScanName, now: Date): Promise<boolean> {
  await db.insertInto("health_scans").values({ name }).onConflict((conflict) => conflict.column("name").doNothing()).execute();
  const result = await db
    .updateTable("health_scans")
    .set({ locked_until: new Date(now.getTime() + CLAIM_MS).toISOString(), started_at: now.toISOString() })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Runs one check now (claimed first) and stores its outcome; false when another process is running it. */
export async function runScan(services: Services, name: ScanName): Promise<boolean> {
  if (!(await claim(services.db, name, new Date()))) return false;
  const renew = async () => {
    await services.db.updateTable("health_scans").set({ locked_until: new Date(Date.now() + CLAIM_MS).toISOString() }).where("name", "=", name).execute();
  };
  try {
    const version = await readContentVersion(services.db);
    const findings = await SCANS[name].run(services, renew);
    await services.db
      .updateTable("health_scans")
      .set({ findings: JSON.stringify({ version, findings }), finished_at: new Date().toISOString(), locked_until: null, error: null })
      .where("name", "=", name)
      .execute();
  } catch (error) {
    services.logger.error({ err: error, scan: name }, "site health check failed");
    await services.db
      .updateTable("health_scans")
      .set({ finished_at: new Date().toISOString(), locked_until: null, error: error instanceof Error ? error.message.slice(0, 300) : "The check failed" })
      .where("name", "=", name)
      .execute();
  }
  return true;
}

/** Whether a check's outcome is out of date: never run, asked for since, too old, or (for the files) content changed since. */
export function isStale(state: ScanState, version: number, now = new Date()): boolean {
  if (state.running) return false;
  if (!state.finishedAt) return true;
  if (state.requestedAt && (!state.startedAt || state.requestedAt > state.startedAt)) return true;
  const age = now.getTime() - Date.parse(state.finishedAt);
  const { maxAgeMs, afterWriteMs } = SCANS[state.name];
  return age >= maxAgeMs || (afterWriteMs !== null && state.version !== version && age >= afterWriteMs);
}

/**
 * Starts, in the background, the checks whose outcome is out of date, and returns at once with the
 * checks' stored state. The
 * dashboard calls it on each view. `force` ("Check files now") first records the request, so a check
 * running already, which may have read the files before the change that prompted it, is run again
 * once it ends (at the next view).
 */
export async function refreshScans(services: Services, names: readonly ScanName[], { force = false } = {}) {
  if (force && names.length > 0) await requestScans(services.db, names);
  const [scans, version] = await Promise.all([readScans(services.db), readContentVersion(services.db)]);
  const started = names.filter((name) => isStale(scans[name], version));
  for (const name of started) {
    void runScan(services, name).catch((error: unknown) => services.logger.error({ err: error, scan: name }, "site health check could not start"));
  }
  const running = <Name extends ScanName>(state: ScanState<Name>): ScanState<Name> => (started.includes(state.name) ? { ...state, running: true } : state);
  return { started, scans: { files: running(scans.files), checksums: running(scans.checksums) } };
}
