import { changedFields } from "~/audit/changes";
import { type AuditSource, recordAudit } from "~/audit/audit-log.server";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import type { CrudHandlers } from "./crud-action.server";

/**
 * The list screens' saves and deletes, each in one transaction with its audit entry (decision 023):
 * every content type gets its entries here, none in its own route. Any error rolls back both.
 */
type Handlers<Input> = Pick<CrudHandlers<Input>, "target" | "get" | "create" | "update" | "remove">;

export function auditedCreate<Input>(db: Db, audit: AuditSource, handlers: Handlers<Input>, input: Input): Promise<unknown> {
  return inTransaction(db, async (trx) => {
    const created = await handlers.create(trx, input);
    await recordAudit(trx, audit, { action: "create", targetType: handlers.target, targetId: idOf(created), changes: changedFields(undefined, created) });
    return created;
  });
}

export function auditedUpdate<Input>(db: Db, audit: AuditSource, handlers: Handlers<Input>, id: number, input: Input): Promise<unknown | undefined> {
  return inTransaction(db, async (trx) => {
    const before = await handlers.get(trx, id);
    const saved = await handlers.update(trx, id, input);
    if (saved === undefined) return undefined;
    // Read back rather than trusting the update's answer, which some repositories shape for the screen.
    const after = (await handlers.get(trx, id)) ?? saved;
    await recordAudit(trx, audit, { action: "update", targetType: handlers.target, targetId: id, changes: changedFields(before, after) });
    return saved;
  });
}

export function auditedRemove<Input>(db: Db, audit: AuditSource, handlers: Handlers<Input>, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const before = await handlers.get(trx, id);
    if (!(await handlers.remove(trx, id))) return false;
    await recordAudit(trx, audit, { action: "delete", targetType: handlers.target, targetId: id, changes: changedFields(before, undefined) });
    return true;
  });
}

function idOf(record: unknown): number | string | null {
  const id = record && typeof record === "object" ? (record as { id?: unknown }).id : undefined;
  return typeof id === "number" || typeof id === "string" ? id : null;
}
