import type { Kysely } from "kysely";
import type { Db } from "~/db/connection.server";
import { definitionOfType } from "../definitions";
import type { ContentDefinition, TrashDefinition, TrashDependent } from "../shared/definition";
import { RuleViolationError } from "../shared/errors";
import { nameKey } from "../shared/unique-name.server";
import { findTrashedRecord } from "./repository.server";

/**
 * A deleted record as the trash keeps it (decision 037): its row as stored, the rows that belonged to it,
 * the rows elsewhere that pointed at it, the names of the records it sat under and its pending draft.
 * Taken before the delete, in its transaction; put back in one transaction by `putBack`. Table and column
 * names come from the definitions, never from a request.
 */
export type Row = Record<string, unknown>;

export type Snapshot = {
  row: Row;
  /** Rows that belonged to it, parents before children (a category's attributes before their values). */
  dependents: Array<{ table: string; column: string; rows: Row[] }>;
  /** Rows that pointed at it, by their key columns' values. */
  links: Array<{ table: string; column: string; keys: unknown[][] }>;
  /** The names of the records it sat under, as they were, by column. */
  parents: Record<string, string>;
  draft: { form: string; saved_by: string | null; updated_at: string } | null;
};

// Kysely's typed builder knows the tables by name; these names come from the definitions.
const loose = (db: Db) => db as unknown as Kysely<any>;
// Well under both databases' limits on bound parameters for the widest row.
const BATCH = 200;

const chunks = <T>(items: readonly T[], size = BATCH): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** A record's name as its list shows it ("Edit X"): the definition's rowName, else its name or title. */
export function recordTitle(definition: ContentDefinition, row: Row): string {
  const named = definition.list?.rowName?.(row) ?? row.name ?? row.title ?? row.h1_text;
  return typeof named === "string" && named.trim() !== "" ? named : `${definition.label} ${String(row.id)}`;
}

export function trashRules(definition: ContentDefinition): TrashDefinition {
  if (!definition.trash) throw new Error(`${definition.label} records cannot go to the trash: the definition has no trash rules`);
  return definition.trash;
}

export async function takeSnapshot(db: Db, definition: ContentDefinition, id: number): Promise<Snapshot | undefined> {
  const rules = trashRules(definition);
  const row = (await loose(db).selectFrom(definition.table).selectAll().where("id", "=", id).executeTakeFirst()) as Row | undefined;
  if (!row) return undefined;
  const dependents: Snapshot["dependents"] = [];
  for (const dependent of rules.dependents ?? []) await collect(db, dependent, [id], dependents);
  const links: Snapshot["links"] = [];
  for (const link of rules.links ?? []) {
    const found = await loose(db).selectFrom(link.table).select(link.key).where(link.column, "=", id).execute();
    if (found.length > 0) links.push({ table: link.table, column: link.column, keys: found.map((each: Row) => link.key.map((column) => each[column])) });
  }
  const parents: Record<string, string> = {};
  for (const parent of rules.parents ?? []) {
    const value = row[parent.column];
    if (value === null || value === undefined) continue;
    const found = (await loose(db).selectFrom(parent.table).selectAll().where("id", "=", value).executeTakeFirst()) as Row | undefined;
    const parentDefinition = definitionOfType(parent.type);
    if (found && parentDefinition) parents[parent.column] = recordTitle(parentDefinition, found);
  }
  const draft =
    (await db.selectFrom("drafts").select(["form", "saved_by", "updated_at"]).where("content_type", "=", definition.type).where("record_id", "=", id).executeTakeFirst()) ?? null;
  return { row, dependents, links, parents, draft };
}

async function collect(db: Db, dependent: TrashDependent, ids: readonly unknown[], into: Snapshot["dependents"]): Promise<void> {
  if (ids.length === 0) return;
  const rows: Row[] = [];
  for (const chunk of chunks(ids)) rows.push(...((await loose(db).selectFrom(dependent.table).selectAll().where(dependent.column, "in", chunk).execute()) as Row[]));
  if (rows.length === 0) return;
  into.push({ table: dependent.table, column: dependent.column, rows });
  for (const child of dependent.dependents ?? []) await collect(db, child, rows.map((row) => row.id), into);
}

/** The pending draft goes to the trash with its record, so it neither lingers nor is lost. */
export async function removeDraft(db: Db, type: string, id: number): Promise<void> {
  await db.deleteFrom("drafts").where("content_type", "=", type).where("record_id", "=", id).execute();
}

