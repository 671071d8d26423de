import { type AuditSource, recordAudit } from "~/audit/audit-log.server";
import { KEEP_RECENT_HOURS, fileName } from "~/content/media-file/library";
import {
  contentUsingMedia,
  deleteMediaFile,
  EVERY_USER,
  getMediaFile,
  mediaFilesStoredBefore,
  mediaFilesStoredSince,
  setAltText,
} from "~/content/media-file/repository.server";
import type { MediaFile } from "~/content/media-file/schema";
import { describeUsers, whenDeletable } from "~/content/media-file/usage";
import { rescoreProducts } from "~/content/product/completeness.server";
import { bumpContentVersion } from "~/content/shared/content-version.server";
import type { Db } from "~/db/connection.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import type { AppServices } from "~/services/services.server";
import { mediaUrl } from "./media-url";

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/** A library action refused by a rule, with the message the screen shows. */
export class MediaRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "MediaRefusedError";
  }
}

/** How many of a file's users a refusal names. */
const USERS_NAMED = 3;

async function existing(db: Db, id: number): Promise<MediaFile> {
  const file = await getMediaFile(db, id);
  if (!file) throw new MediaRefusedError(404, "This file is no longer in the library.");
  return file;
}

/** The stored bytes of a file and every variant of it; run after the record's delete has committed. */
function removeBytesAfterCommit(services: Services, db: Db, file: MediaFile) {
  const keys = [file.key, ...file.variants.map((variant) => variant.key)];
  return afterCommit(db, async () => {
    const removed = await Promise.allSettled(keys.map((key) => services.storage.delete(key)));
    const failed = removed.filter((result) => result.status === "rejected");
    if (failed.length > 0) services.logger.error({ key: file.key, err: (failed[0] as PromiseRejectedResult).reason }, "stored bytes of a removed file not deleted");
  });
}

/**
 * Writes an image's alt text (decision 040), with its audit entry. An image that saved content uses
 * keeps one: removing it is refused, naming the content, since public pages read it. Products showing
 * it are rescored in the same transaction when it gains or loses alt text (decision 041).
 */
export async function saveAltText(services: Services, audit: AuditSource, id: number, alt: string | null): Promise<MediaFile> {
  return inTransaction(services.db, async (trx) => {
    const file = await existing(trx, id);
    if (file.kind !== "image") throw new MediaRefusedError(422, "Only images have alt text.");
    if (alt === null && file.alt_text !== null) {
      const users = (await contentUsingMedia(trx, mediaUrl(file.key), USERS_NAMED)).filter((user) => user.via === "saved");
      if (users.length > 0) {
        throw new MediaRefusedError(422, `${fileName(file)} is used by ${describeUsers(users)}, so it needs alt text. Write new alt text instead of removing it.`);
      }
    }
    if (alt === file.alt_text) return file;
    await setAltText(trx, id, alt);
    // Products showing the image count its alt text in their stored completeness (decision 041).
    if (Boolean(alt) !== Boolean(file.alt_text)) await rescoreProducts(trx, await productsShowing(trx, file));
    // Pages showing the image read its alt text: cached copies of them are stale now (decision 005).
    await bumpContentVersion(trx);
    await recordAudit(trx, audit, { action: "update", targetType: "upload", targetId: mediaUrl(file.key), changes: { alt_text: [file.alt_text, alt] } });
    return { ...file, alt_text: alt };
  });
}

/**
 * The products whose saved content shows the file, found by the usage check. A pending draft or a
 * revision does not count until it is saved (their products keep their scores until then); a product in
 * the trash has no score.
 */
async function productsShowing(db: Db, file: MediaFile): Promise<number[]> {
  const users = await contentUsingMedia(db, mediaUrl(file.key), EVERY_USER);
  return [...new Set(users.filter((user) => user.type === "product" && user.via === "saved").map((user) => user.id))];
}

/**
 * Deletes a file from the library with its record, its bytes and every variant, so its URL answers
 * 404; refused while anything uses it (saved content, a pending draft, a trashed item or a kept
 * revision), naming what does.
 */
