import { changedFields } from "~/audit/changes";
import { type AuditSource, recordAudit } from "~/audit/audit-log.server";
import { moveToTrash } from "~/content/trash/trash.server";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import { hasRevisions, keepRevision, type SavedBy, savedByOf } from "~/content/shared/revisions.server";
import type { CrudHandlers } from "./crud-action.server";

/**
 * The list screens' saves and deletes, each in one transaction with its audit entry (decision 023)
 * and, for a type that keeps them, its revision (decision 038): every content type gets both here,
 * none in its own route. Any error rolls back all of it.
 */
type Handlers<Input> = Pick<CrudHandlers<Input>, "definition" | "target" | "get" | "create" | "update" | "remove" | "revisions">;

/** Who a revision names: the audit entry's actor. */

export function auditedCreate<Input>(db: Db, audit: AuditSource, handlers: Handlers<Input>, input: Input): Promise<unknown> {
  return inTransaction(db, async (trx) => {
    const created = await handlers.create(trx, input);
    const id = idOf(created);
    await recordAudit(trx, audit, { action: "create", targetType: handlers.target, targetId: id, changes: changedFields(undefined, created) });
    if (typeof id === "number") await keep(trx, handlers, id, savedByOf(audit));
    return created;
  });
}

/** A restore (decision 038) is an update like any other, named as such in the audit log. */
export type Restoring = { revision: number };

export function auditedUpdate<Input>(db: Db, audit: AuditSource, handlers: Handlers<Input>, id: number, input: Input, restoring?: Restoring): Promise<unknown | undefined> {
  return inTransaction(db, async (trx) => {
    const before = await handlers.get(trx, id);
    // A record saved before revisions were kept: its version until now is kept first, so it can be restored.
    if (before !== undefined && handlers.revisions && !(await hasRevisions(trx, handlers.target, id))) await keep(trx, handlers, id, null, updatedAt(before));
    const saved = await handlers.update(trx, id, input);
    if (saved === undefined) return undefined;
    // Read back rather than trusting the update's answer, which some repositories shape for the screen.
    const after = (await handlers.get(trx, id)) ?? saved;
    const changes = changedFields(before, after);
    await recordAudit(trx, audit, restoring ? { action: "restore-revision", targetType: handlers.target, targetId: id, changes: { revision: [null, String(restoring.revision)], ...changes } } : { action: "update", targetType: handlers.target, targetId: id, changes });
    await keep(trx, handlers, id, savedByOf(audit));
    return saved;
  });
}

/**
 * A delete moves the record to the trash (decision 037): its snapshot, the delete as the repository does
 * it (refusals such as a category that still has products stay as they are), the trash entry and the
 * audit entry, all in one transaction. Its files stay until the trash entry is purged.
 */
export function auditedRemove<Input>(db: Db, audit: AuditSource, handlers: Handlers<Input>, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const before = await handlers.get(trx, id);
    // To the trash, History and all (decision 037): its revisions go only when it is purged (decision 038).
    const trashed = await moveToTrash(trx, handlers.definition, id, () => handlers.remove(trx, id), { id: audit.actorId, name: audit.actorName });
    if (!trashed) return false;
    await recordAudit(trx, audit, { action: "trash", targetType: handlers.target, targetId: id, changes: changedFields(before, undefined) });
    return true;
  });
}

/** Keeps the record as it now is as a revision, when its type keeps them. */
async function keep<Input>(db: Db, handlers: Handlers<Input>, id: number, savedBy: SavedBy, at?: string): Promise<void> {
  if (!handlers.revisions) return;
  const content = await handlers.revisions.read(db, id);
  if (content !== undefined) await keepRevision(db, handlers.revisions.definition, id, content, savedBy, at);
}

function idOf(record: unknown): number | string | null {
  const id = record && typeof record === "object" ? (record as { id?: unknown }).id : undefined;
  return typeof id === "number" || typeof id === "string" ? id : null;
}

function updatedAt(record: unknown): string | undefined {
  const value = record && typeof record === "object" ? (record as { updated_at?: unknown }).updated_at : undefined;
  return typeof value === "string" ? value : undefined;
}
