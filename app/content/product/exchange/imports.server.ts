import { randomBytes } from "node:crypto";
import type { Db } from "~/db/connection.server";
import type { ImportFile, ImportPlan } from "./plan.server";
import type { ImportReport, ImportResult } from "./report";
import type { ImportFormat } from "./read-file.server";

/**
 * Uploaded product files between their dry run and Apply import (decision 039): the file's text,
 * its hash, the report shown and the plan's digest, under a random token bound to the staff member
 * who uploaded it. Apply reads the file from here, never a plan from the browser.
 */

/** Upload limit of an import file (decision 013 lets this one path past the 1 MB body cap). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** How long an upload waits for Apply import. */
export const IMPORT_KEPT_MS = 60 * 60 * 1000;

export type StoredImport = {
  token: string;
  fileName: string;
  format: ImportFormat | null;
  file: ImportFile | null;
  report: ImportReport | null;
  digest: string | null;
  error: string | null;
  result: ImportResult | null;
  createdAt: string;
  appliedAt: string | null;
};

export type NewImport = { userId: string; fileName: string; file?: ImportFile; plan?: ImportPlan; error?: string };

export async function saveImport(db: Db, upload: NewImport, now = new Date()): Promise<string> {
  const token = randomBytes(24).toString("hex");
  await db
    .insertInto("product_imports")
    .values({
      token,
      user_id: upload.userId,
      file_name: upload.fileName,
      format: upload.file?.format ?? null,
      content: upload.file?.text ?? null,
      sha256: upload.file?.sha256 ?? null,
      report: upload.plan ? JSON.stringify(upload.plan.report) : null,
      digest: upload.plan?.digest ?? null,
      error: upload.error ?? null,
      result: null,
      created_at: now.toISOString(),
      applied_at: null,
    })
    .execute();
  return token;
}

/** The upload behind a token, if it is this staff member's and not older than IMPORT_KEPT_MS. */
export async function findImport(db: Db, token: string, userId: string, now = new Date()): Promise<StoredImport | undefined> {
  if (!/^[0-9a-f]{48}$/.test(token)) return undefined;
  const row = await db
    .selectFrom("product_imports")
    .selectAll()
    .where("token", "=", token)
    .where("user_id", "=", userId)
    .where("created_at", ">", new Date(now.getTime() - IMPORT_KEPT_MS).toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const format = row.format === "csv" || row.format === "json" ? row.format : null;
  return {
    token: row.token,
    fileName: row.file_name,
    format,
    file: format && row.content !== null && row.sha256 ? { text: row.content, format, sha256: row.sha256 } : null,
    report: row.report ? (JSON.parse(row.report) as ImportReport) : null,
    digest: row.digest,
    error: row.error,
    result: row.result ? (JSON.parse(row.result) as ImportResult) : null,
    createdAt: row.created_at,
    appliedAt: row.applied_at,
  };
}

/** A plan worked out again (the catalogue changed since the dry run) replaces the one shown. */
export async function replacePlan(db: Db, token: string, plan: ImportPlan): Promise<void> {
  await db.updateTable("product_imports").set({ report: JSON.stringify(plan.report), digest: plan.digest }).where("token", "=", token).execute();
}

/** Applied: the outcome is kept to show, the file's text is dropped, and Apply cannot run twice. */
export async function markApplied(db: Db, token: string, result: ImportResult, now = new Date()): Promise<boolean> {
  const done = await db
    .updateTable("product_imports")
    .set({ result: JSON.stringify(result), applied_at: now.toISOString(), content: null })
    .where("token", "=", token)
    .where("applied_at", "is", null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function discardImport(db: Db, token: string, userId: string): Promise<void> {
  await db.deleteFrom("product_imports").where("token", "=", token).where("user_id", "=", userId).execute();
}

/** Uploads older than IMPORT_KEPT_MS go (each new upload tidies up). */
export async function purgeExpiredImports(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom("product_imports").where("created_at", "<=", new Date(now.getTime() - IMPORT_KEPT_MS).toISOString()).execute();
}
