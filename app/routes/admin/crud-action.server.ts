import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { ZodError, type ZodType } from "zod";
import { setFlash } from "~/auth/flash.server";
import type { ContentFailure } from "~/components/admin/content/content-screen";
import { failureStatus } from "~/components/admin/response-status";
import { parseSubmission } from "~/components/forms/parse-submission";
import { fieldErrorsOf, firstError } from "~/components/forms/zod-errors";
import { DeleteBlockedError, RuleViolationError } from "~/content/shared/errors";
import { listSearch } from "~/content/shared/list-query";
import type { Db } from "~/db/connection.server";
import { recordIdFrom } from "~/content/shared/record-id";
import type { AuditTarget } from "~/audit/actions";
import { auditSource } from "~/audit/audit-log.server";
import type { AdminSession } from "~/auth/guard.server";
import { auditedCreate, auditedRemove, auditedUpdate } from "./audited-crud.server";
import { servicesContext, type RequestContext } from "~/request-context";

/** What a list screen's action needs to create, update and delete one content type. */
export type CrudHandlers<Input> = {
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
  const verb = intent === "delete" ? "deleting" : id ? "updating" : "creating";
  // Back to the list as it was (search, filters, order, page), without the form's own parameter.
  const url = new URL(request.url);
  const listPath = url.pathname + listSearch(url.searchParams);

  const fail = (description: string, status: number, result: SubmissionResult<string[]> | null = null) =>
    data<CrudFailure>({ notice: { kind: "error", title: `Error ${verb} ${noun}`, description }, result }, { status: failureStatus(request, status) });

  const succeed = async (done: "created" | "updated" | "deleted") => {
    const cookie = await setFlash(context, { kind: "success", title: `${handlers.label} ${done} successfully` });
    return redirect(listPath, { headers: { "Set-Cookie": cookie } });
  };

  if (intent === "delete") {
    if (!id) return fail(`Choose the ${noun} to delete.`, 400);
    try {
      if (!(await auditedRemove(db, audit, handlers, id))) return fail(`This ${noun} no longer exists.`, 404);
    } catch (error) {
      if (error instanceof DeleteBlockedError) return fail(error.message, 409);
      logger.error({ err: error }, `deleting ${noun} ${id} failed`);
      return fail("The server could not delete it. Please try again.", 500);
    }
    return succeed("deleted");
  }
  if (intent !== "save") return fail("Unknown request.", 400);

  const submission = parseSubmission(form, handlers.schema);
  if (submission.status !== "success") {
    const result = submission.reply();
    return fail(firstError(result) ?? "Please check the form.", 400, result);
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
  return succeed(id ? "updated" : "created");
}