const exists = async (db: Db, table: string, id: unknown) => (await loose(db).selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

/**
 * Checks that the record can come back as it was: its id is free, the records it sat under exist, its
 * name is still free among its siblings. Refuses with a message saying what stands in the way.
 * `adjust` applies the type's own rules (a product follows its type's place in the catalogue; a hero
 * section must fit the "at most 3 active" rule) and may change the row.
 */
export async function checkRestorable(
  db: Db,
  definition: ContentDefinition,
  snapshot: Snapshot,
  adjust: (db: Db, row: Row) => Promise<Row> = async (_, row) => row,
): Promise<Row> {
  const rules = trashRules(definition);
  const label = definition.label.toLowerCase();
  const title = recordTitle(definition, snapshot.row);
  if (await exists(db, definition.table, snapshot.row.id)) {
    throw new RuleViolationError(`"${title}" cannot come back: another ${label} now has its number (${String(snapshot.row.id)}).`);
  }
  for (const parent of rules.parents ?? []) {
    const value = snapshot.row[parent.column];
    if (value === null || value === undefined || (await exists(db, parent.table, value))) continue;
    const waiting = await findTrashedRecord(db, parent.type, Number(value));
    const name = waiting?.title ?? snapshot.parents[parent.column];
    const named = name ? ` "${name}"` : "";
    throw new RuleViolationError(
      waiting
        ? `Restore its ${parent.label}${named} first: it is in the trash too.`
        : `"${title}" cannot come back: its ${parent.label}${named} was deleted for good. Add the ${parent.label} again and the ${label} anew.`,
    );
  }
  const row = await adjust(db, { ...snapshot.row });
  for (const reference of rules.loose ?? []) {
    const value = row[reference.column];
    if (value !== null && value !== undefined && !(await exists(db, reference.table, value))) row[reference.column] = null;
  }
  if (rules.unique && typeof row.name === "string") {
    let siblings = loose(db).selectFrom(definition.table).select(["id", "name"]);
    for (const column of rules.unique.scope) siblings = row[column] === null ? siblings.where(column, "is", null) : siblings.where(column, "=", row[column]);
    const key = nameKey(row.name);
    const taken = ((await siblings.execute()) as Array<{ id: number; name: string }>).find((other) => nameKey(other.name) === key);
    if (taken) {
      const where = rules.unique.where ? ` ${rules.unique.where}` : "";
      throw new RuleViolationError(`"${title}" cannot come back: another ${label}${where} is now named "${taken.name}". Rename that one first, then restore this one.`);
    }
  }
  return row;
}

/** Puts a checked row back with its id, then what belonged to it, its links and its draft. */
export async function putBack(db: Db, definition: ContentDefinition, snapshot: Snapshot, row: Row): Promise<{ dependents: number; skipped: number }> {
  const rules = trashRules(definition);
  await loose(db).insertInto(definition.table).values(row).execute();
  const counts = { dependents: 0, skipped: 0 };
  for (const dependent of rules.dependents ?? []) await restoreDependents(db, dependent, snapshot, counts);
  const id = row.id;
  for (const link of rules.links ?? []) {
    const saved = snapshot.links.find((each) => each.table === link.table && each.column === link.column);
    for (const key of saved?.keys ?? []) {
      let update = loose(db).updateTable(link.table).set({ [link.column]: id }).where(link.column, "is", null);
      link.key.forEach((column, index) => (update = update.where(column, "=", key[index])));
      await update.execute();
    }
  }
  if (snapshot.draft) {
    await db
      .insertInto("drafts")
      .values({ content_type: definition.type, record_id: Number(id), ...snapshot.draft })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  return counts;
}

/** A dependent's rows whose other records still exist; a row whose attribute or download has gone stays out. */
async function restoreDependents(db: Db, dependent: TrashDependent, snapshot: Snapshot, counts: { dependents: number; skipped: number }): Promise<void> {
  const saved = snapshot.dependents.find((each) => each.table === dependent.table && each.column === dependent.column);
  let rows = saved?.rows ?? [];
  for (const required of dependent.requires ?? []) {
    const wanted = [...new Set(rows.map((row) => row[required.column]))];
    const present = new Set<unknown>();
    for (const chunk of chunks(wanted)) {
      for (const found of await loose(db).selectFrom(required.table).select("id").where("id", "in", chunk).execute()) present.add(found.id);
    }
    const kept = rows.filter((row) => present.has(row[required.column]));
    counts.skipped += rows.length - kept.length;
    rows = kept;
  }
  for (const chunk of chunks(rows, 50)) {
    await loose(db)
      .insertInto(dependent.table)
      .values(chunk)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  counts.dependents += rows.length;
  for (const child of dependent.dependents ?? []) await restoreDependents(db, child, snapshot, counts);
}
