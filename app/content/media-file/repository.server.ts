import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import type { StoredImage } from "~/media/image-sources";
import { now } from "../shared/content-version.server";
import { toJsonList } from "../shared/json-list";
import type { ImageVariant } from "~/media/image-variant";
import type { MediaUser } from "./usage";
import { usageSources } from "./usage.server";
import type { MediaSort } from "./library";
import type { ListQuery, Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";
import {
  altText,
  DOMINANT_COLOUR,
  type MediaFile,
  type MediaFileInput,
  type MediaKind,
  mediaFileFromRow,
  mediaFileInput,
  parseVariants,
} from "./schema";

// Recording an upload changes no page until content points at it, so the content version stays.
const columns = [
  "id",
  "key",
  "kind",
  "mime",
  "size",
  "width",
  "height",
  "original_name",
  "checksum_sha256",
  "variants",
  "dominant_colour",
  "alt_text",
  "created_at",
] as const;

export async function createMediaFile(db: Db, input: MediaFileInput): Promise<MediaFile> {
  const values = mediaFileInput.parse(input);
  const row = await db
    .insertInto("media_files")
    .values({ ...values, variants: toJsonList(values.variants), created_at: now() })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return mediaFileFromRow(row);
}

export async function getMediaFileByKey(db: Db, key: string): Promise<MediaFile | undefined> {
  const row = await db.selectFrom("media_files").select(columns).where("key", "=", key).executeTakeFirst();
  return row && mediaFileFromRow(row);
}

/** Newest first, optionally one kind. */
export async function listMediaFiles(db: Db, options: { kind?: MediaKind } = {}): Promise<MediaFile[]> {
  let query = db.selectFrom("media_files").select(columns).orderBy("created_at", "desc").orderBy("id", "desc");
  if (options.kind) query = query.where("kind", "=", options.kind);
  return (await query.execute()).map(mediaFileFromRow);
}

/** One stored file by its library id. */
export async function getMediaFile(db: Db, id: number): Promise<MediaFile | undefined> {
  const row = await db.selectFrom("media_files").select(columns).where("id", "=", id).executeTakeFirst();
  return row && mediaFileFromRow(row);
}

/** Stored files by their keys, in one query; unknown keys are absent. */
export async function getMediaFilesByKey(db: Db, keys: readonly string[]): Promise<MediaFile[]> {
  if (keys.length === 0) return [];
  return (await db.selectFrom("media_files").select(columns).where("key", "in", [...keys]).execute()).map(mediaFileFromRow);
}

/**
 * One page of the media library (decision 040): searched in the file's name, alt text and stored
 * name, optionally one kind, or images without alt text; newest first unless the list says otherwise.
 */
export async function pageMediaFiles(db: Db, query: ListQuery<MediaSort>): Promise<Page<MediaFile>> {
  let filtered = db.selectFrom("media_files");
  if (query.q) filtered = filtered.where(containsText(["original_name", "alt_text", "key"], query.q));
  const kind = query.choices?.kind as MediaKind | undefined;
  if (kind) filtered = filtered.where("kind", "=", kind);
  if (query.choices?.alt === "missing") filtered = filtered.where("kind", "=", "image").where((eb) => eb.or([eb("alt_text", "is", null), eb("alt_text", "=", "")]));
  const rows = async (limit: number, offset: number) =>
    (await sortedBy(filtered.select(columns), query.sort, query.dir, "id").limit(limit).offset(offset).execute()).map(mediaFileFromRow);
  return paginate(filtered, rows, query.page);
}

/** Files stored before `before`, in id order after `afterId`, `limit` at a time: Remove unused files reads them all this way. */
export async function mediaFilesStoredBefore(db: Db, before: string, afterId: number, limit: number): Promise<MediaFile[]> {
  const rows = await db.selectFrom("media_files").select(columns).where("created_at", "<", before).where("id", ">", afterId).orderBy("id").limit(limit).execute();
  return rows.map(mediaFileFromRow);
}

/** Files stored at `since` or later (kept by Remove unused files, whatever uses them). */
export async function mediaFilesStoredSince(db: Db, since: string): Promise<MediaFile[]> {
  return (await db.selectFrom("media_files").select(columns).where("created_at", ">=", since).orderBy("id").execute()).map(mediaFileFromRow);
}

/** Writes a file's alt text (null: none); true when the file is still there. */
export async function setAltText(db: Db, id: number, alt: string | null): Promise<boolean> {
  const result = await db.updateTable("media_files").set({ alt_text: altText.parse(alt) }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the record only; the caller deletes the stored bytes (original and variants). */
export async function deleteMediaFile(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom("media_files").where("key", "=", key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Size, variants and alt text of the stored images among the given keys, in one query; unknown keys are absent. */
export async function findStoredImages(db: Db, keys: readonly string[]): Promise<Map<string, StoredImage>> {
  const found = new Map<string, StoredImage>();
  if (keys.length === 0) return found;
  const rows = await db
    .selectFrom("media_files")
    .select(["key", "width", "height", "variants", "dominant_colour", "alt_text"])
    .where("kind", "=", "image")
    .where("key", "in", [...keys])
    .execute();
  for (const { dominant_colour, alt_text, ...row } of rows)
    found.set(row.key, { ...row, colour: dominant_colour?.startsWith("#") ? dominant_colour : null, alt: alt_text, variants: parseVariants(row.variants) });
  return found;
}

/** Keys one lookup binds: well under SQLite's 32,766 parameters. */
const KEYS_PER_QUERY = 10_000;

/**
 * The library's images among these keys, each with whether it has alt text (decision 040), in one
 * query per 10,000 keys; unknown keys and files of other kinds are absent. Product completeness reads it (decision 041).
 */
export async function imagesWithAltText(db: Db, keys: readonly string[]): Promise<Map<string, boolean>> {
  const found = new Map<string, boolean>();
  // A batch of 500 products shows at most 5,500 images; the bound only guards lists stored past their limits.
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const rows = await db
      .selectFrom("media_files")
      .select(["key", sql<number | string>`case when coalesce(alt_text, '') = '' then 0 else 1 end`.as("described")])
      .where("kind", "=", "image")
      .where("key", "in", keys.slice(start, start + KEYS_PER_QUERY))
      .execute();
    for (const row of rows) found.set(row.key, Number(row.described) === 1);
  }
  return found;
}

/** Images stored before colours were measured (the oldest first), up to `limit`. */
export async function findImagesWithoutColour(db: Db, limit: number): Promise<Array<{ key: string; variants: ImageVariant[] }>> {
  const rows = await db
    .selectFrom("media_files")
    .select(["key", "variants"])
    .where("kind", "=", "image")
    .where("dominant_colour", "is", null)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.key, variants: parseVariants(row.variants) }));
}

/** Records an image's measured colour; true when the image is still there. */
export async function setImageColour(db: Db, key: string, colour: string): Promise<boolean> {
  if (!DOMINANT_COLOUR.test(colour)) throw new Error(`Not a dominant colour: ${colour}`);
  const result = await db.updateTable("media_files").set({ dominant_colour: colour }).where("key", "=", key).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** `perFile` for a question that needs every record using a file, not a few to name. */
export const EVERY_USER = 2 ** 31 - 1;

/** How many URLs one usage query looks for at once: one parameter each, far below either database's limit. */
const USAGE_BATCH = 1000;

/**
 * The records that still point at these stored files (their `/media/<key>` URLs), at most `perFile`
 * per file: saved content in the definitions' media fields, pending drafts (decision 035), items in
 * the trash (decision 037) and kept revisions (decision 038), since restoring either would bring the
 * file back into use. Every
 * question of whether a file is in use asks here (deleting it from a form or the library, releasing a
 * deleted record's uploads, a driver file no driver uses, "where used", Remove unused files), so a new
 * kind of user is one more source in `usageSources` (usage.server.ts). A record found by more than
 * one source is listed once, by the first (saved content before its draft or its revisions).
 */
export async function contentUsingMedia(db: Db, files: string | readonly string[], perFile = 1): Promise<MediaUser[]> {
  const urls = [...new Set(typeof files === "string" ? [files] : files)];
  const users: MediaUser[] = [];
  const seen = new Set<string>();
  for (let start = 0; start < urls.length; start += USAGE_BATCH) {
    const batch = urls.slice(start, start + USAGE_BATCH);
    for (const source of usageSources) {
      for (const user of await source(db, batch, perFile)) {
        const record = `${user.url} ${user.type} ${user.id}`;
        if (seen.has(record)) continue;
        seen.add(record);
        users.push(user);
      }
    }
  }
  return users;
}

/** A stored file's size and SHA-256 as measured from its bytes (files recorded before checksums were kept). */
export async function setMediaFileFacts(db: Db, key: string, facts: { size: number; checksum: string }): Promise<boolean> {
  const result = await db.updateTable("media_files").set({ size: facts.size, checksum_sha256: facts.checksum }).where("key", "=", key).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
