import { createHash } from "node:crypto";
import type { Db } from "~/db/connection.server";
import { lastIssuedId } from "~/db/dialect";
import { SUCCESSOR_MISSING } from "../lifecycle";
import { productNameTaken } from "../repository.server";
import { readCatalogueStructure } from "./catalogue.server";
import { COLUMN_LABELS } from "./columns";
import { type Decision, type PrepareContext, prepareBatch, type PreparedRow, reject } from "./prepare.server";
import type { ImportReport, RowOutcome } from "./report";
import { fileRecords, type ImportFormat } from "./read-file.server";

/**
 * The plan of an import (decision 039): for every product of the file, create, update, unchanged or
 * reject with its reasons, and a digest of the whole. The dry run shows it; Apply import computes it
 * again inside its transaction and goes on only if the digest is the one the person saw.
 */

/** Rows read, checked and (when applying) written together: one query per kind of lookup per batch. */
export const IMPORT_BATCH = 200;
/** Rows the report lists of each kind; the totals count every one. */
export const REPORT_LIMIT = 200;

export type ImportFile = { text: string; format: ImportFormat; sha256: string };


export type ImportPlan = { report: ImportReport; digest: string; decisions: Map<number, Decision> };

export async function planImport(db: Db, file: ImportFile, now = new Date().toISOString()): Promise<ImportPlan> {
  const ctx: PrepareContext = { db, structure: await readCatalogueStructure(db), now };
  const outcomes: RowOutcome[] = [];
  const accepted: PreparedRow[] = [];
  // Rules across rows: one row per product, one product per new id, one product per name and place.
  const targets = new Map<number, number>();
  const createIds = new Map<number, number>();
  const names = new Map<string, number>();
  for await (const batch of inBatches(fileRecords(file.text, file.format), IMPORT_BATCH)) {
    for (const row of await prepareBatch(ctx, batch)) {
      const { outcome } = row;
      if (outcome.action !== "reject") {
        const own = outcome.action === "create" ? createIds : targets;
        const other = outcome.id !== null ? own.get(outcome.id) : undefined;
        const sameName = names.get(row.nameKey!);
        if (other !== undefined) {
          reject(row, [{ column: "id", label: COLUMN_LABELS.id, message: outcome.action === "create" ? `Row ${other} already creates a product with ID ${outcome.id}` : `Row ${other} already imports this product (ID ${outcome.id})` }]);
        } else if (sameName !== undefined) {
          reject(row, [{ column: "name", label: COLUMN_LABELS.name, message: `${productNameTaken(outcome.name ?? "")} (row ${sameName})` }]);
        } else {
          if (outcome.id !== null) own.set(outcome.id, outcome.row);
          names.set(row.nameKey!, outcome.row);
          accepted.push(slim(row));
        }
      }
      outcomes.push(row.outcome);
    }
  }
  // A stored product of the same name stands unless the file changes it too; a successor must exist or be created here.
  for (const row of accepted) {
    if (row.conflicts?.some((id) => !targets.has(id))) reject(row, [{ column: "name", label: COLUMN_LABELS.name, message: productNameTaken(row.outcome.name ?? "") }]);
  }
  const created = new Set(accepted.filter((row) => row.outcome.action === "create" && row.outcome.id !== null).map((row) => row.outcome.id!));
  for (const row of accepted) {
    if (row.write && row.successor && !row.successor.exists && !created.has(row.successor.id)) reject(row, [{ column: "successor_id", label: COLUMN_LABELS.successor_id, message: SUCCESSOR_MISSING }]);
  }
  const byRow = new Map(accepted.map((row) => [row.outcome.row, row.outcome]));
  const final = outcomes.map((outcome) => byRow.get(outcome.row) ?? outcome);
  return { report: reportOf(final), digest: digestOf(file, final), decisions: await decide(db, final) };
}

/** What a plan keeps of an accepted row: the cross-row facts, not the values (memory stays small). */
function slim(row: PreparedRow): PreparedRow {
  return { outcome: row.outcome, write: row.write ? ({} as PreparedRow["write"]) : undefined, conflicts: row.conflicts, successor: row.successor };
}

/**
 * The product each create and update writes. A new product keeps the file's id when it gives one
 * (so a round trip keeps addresses and successors); the others follow the highest id ever given,
 * so none takes the id of a product deleted or in the trash.
 */
async function decide(db: Db, outcomes: RowOutcome[]): Promise<Map<number, Decision>> {
  const highest = await db.selectFrom("products").select((eb) => eb.fn.max("id").as("id")).executeTakeFirst();
  let next = Math.max(Number(highest?.id ?? 0), await lastIssuedId(db, "products"));
  for (const row of outcomes) if (row.action === "create" && row.id !== null && row.id > next) next = row.id;
  const decisions = new Map<number, Decision>();
  for (const row of outcomes) {
    if (row.action === "update") decisions.set(row.row, { action: "update", id: row.id! });
    if (row.action === "create") decisions.set(row.row, { action: "create", id: row.id ?? (next += 1) });
  }
  return decisions;
}

function reportOf(outcomes: RowOutcome[]): ImportReport {
  const totals: ImportReport["totals"] = { create: 0, update: 0, unchanged: 0, reject: 0 };
  const listed: ImportReport["listed"] = { create: [], update: [], unchanged: [], reject: [] };
  for (const outcome of outcomes) {
    totals[outcome.action] += 1;
    if (listed[outcome.action].length < REPORT_LIMIT) listed[outcome.action].push(outcome);
  }
  return { rows: outcomes.length, totals, listed };
}

/** The plan in one hash: each row's action, product, changes and reasons, with the file's own hash. */
function digestOf(file: ImportFile, outcomes: RowOutcome[]): string {
  const hash = createHash("sha256").update(file.sha256);
  for (const row of outcomes) hash.update(`${JSON.stringify([row.row, row.action, row.id, row.matchedBy ?? null, row.changes ?? null, row.errors ?? null, row.seen ?? null])}\n`);
  return hash.digest("hex");
}

export async function* inBatches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

