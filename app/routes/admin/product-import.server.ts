import { createHash } from "node:crypto";
import { data, redirect } from "react-router";
import { auditSource } from "~/audit/audit-log.server";
import type { AdminSession } from "~/auth/guard.server";
import type { Notice } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { applyImport, PlanChangedError } from "~/content/product/exchange/apply.server";
import { discardImport, findImport, IMPORT_KEPT_MS, IMPORT_MAX_BYTES, markApplied, purgeExpiredImports, replacePlan, saveImport } from "~/content/product/exchange/imports.server";
import { planImport } from "~/content/product/exchange/plan.server";
import { decodeText, detectFormat, ImportFileError } from "~/content/product/exchange/read-file.server";
import { inTransaction } from "~/db/transaction.server";
import { UploadRefusedError } from "~/media/driver-inspector.server";
import { servicesContext, type RequestContext } from "~/request-context";
import { receiveFile } from "~/uploads/receive-file.server";

/** The Import screen's address; an upload's report is `?token=`. */
export const IMPORT_SCREEN = "/admin/products/import";

const MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);
export const IMPORT_TOO_LARGE = `The file is larger than ${MEGABYTES} MB. Import the catalogue in parts: export one category at a time (the export follows the Products list's search and filters).`;

/**
 * An uploaded product file: received within the size limit as it streams in, read, and planned (the
 * dry run, which writes nothing to the catalogue), then kept under a token for Apply import. A file
 * refused as a whole is kept too, with its reason, so the screen shows it after the redirect.
 */
export async function receiveImport(request: Request, context: RequestContext, staff: AdminSession): Promise<Response> {
  const { db } = context.get(servicesContext);
  await purgeExpiredImports(db);
  let fileName = "";
  let token: string;
  try {
    const received = await receiveFile(request, { maxBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_TOO_LARGE, noFile: "Choose a CSV or JSON file to import." });
    fileName = received.originalName;
    const text = decodeText(received.content);
    const file = { text, format: detectFormat(fileName, text), sha256: createHash("sha256").update(received.content).digest("hex") };
    token = await saveImport(db, { userId: staff.user.id, fileName, file, plan: await planImport(db, file) });
  } catch (error) {
    if (!(error instanceof UploadRefusedError || error instanceof ImportFileError)) throw error;
    const refusedName = fileName || (error instanceof UploadRefusedError ? error.fileName : undefined) || "The upload";
    token = await saveImport(db, { userId: staff.user.id, fileName: refusedName, error: error.message });
  }
  return redirect(`${IMPORT_SCREEN}?token=${token}`, 303);
}

/** The Import screen: the upload form, and the report (or outcome) of the upload its token names. */
export async function loadImportScreen(request: Request, context: RequestContext, staff: AdminSession) {
  const { db } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token");
  const upload = token ? await findImport(db, token, staff.user.id) : undefined;
  const shown = upload
    ? {
        token: upload.token,
        fileName: upload.fileName,
        format: upload.format,
        error: upload.error,
        report: upload.report,
        digest: upload.digest,
        result: upload.result,
        appliedAt: upload.appliedAt,
        expiresAt: new Date(Date.parse(upload.createdAt) + IMPORT_KEPT_MS).toISOString(),
      }
    : null;
  return { limitMb: MEGABYTES, upload: shown, missing: token !== null && !upload };
}

export type ImportActionData = { notice: Notice };

export const IMPORT_NOT_FOUND = "This import was not found. Uploads wait an hour for Apply import and are only yours: upload the file again.";

/** Apply import, or Discard. Apply works the plan out again in its transaction and refuses if it is not the one shown. */
export async function importAction(request: Request, context: RequestContext, staff: AdminSession) {
  const { db, logger } = context.get(servicesContext);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const fail = (notice: Notice, status: number) => data<ImportActionData>({ notice }, { status: failureStatus(request, status) });
  const upload = await findImport(db, token, staff.user.id);
  if (!upload) return fail({ kind: "error", title: "Import not found", description: IMPORT_NOT_FOUND }, 404);
  const intent = form.get("intent");
  if (intent === "discard") {
    await discardImport(db, token, staff.user.id);
    return redirect(IMPORT_SCREEN, 303);
  }
  if (intent !== "apply") return fail({ kind: "error", title: "Unknown request", description: "Use Apply import or Discard." }, 400);
  if (upload.appliedAt) return fail({ kind: "error", title: "Already applied", description: "This import was applied already. Upload the file again to import it once more." }, 409);
  if (!upload.file || !upload.digest) return fail({ kind: "error", title: "Nothing to apply", description: "This file was refused; upload a corrected one." }, 409);
  // The digest the page showed: a report replaced since (in another tab) must be looked at first.
  if (form.get("digest") !== upload.digest) return fail(changedNotice, 409);
  const file = upload.file;
  try {
    await inTransaction(db, async (trx) => {
      const result = await applyImport(trx, file, upload.digest!, auditSource(request, context, staff.user));
      // In the same transaction: of two Apply clicks, the second finds it applied and rolls back.
      if (!(await markApplied(trx, token, result))) throw new AlreadyAppliedError();
    });
  } catch (error) {
    if (error instanceof PlanChangedError) {
      await replacePlan(db, token, error.plan);
      return fail(changedNotice, 409);
    }
    if (error instanceof AlreadyAppliedError) return fail({ kind: "error", title: "Already applied", description: "This import was applied already." }, 409);
    logger.error({ err: error, token }, "product import failed");
    return fail({ kind: "error", title: "The import failed and nothing was changed", description: "No product was created or updated. Please try again; if it fails again, tell your administrator (the server log has the reason)." }, 500);
  }
  return redirect(`${IMPORT_SCREEN}?token=${token}`, 303);
}

const changedNotice: Notice = {
  kind: "error",
  title: "The catalogue changed since the dry run",
  description: "Nothing was imported. The report below is worked out again from the catalogue as it is now: check it, then apply again.",
};

class AlreadyAppliedError extends Error {}
