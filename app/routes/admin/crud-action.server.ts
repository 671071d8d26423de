import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { ZodError, type ZodType } from "zod";
import { setFlash } from "~/auth/flash.server";
import type { ContentFailure } from "~/components/admin/content/content-screen";
import { failureStatus } from "~/components/admin/response-status";
import { parseSubmission } from "~/components/forms/parse-submission";
import { fieldErrorsOf, firstError } from "~/components/forms/zod-errors";
import { DeleteBlockedError, RuleViolationError } from "~/content/shared/errors";
import type { ContentDefinition } from "~/content/shared/definition";
import { TRASH_DAYS } from "~/content/trash/retention";
import { listSearch, withParams } from "~/content/shared/list-query";
import type { Db } from "~/db/connection.server";
import { recordIdFrom } from "~/content/shared/record-id";
import type { AuditTarget } from "~/audit/actions";
import { auditSource } from "~/audit/audit-log.server";
import type { AdminSession } from "~/auth/guard.server";
import { auditedCreate, auditedRemove, auditedUpdate } from "./audited-crud.server";
import { servicesContext, type RequestContext } from "~/request-context";
import { discardDraft, draftPost, getDraft, saveDraft } from "~/content/shared/drafts.server";
import type { RevisionContent } from "~/content/shared/revisions.server";
import { restoreRevision } from "./restore-revision.server";
import { handleBulkAction } from "./bulk-action.server";
import { isBulkIntent } from "~/components/admin/bulk";

/** What a list screen's action needs to create, update and delete one content type. */
export type CrudHandlers<Input> = {
  /** The type's definition: how its deleted records go to the trash and come back (decision 037). */
  definition: ContentDefinition;
  /** "Category": used in "Category created successfully", "Error creating category". */
  label: string;
  /** What its audit entries name as their target (decision 023). */
  target: AuditTarget;
  schema: ZodType<unknown, any, Input>;
  /** Reads the record as it is, for the audit entry's before/after summary. */
  get: (db: Db, id: number) => Promise<unknown | undefined>;
  /** Given the save's transaction: the audit entry is written in it, so a failed save leaves none. */
  create: (db: Db, input: Input) => Promise<unknown>;
  update: (db: Db, id: number, input: Input) => Promise<unknown | undefined>;
  remove: (db: Db, id: number) => Promise<boolean>;
  /**
   * For a type that keeps revisions (decision 038): its definition, and the record as a revision keeps
   * it (its fields, and what related tables hold); a restore gives that content to `update`.
   */
  revisions?: { definition: ContentDefinition; read: (db: Db, id: number) => Promise<RevisionContent | undefined> };
};

/** An action result the screen shows: a toast, and Conform's result with errors next to fields and what was typed. */
export type CrudFailure = ContentFailure;

/**
 * Handles the Save and Delete posts of a list screen. Success redirects to the list with a
 * toast (closing and resetting the form, and reloading the list); a failure returns the
 * spec's "Error creating X" with the reason, and field errors for the form. Every change runs in
 * one transaction with its audit entry, by `staff`.
 */
