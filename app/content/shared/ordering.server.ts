import { type AuditSource, recordAudit } from "~/audit/audit-log.server";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import { bumpContentVersion, now } from "./content-version.server";
import type { ContentDefinition, OrderDefinition } from "./definition";
import { RuleViolationError } from "./errors";

/**
 * The one save-order path (issue 17 part 4, decision 036): every type whose definition has `order`
 * is arranged here, among the siblings of one parent. SQL by the definition's table and columns.
 */
export type Arrangeable = ContentDefinition & { order: OrderDefinition };

export type Sibling = { id: number; title: string; sort_order: number };

/** The gap between stored positions, so a number typed in the form can still fall between two. */
export const ORDER_STEP = 10;

export const STALE_ORDER = "The list changed while you were arranging it (an item was added, moved or deleted). Nothing was saved; the list below is as it is now.";

/** One parent's children (every record when the type has no parent), in their order on the site. */
export async function listSiblings(db: Db, definition: Arrangeable, parentId: number | null): Promise<Sibling[]> {
  const { table, order } = definition;
  let query = (db as Db & { selectFrom: (t: string) => any })
    .selectFrom(table)
    .select(["id", `${order.title} as title`, "sort_order"]);
  if (order.parent) query = query.where(order.parent.column, "=", parentId ?? -1);
  return query.orderBy("sort_order").orderBy(order.title).orderBy("id").execute();
}

/**
 * Saves `ids` as the whole order of one parent's children, in one transaction with its audit entry:
 * refused, with nothing saved, unless the ids are exactly that parent's children now.
 */
export function saveOrder(db: Db, audit: AuditSource, definition: Arrangeable, parentId: number | null, ids: readonly number[]): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await listSiblings(trx, definition, parentId);
    const current = new Set(before.map((row) => row.id));
    if (ids.length !== current.size || new Set(ids).size !== ids.length || ids.some((id) => !current.has(id))) throw new RuleViolationError(STALE_ORDER);
    const updatedAt = now();
    const writer = trx as Db & { updateTable: (t: string) => any };
    for (const [index, id] of ids.entries()) {
      await writer.updateTable(definition.table).set({ sort_order: (index + 1) * ORDER_STEP, updated_at: updatedAt }).where("id", "=", id).execute();
    }
    const titles = new Map(before.map((row) => [row.id, row.title]));
    await recordAudit(trx, audit, {
      action: "reorder",
      targetType: definition.type,
      targetId: parentId,
      changes: { order: [before.map((row) => row.title).join(", "), ids.map((id) => titles.get(id)).join(", ")] },
    });
    await bumpContentVersion(trx);
  });
}

/** The order shown with one item moved a place up or down (the Move buttons, with or without JavaScript). */
export function moveInOrder(ids: readonly number[], id: number, direction: "up" | "down"): number[] {
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
