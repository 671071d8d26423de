import type { Db } from "~/db/connection.server";
import { mediaColumns } from "../definitions";
import type { StoredImage } from "~/media/image-sources";
import { now } from "../shared/content-version.server";
import { toJsonList } from "../shared/json-list";
import type { ImageVariant } from "~/media/image-variant";
import {
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

/** Removes the record only; the caller deletes the stored bytes (original and variants). */
export async function deleteMediaFile(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom("media_files").where("key", "=", key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Size and variants of the stored images among the given keys, in one query; unknown keys are absent. */
export async function findStoredImages(db: Db, keys: readonly string[]): Promise<Map<string, StoredImage>> {
  const found = new Map<string, StoredImage>();
  if (keys.length === 0) return found;
  const rows = await db
    .selectFrom("media_files")
    .select(["key", "width", "height", "variants", "dominant_colour"])
    .where("kind", "=", "image")
    .where("key", "in", [...keys])
    .execute();
  for (const { dominant_colour, ...row } of rows)
    found.set(row.key, { ...row, colour: dominant_colour?.startsWith("#") ? dominant_colour : null, variants: parseVariants(row.variants) });
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

/**
 * The tables whose saved content still points at this stored file (e.g. ["products"]), so a
 * delete can be refused instead of leaving a page with a broken image. The columns are the
 * definitions' media fields.
 */
export async function contentUsingMedia(db: Db, url: string): Promise<string[]> {
  const users = new Set<string>();
  for (const { table, column, within } of mediaColumns) {
    // Table and column names come from the definitions, never from a request.
    const found = await db
      .selectFrom(table as "categories")
      .select("id")
      .where(column as "image", within ? "like" : "=", within ? `%${JSON.stringify(url)}%` : url)
      .limit(1)
      .executeTakeFirst();
    if (found) users.add(table);
  }
  return [...users];
}

/** A stored file's size and SHA-256 as measured from its bytes (files recorded before checksums were kept). */
export async function setMediaFileFacts(db: Db, key: string, facts: { size: number; checksum: string }): Promise<boolean> {
  const result = await db.updateTable("media_files").set({ size: facts.size, checksum_sha256: facts.checksum }).where("key", "=", key).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