export async function handleCrudAction<Input>(request: Request, context: RequestContext, staff: AdminSession, handlers: CrudHandlers<Input>) {
  const { db, logger } = context.get(servicesContext);
  const audit = auditSource(request, context, staff.user);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = recordIdFrom(form.get("id"));
  const noun = handlers.label.toLowerCase();
  const verb = intent === "delete" ? "deleting" : intent === "restore-revision" ? "restoring" : id ? "updating" : "creating";
  // Back to the list as it was (search, filters, order, page), without the form's own parameter.
  const url = new URL(request.url);
  const listPath = url.pathname + listSearch(url.searchParams);

  const fail = (description: string, status: number, result: SubmissionResult<string[]> | null = null) =>
    data<CrudFailure>({ notice: { kind: "error", title: `Error ${verb} ${noun}`, description }, result }, { status: failureStatus(request, status) });

  const succeed = async (done: "created" | "updated" | "deleted") => {
    const description = done === "deleted" ? `It is in the Trash, where you can restore it for ${TRASH_DAYS} days.` : undefined;
    const cookie = await setFlash(context, { kind: "success", title: `${handlers.label} ${done} successfully`, description });
    return redirect(listPath, { headers: { "Set-Cookie": cookie } });
  };

  if (isBulkIntent(intent)) return handleBulkAction(context, db, audit, handlers, form, intent, listPath);
  if (intent === "delete") {
    // The post comes from the delete question (?delete=); a refusal closes it too, back on the list
    // with the reason, also without JavaScript.
    const refuse = async (description: string) => {
      const cookie = await setFlash(context, { kind: "error", title: `Error deleting ${noun}`, description });
      return redirect(listPath, { headers: { "Set-Cookie": cookie } });
    };
    if (!id) return refuse(`Choose the ${noun} to delete.`);
    try {
      if (!(await auditedRemove(db, audit, handlers, id))) return refuse(`This ${noun} no longer exists.`);
    } catch (error) {
      if (error instanceof DeleteBlockedError) return refuse(error.message);
      logger.error({ err: error }, `deleting ${noun} ${id} failed`);
      return refuse("The server could not delete it. Please try again.");
    }
    return succeed("deleted");
  }
  const backToForm = async (title: string) => {
    const cookie = await setFlash(context, { kind: "success", title });
    return redirect(`${url.pathname}?edit=${id}`, { headers: { "Set-Cookie": cookie } });
  };
  if (intent === "discard-draft") {
    if (!id) return fail(`Choose the ${noun} whose draft to discard.`, 400);
    await discardDraft(db, handlers.target, id);
    return backToForm("Draft discarded");
  }
  // A kept revision saved again as the current record (decision 038); the form reopens on it, History open.
  if (intent === "restore-revision") {
    if (!id) return fail(`Choose the ${noun} to restore.`, 400);
    const revision = recordIdFrom(form.get("revision"));
    const outcome = await restoreRevision(db, audit, handlers, id, revision);
    if ("refused" in outcome) {
      const notice = { kind: "error" as const, title: `Error restoring ${noun}`, description: outcome.refused };
      return data<CrudFailure>({ notice, result: null, revision: revision ?? undefined }, { status: failureStatus(request, outcome.status) });
    }
    await discardDraft(db, handlers.target, id);
    const cookie = await setFlash(context, { kind: "success", title: `${handlers.label} restored from revision ${outcome.restored}` });
    return redirect(url.pathname + withParams(url.searchParams, { edit: id, history: 1 }), { headers: { "Set-Cookie": cookie } });
  }
  if (intent !== "save") return fail("Unknown request.", 400);

  const submission = parseSubmission(form, handlers.schema);
  if (submission.status !== "success") {
    const result = submission.reply();
    return fail(firstError(result) ?? "Please check the form.", 400, result);
  }
  // "Keep as draft": the changes are kept apart; the live record and its page stay as they are.
  if (form.get("draft") === "1" && id) {
    if (!(await handlers.get(db, id))) return fail(`This ${noun} no longer exists.`, 404);
    await saveDraft(db, handlers.target, id, form, staff.user.email);
    return backToForm("Draft saved. The live page is unchanged until you publish it.");
  }
  // The repository parses again what it is given: the posted values, as the schema read them.
  const values = submission.value as Input;
  try {
    if (id) {
      const saved = await auditedUpdate(db, audit, handlers, id, values);
      if (saved === undefined) return fail(`This ${noun} no longer exists.`, 404, submission.reply({ formErrors: [`This ${noun} no longer exists.`] }));
    } else {
      await auditedCreate(db, audit, handlers, values);
    }
  } catch (error) {
    if (error instanceof ZodError) {
      const result = submission.reply({ fieldErrors: fieldErrorsOf(error) });
      return fail(firstError(result) ?? "Please check the form.", 400, result);
    }
    if (error instanceof RuleViolationError) {
      const errors = error.field ? { fieldErrors: error.fieldErrors } : { formErrors: [error.message] };
      return fail(error.message, 422, submission.reply(errors));
    }
    logger.error({ err: error }, `${verb} ${noun} failed`);
    return fail("The server could not save the change. Please try again.", 500, submission.reply({ formErrors: ["The server could not save the change. Please try again."] }));
  }
  // Saved (or a draft published): the record is what the form held, so no draft is pending any more.
  if (id) await discardDraft(db, handlers.target, id);
  return succeed(id ? "updated" : "created");
}

/**
 * "Publish draft": the post becomes the stored draft's, sent on as a save of the record, so it passes
 * the same checks, audit entry and save as a direct one. Any other post is returned as it is.
 */
export async function withDraftPublished(request: Request, db: Db, target: AuditTarget): Promise<Request> {
  if (request.method !== "POST") return request;
  const form = await request.clone().formData();
  const id = recordIdFrom(form.get("id"));
  if (form.get("intent") !== "publish-draft" || !id) return request;
  const draft = await getDraft(db, target, id);
  if (!draft) return request;
  // The new body brings its own type and length.
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  return new Request(request.url, { method: "POST", headers, body: draftPost(draft, id) });
}
