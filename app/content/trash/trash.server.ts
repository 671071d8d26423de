import { removeRevisions } from "~/content/shared/revisions.server";
import { changedFields } from "~/audit/changes";
import { type AuditSource, recordAudit } from "~/audit/audit-log.server";
import type { AuditTarget } from "~/audit/actions";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import type { AppServices } from "~/services/services.server";
import { releaseUploads, storedLinksIn } from "~/uploads/release-uploads.server";
import { definitionOfType } from "../definitions";
import { rescoreRestored } from "../product/completeness.server";
import { bumpContentVersion } from "../shared/content-version.server";
import type { ContentDefinition } from "../shared/definition";
import { dueTrashIds, getTrashEntry, insertTrashEntry, takeTrashEntry, type TrashEntry, trashIdsOfKinds } from "./repository.server";
import { restoreRules } from "./restore-rules.server";
import { TRASH_DAYS } from "./retention";
import { checkRestorable, putBack, recordTitle, removeDraft, type Snapshot, takeSnapshot } from "./snapshot.server";

/**
 * The trash (issue 17 part 3, decision 037): a deleted record waits here for TRASH_DAYS with what
 * belonged to it, can be restored with its id, and is then purged with the files nothing else uses.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/** Who deleted it: the staff member, as their name was then. */
export type Deleter = { id: string | null; name: string };

/** A trash entry the staff member asking may not see or does not exist: both read as not there. */
export class TrashEntryMissingError extends Error {
  readonly status = 404;
  constructor() {
    super("This item is no longer in the trash: it was restored or deleted meanwhile.");
    this.name = "TrashEntryMissingError";
  }
}

/**
 * Moves a record to the trash, in the caller's transaction: its snapshot first, then the delete as its
 * type does it (whose rules, such as a category that still has products, refuse as before), then the
 * entry. The pending draft goes with it. False when the record does not exist.
 */
export async function moveToTrash(db: Db, definition: ContentDefinition, id: number, remove: () => Promise<boolean>, by: Deleter, now = new Date()): Promise<boolean> {
  const snapshot = await takeSnapshot(db, definition, id);
  if (!snapshot || !(await remove())) return false;
  await removeDraft(db, definition.type, id);
  await insertTrashEntry(db, {
    content_type: definition.type,
    record_id: id,
    title: recordTitle(definition, snapshot.row).slice(0, 300),
    snapshot: JSON.stringify(snapshot),
    media: JSON.stringify([...storedLinksIn(snapshot)]),
    deleted_by_id: by.id,
    deleted_by_name: by.name,
    deleted_at: now.toISOString(),
    purge_at: new Date(now.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  });
  return true;
}

/** The entry and its type, when the staff member may see that type; otherwise as if it were not there. */
async function visibleEntry(db: Db, id: number, mayHandle: (definition: ContentDefinition) => boolean) {
  const entry = await getTrashEntry(db, id);
  const definition = entry ? definitionOfType(entry.content_type) : undefined;
  if (!entry || !definition || !mayHandle(definition)) throw new TrashEntryMissingError();
  return { entry, definition };
}

export type Restored = { definition: ContentDefinition; title: string; row: Record<string, unknown>; skipped: number };

/**
 * Puts a trashed record back with its id, what belonged to it and its links, in one transaction with its
 * audit entry, and moves the content version on so the site shows it at the next request. A record that
 * cannot come back (its category is gone, its name is taken) is refused with the reason, and stays.
 */
export async function restoreFromTrash(db: Db, id: number, mayHandle: (definition: ContentDefinition) => boolean, audit: AuditSource): Promise<Restored> {
  const { definition } = await visibleEntry(db, id, mayHandle);
  return inTransaction(db, async (trx) => {
    // Taken first, so a second restore or a purge running meanwhile finds nothing; a refusal rolls it back.
    const entry = await takeTrashEntry(trx, id);
    if (!entry) throw new TrashEntryMissingError();
    const snapshot = JSON.parse(entry.snapshot) as Snapshot;
    const row = await checkRestorable(trx, definition, snapshot, restoreRules[definition.type]);
    const { skipped } = await putBack(trx, definition, snapshot, row);
    // The stored completeness of the products it feeds, the restored product's own included (decision 041).
    await rescoreRestored(trx, definition.table, entry.record_id);
    await bumpContentVersion(trx);
    await recordAudit(trx, audit, { action: "restore", targetType: definition.type, targetId: entry.record_id, changes: changedFields(undefined, row) });
    return { definition, title: entry.title, row, skipped };
  });
}

/** Deletes one entry for good, with its audit entry, then the files only it used. False when it had gone. */
async function purgeEntry(services: Services, id: number, audit: AuditSource, dueBy?: string): Promise<TrashEntry | undefined> {
  const entry = await inTransaction(services.db, async (trx) => {
    const taken = await takeTrashEntry(trx, id, dueBy);
    if (!taken) return undefined;
    // Entries are written by moveToTrash with a definition's type, so the target is one of ours.
    await recordAudit(trx, audit, { action: "purge", targetType: taken.content_type as AuditTarget, targetId: taken.record_id, changes: { name: [taken.title, null] } });
    // Its History goes with it (decision 038): kept while it could be restored, gone once it cannot.
    await removeRevisions(trx, taken.content_type, taken.record_id);
    return taken;
  });
  if (entry) await releaseFiles(services, entry);
  return entry;
}

/** A file left behind (storage down) is logged: the entry is gone, and Remove unused files can sweep it. */
async function releaseFiles(services: Services, entry: TrashEntry): Promise<void> {
  const links = parseLinks(entry.media);
  await releaseUploads(services, links).catch((error: unknown) =>
    services.logger.error({ err: error, links, entry: entry.id }, "files of a purged trash entry not released"),
  );
}

const parseLinks = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((link): link is string => typeof link === "string") : [];
  } catch {
    return [];
  }
};

