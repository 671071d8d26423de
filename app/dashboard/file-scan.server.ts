import type { Kysely } from "kysely";
import { contentDefinitions } from "~/content/definitions";
import { uploadedKey } from "~/uploads/delete-upload.server";
import { storedLinksIn } from "~/uploads/release-uploads.server";
import type { Db } from "~/db/connection.server";
import { measureStoredFile } from "~/media/driver-checksums.server";
import { storedDriverKey } from "~/media/driver-files.server";
import type { AppServices } from "~/services/services.server";

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/** What a check keeps of each problem; the first few are listed, all are counted. */
export const KEPT_FINDINGS = 50;
const BATCH = 1000;

/** A stored file some record points at but storage does not have. */
export type MissingFile = { target: string; id: number; label: string; field: string; fieldLabel: string; key: string };
/** A download whose stored file no longer hashes to the SHA-256 recorded when it was uploaded. */
export type ChecksumMismatch = { id: number; label: string; version: string | null; key: string };

/** Missing images and catalogues of content, and missing download files, each kept apart with its count. */
export type FileFindings = { media: MissingFile[]; mediaCount: number; downloads: MissingFile[]; downloadsCount: number; referenced: number };
export type ChecksumFindings = { mismatched: ChecksumMismatch[]; mismatchedCount: number; hashed: number };

type Reference = Omit<MissingFile, "key">;

/** The column that names a record of a table, for the findings' text. */
const titleColumn = (fields: Record<string, unknown>) => ("name" in fields ? "name" : "title" in fields ? "title" : "h1_text");

/**
 * Every upload of this site that content points at (images and catalogues in every definition's media
 * fields, JSON lists and sections included, and drivers' files), each with the records using it.
 */
async function* referencedFiles(db: Db): AsyncGenerator<{ key: string; reference: Reference }> {
  const handle = db as unknown as Kysely<any>;
  for (const definition of contentDefinitions) {
    const mediaFields = Object.entries(definition.fields).filter(([, field]) => field.media);
    const driverFile = definition.table === "drivers" ? ["download_link"] : [];
    // A driver's file is one of its media fields too (decision 037 counts it as media): read once.
    const columns = [...new Set([...mediaFields.map(([column]) => column), ...driverFile])];
    if (columns.length === 0) continue;
    const title = titleColumn(definition.fields);
    let after = 0;
    for (;;) {
      // Table and column names come from the definitions, never from a request.
      const rows: Array<Record<string, unknown>> = await handle.selectFrom(definition.table).select(["id", title, ...columns]).where("id", ">", after).orderBy("id").limit(BATCH).execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        for (const column of columns) {
          const value = row[column];
          const base = { target: definition.type, id: Number(row.id), label: String(row[title] ?? `#${row.id}`), field: column, fieldLabel: definition.fields[column]?.label ?? column };
          if (column === "download_link") {
            const key = storedDriverKey(value as string | null);
            if (key) yield { key, reference: { ...base, fieldLabel: "File" } };
            continue;
          }
          const links = definition.fields[column]?.media === "json" ? storedLinksIn(parseJson(value)) : new Set(typeof value === "string" ? [value] : []);
          for (const link of links) {
            const key = uploadedKey(link);
            if (key) yield { key, reference: base };
          }
        }
      }
      after = Number(rows[rows.length - 1].id);
    }
  }
}

const parseJson = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

/**
 * Files content points at that storage does not hold: the references are gathered by key, then one
 * listing of each storage folder involved crosses them off (on S3 a list request per 1,000 objects,
 * rather than a request per file).
 */
export async function findMissingFiles(services: Pick<Services, "db" | "storage">): Promise<FileFindings> {
  // By key, its first references in the findings' order; past those, only how many more there are.
  // Keeping every reference to pictures shared across a catalogue of 100,000 products took 48 MB,
  // each time content changed (at most once a minute), in a process that serves pages.
  const users = new Map<string, Reference[]>();
  const notKept = new Map<string, number>();
  for await (const { key, reference } of referencedFiles(services.db)) {
    const list = users.get(key);
    if (!list) users.set(key, [reference]);
    else if (list.push(reference) >= 2 * KEPT_FINDINGS) notKept.set(key, (notKept.get(key) ?? 0) + keepFirst(list));
  }
  const referenced = users.size;
  const folders = new Set([...users.keys()].map((key) => `${key.split("/")[0]}/`));
  for (const folder of folders) {
    for await (const object of services.storage.list(folder)) users.delete(object.key);
  }
  // A key is a download's (drivers/) or an image's or catalogue's, never both: its uncounted references are of its kind.
  const missing = { media: [] as MissingFile[], downloads: [] as MissingFile[] };
  const counts = { media: 0, downloads: 0 };
  for (const [key, references] of users) {
    const kind = references[0].target === "driver" ? "downloads" : "media";
    counts[kind] += references.length + (notKept.get(key) ?? 0);
    for (const reference of references) {
      if (missing[kind].push({ ...reference, key }) >= 2 * KEPT_FINDINGS) keepFirst(missing[kind]);
    }
  }
  keepFirst(missing.media);
  keepFirst(missing.downloads);
  return { media: missing.media, mediaCount: counts.media, downloads: missing.downloads, downloadsCount: counts.downloads, referenced };
}

/** The findings list files by the kind of record using them, then the record's id. */
const inFindingsOrder = (a: Reference, b: Reference) => a.target.localeCompare(b.target) || a.id - b.id;

/** Sorts the list into the findings' order and keeps its first KEPT_FINDINGS; returns how many it dropped. */
function keepFirst(list: Reference[]): number {
  list.sort(inFindingsOrder);
  const dropped = Math.max(0, list.length - KEPT_FINDINGS);
  list.length -= dropped;
  return dropped;
}

/**
 * Downloads stored here whose file no longer matches the SHA-256 recorded for it: each stored file is
 * read once, as a stream (files shared by versions are hashed once). `renew` is called between files,
 * so a long check keeps its claim. A file missing from storage is left to findMissingFiles.
 */
export async function findChecksumMismatches(services: Services, renew: () => Promise<void> = async () => undefined): Promise<ChecksumFindings> {
  const drivers = await services.db
    .selectFrom("drivers")
    .select(["id", "name", "version", "download_link", "checksum_sha256"])
    .where("checksum_sha256", "is not", null)
    .where("download_link", "like", "/media/drivers/%")
    .orderBy("id")
    .execute();
  const measured = new Map<string, string | null>();
  const mismatched: ChecksumMismatch[] = [];
  for (const driver of drivers) {
    const key = storedDriverKey(driver.download_link);
    if (!key) continue;
    if (!measured.has(key)) {
      const stored = (await services.storage.exists(key)) ? await measureStoredFile(services, key) : null;
      measured.set(key, stored?.checksum ?? null);
      await renew();
    }
    const actual = measured.get(key);
    if (actual && actual !== driver.checksum_sha256) mismatched.push({ id: driver.id, label: driver.name, version: driver.version, key });
  }
  return { mismatched: mismatched.slice(0, KEPT_FINDINGS), mismatchedCount: mismatched.length, hashed: measured.size };
}
