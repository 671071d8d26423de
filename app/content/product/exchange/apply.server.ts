import { sql } from "kysely";
import { type AuditSource, recordAudit } from "~/audit/audit-log.server";
import { changedFields } from "~/audit/changes";
import type { Db } from "~/db/connection.server";
import { dialectOf, lastIssuedId, refreshPlannerStatistics } from "~/db/dialect";
import { inTransaction } from "~/db/transaction.server";
import { bumpContentVersion } from "../../shared/content-version.server";
import { keepRevision, savedByOf } from "../../shared/revisions.server";
import { productDefinition } from "../definition";
import { rescoreProducts } from "../completeness.server";
import { storedColumns } from "../repository.server";
import { productRevision } from "../revision.server";
import { readCatalogueStructure } from "./catalogue.server";
import { type Decision, prepareBatch, type PreparedRow } from "./prepare.server";
import { IMPORT_BATCH, type ImportFile, type ImportPlan, inBatches, planImport } from "./plan.server";
import { fileRecords } from "./read-file.server";
import type { ImportResult } from "./report";

/** The plan worked out again at Apply differs from the dry run's: the catalogue (or the time) changed since. */
export class PlanChangedError extends Error {
  constructor(readonly plan: ImportPlan) {
    super("The import's plan changed since the dry run");
    this.name = "PlanChangedError";
  }
}


// Rows per INSERT: 30 columns each, well under either database's limit on bound parameters.
const INSERT_ROWS = 50;
/** An import writing this many products tells PostgreSQL's planner the new sizes before it reads them again. */
const PLANNER_REFRESH_ROWS = 1000;

/**
 * Applies an import exactly as its dry run planned it, in one transaction with an audit entry and a
 * revision per product and one content version bump (decisions 039, 038). The plan is worked out again inside the
 * transaction, from the stored file and the catalogue as it is now; unless its digest is the one the
 * person saw, nothing is written (PlanChangedError carries the new plan). Any failure on the way
 * rolls everything back.
 */
export async function applyImport(db: Db, file: ImportFile, seenDigest: string, audit: AuditSource): Promise<ImportResult> {
  return inTransaction(db, async (trx) => {
    // Other writes to products wait until the import commits, so its plan stays true while it writes.
    if (dialectOf(trx) === "postgres") await sql`lock table products in share row exclusive mode`.execute(trx);
    const now = new Date().toISOString();
    const plan = await planImport(trx, file, now);
    if (plan.digest !== seenDigest) throw new PlanChangedError(plan);
    const ctx = { db: trx, structure: await readCatalogueStructure(trx), now };
    const written: number[] = [];
    for await (const batch of inBatches(fileRecords(file.text, file.format), IMPORT_BATCH)) {
      const chosen = batch.filter((record) => plan.decisions.has(record.row));
      if (chosen.length > 0) written.push(...(await writeBatch(trx, await prepareBatch(ctx, chosen, plan.decisions), plan.decisions, audit, now)));
    }
    // Completeness (decision 041) once every row is in: a product may name a successor a later batch creates.
    if (written.length >= PLANNER_REFRESH_ROWS) await refreshPlannerStatistics(trx, ["products", "product_attribute_values"]);
    await rescoreProducts(trx, written);
    const { totals } = plan.report;
    // New products may keep ids from the file: PostgreSQL's sequence must move past them, and never back (an id
    // above every product's may be one in the trash). SQLite's AUTOINCREMENT counter does both by itself.
    if (totals.create > 0 && dialectOf(trx) === "postgres") {
      const floor = await lastIssuedId(trx, "products");
      await sql`select setval(pg_get_serial_sequence('products', 'id'), greatest(${floor}, (select max(id) from products)))`.execute(trx);
    }
    if (totals.create + totals.update > 0) await bumpContentVersion(trx);
    return { created: totals.create, updated: totals.update, unchanged: totals.unchanged, rejected: totals.reject };
  });
}

/** Writes a batch's products with their attribute values and audit entries; returns their ids. */
async function writeBatch(db: Db, rows: PreparedRow[], decisions: Map<number, Decision>, audit: AuditSource, now: string): Promise<number[]> {
  const planned = rows.map((row) => {
    const decision = decisions.get(row.outcome.row)!;
    // The rows were checked moments ago in this transaction; a different answer now is a bug, and rolls back.
    if (!row.write || row.outcome.action !== decision.action) throw new Error(`Row ${row.outcome.row} of the import no longer fits its plan`);
    return { decision, write: row.write };
  });
  const creates = planned.filter((row) => row.decision.action === "create");
  for (let start = 0; start < creates.length; start += INSERT_ROWS) {
    const values = creates.slice(start, start + INSERT_ROWS).map(({ decision, write }) => ({ ...storedColumns(write.values), id: decision.id, created_at: write.createdAt, updated_at: now }));
    await db.insertInto("products").values(values).execute();
  }
  for (const { decision, write } of planned.filter((row) => row.decision.action === "update")) {
    await db.updateTable("products").set({ ...storedColumns(write.values), updated_at: now }).where("id", "=", decision.id).execute();
  }
  const ids = planned.map((row) => row.decision.id);
  await db.deleteFrom("product_attribute_values").where("product_id", "in", ids).execute();
  const values = planned.flatMap(({ decision, write }) => write.attributeRows.map((row) => ({ ...row, product_id: decision.id })));
  for (let start = 0; start < values.length; start += INSERT_ROWS * 4) await db.insertInto("product_attribute_values").values(values.slice(start, start + INSERT_ROWS * 4)).execute();
  for (const { decision, write } of planned) {
    const after = { ...write.after, id: decision.id, updated_at: now };
    await recordAudit(db, audit, { action: decision.action, targetType: "product", targetId: decision.id, changes: changedFields(write.before ?? undefined, after) });
    // Like a save in the form, each product written keeps a revision its History can go back from (decision 038).
    const content = await productRevision(db, decision.id);
    if (content) await keepRevision(db, productDefinition, decision.id, content, savedByOf(audit), now);
  }
  return ids;
}