export async function deleteLibraryFile(services: Services, audit: AuditSource, id: number): Promise<MediaFile> {
  return inTransaction(services.db, async (trx) => {
    const file = await existing(trx, id);
    const users = await contentUsingMedia(trx, mediaUrl(file.key), USERS_NAMED);
    if (users.length > 0) throw new MediaRefusedError(409, `${fileName(file)} is used by ${describeUsers(users)}. ${whenDeletable(users)}`);
    await deleteMediaFile(trx, file.key);
    await recordAudit(trx, audit, { action: "delete", targetType: "upload", targetId: mediaUrl(file.key), changes: { name: [fileName(file), null], kind: [file.kind, null] } });
    await removeBytesAfterCommit(services, trx, file);
    return file;
  });
}

/** The moment before which an upload may be removed as unused: anything newer may sit in an open form. */
export const keepRecentFrom = (now: Date) => new Date(now.getTime() - KEEP_RECENT_HOURS * 60 * 60 * 1000).toISOString();

// Each batch is one pass over every media column, whatever its size.
const SCAN_BATCH = 1000;

/** The files among these that nothing uses. */
async function unusedAmong(db: Db, files: MediaFile[]): Promise<MediaFile[]> {
  const used = new Set((await contentUsingMedia(db, files.map((file) => mediaUrl(file.key)))).map((user) => user.url));
  return files.filter((file) => !used.has(mediaUrl(file.key)));
}

export type UnusedFiles = { files: MediaFile[]; bytes: number; recentKept: number };

/**
 * What Remove unused files would remove now: every stored file nothing uses (no saved content, no pending
 * draft) that was stored more than KEEP_RECENT_HOURS ago, oldest first, with their total size; and how
 * many unused files are newer and kept. Files uploaded in a form that was then cancelled are among them.
 */
export async function findUnusedFiles(db: Db, now = new Date()): Promise<UnusedFiles> {
  const cutoff = keepRecentFrom(now);
  const files: MediaFile[] = [];
  for (let afterId = 0; ; ) {
    const batch = await mediaFilesStoredBefore(db, cutoff, afterId, SCAN_BATCH);
    if (batch.length === 0) break;
    files.push(...(await unusedAmong(db, batch)));
    afterId = batch.at(-1)!.id;
  }
  const recent = await mediaFilesStoredSince(db, cutoff);
  const recentKept = recent.length === 0 ? 0 : (await unusedAmong(db, recent)).length;
  return { files, bytes: files.reduce((sum, file) => sum + file.size, 0), recentKept };
}

const REMOVE_BATCH = 100;

/**
 * Removes the chosen files (what findUnusedFiles listed) that are still unused and older than
 * KEEP_RECENT_HOURS, each with an audit entry; their bytes and variants go after the commit. A file
 * that gained a user meanwhile, or is gone, is left out. Returns the files removed.
 */
export async function removeUnusedFiles(services: Services, audit: AuditSource, ids: readonly number[], now = new Date()): Promise<MediaFile[]> {
  const cutoff = keepRecentFrom(now);
  const removed: MediaFile[] = [];
  for (let start = 0; start < ids.length; start += REMOVE_BATCH) {
    const batch = ids.slice(start, start + REMOVE_BATCH);
    await inTransaction(services.db, async (trx) => {
      const files = (await Promise.all(batch.map((id) => getMediaFile(trx, id)))).filter((file): file is MediaFile => file !== undefined && file.created_at < cutoff);
      for (const file of await unusedAmong(trx, files)) {
        await deleteMediaFile(trx, file.key);
        await recordAudit(trx, audit, { action: "remove-unused", targetType: "upload", targetId: mediaUrl(file.key), changes: { name: [fileName(file), null], kind: [file.kind, null] } });
        await removeBytesAfterCommit(services, trx, file);
        removed.push(file);
      }
    });
  }
  return removed;
}