/** "Delete permanently" on the Trash screen. */
export async function deleteFromTrash(services: Services, id: number, mayHandle: (definition: ContentDefinition) => boolean, audit: AuditSource): Promise<{ title: string; definition: ContentDefinition }> {
  const { definition } = await visibleEntry(services.db, id, mayHandle);
  const entry = await purgeEntry(services, id, audit);
  if (!entry) throw new TrashEntryMissingError();
  return { title: entry.title, definition };
}

const BATCH = 50;

/** "Empty trash": every entry of the kinds the staff member sees, each in its own transaction. */
export async function emptyTrash(services: Services, kinds: readonly string[], audit: AuditSource): Promise<number> {
  let purged = 0;
  let after = 0;
  for (;;) {
    const ids = await trashIdsOfKinds(services.db, kinds, after, BATCH);
    for (const id of ids) if (await purgeEntry(services, id, audit)) purged += 1;
    if (ids.length < BATCH) return purged;
    after = ids[ids.length - 1];
  }
}

/** The automatic purge's entries name it as the one who did it. */
export const PURGE_SOURCE: AuditSource = { actorId: null, actorName: `Automatic purge (${TRASH_DAYS} days in the trash)`, ip: null, userAgent: null, requestId: null };

/**
 * Purges every entry whose time has come by `now`, one transaction each. Safe to run in several
 * processes or instances at once: each entry is taken by one of them (takeTrashEntry). An entry that
 * fails is logged and left for the next run; the others go on.
 */
export async function purgeDueTrash(services: Services, now: Date = new Date()): Promise<number> {
  const dueBy = now.toISOString();
  let purged = 0;
  let after = 0;
  for (;;) {
    const ids = await dueTrashIds(services.db, dueBy, after, BATCH);
    for (const id of ids) {
      try {
        if (await purgeEntry(services, id, PURGE_SOURCE, dueBy)) purged += 1;
      } catch (error) {
        services.logger.error({ err: error, entry: id }, "trash entry could not be purged");
      }
    }
    if (ids.length < BATCH) return purged;
    after = ids[ids.length - 1];
  }
}
