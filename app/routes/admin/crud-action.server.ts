import { type AppLoadContext, data, redirect } from "react-router";
import { ZodError, type ZodType } from "zod";
import { setFlash } from "~/auth/flash.server";
import { fieldErrorsOf } from "~/components/admin/field-errors";
import type { Notice } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { DeleteBlockedError, RuleViolationError } from "~/content/shared/errors";
import { listSearch } from "~/content/shared/list-query";
import type { Db } from "~/db/connection.server";
import { recordIdFrom } from "~/content/shared/record-id";
import type { AuditTarget } from "~/audit/actions";
import { auditSource } from "~/audit/audit-log.server";
import type { AdminSession } from "~/auth/guard.server";
import { auditedCreate, auditedRemove, auditedUpdate } from "./audited-crud.server";

/** What a list screen's action needs to create, update and delete one content type. */
export type CrudHandlers<Input> = {
  /** "Category": used in "Category created successfully", "Error creating category". */
  label: string;
  /** What its audit entries name as their target (decision 023). */
  target: AuditTarget;
  schema: ZodType<unknown, any, Input>;
  /** Turns the posted fields into the schema's input; a flat object of fields by default. */
  decode?: (form: FormData) => Input;
  /** Reads the record as it is, for the audit entry's before/after summary. */
  get: (db: Db, id: number) => Promise<unknown | undefined>;
  /** Given the save's transaction: the audit entry is written in it, so a failed save leaves none. */
  create: (db: Db, input: Input) => Promise<unknown>;
  update: (db: Db, id: number, input: Input) => Promise<unknown | undefined>;
  remove: (db: Db, id: number) => Promise<boolean>;
};

/** An action result the screen shows: a toast, errors next to fields, and what was typed. */
export type CrudFailure = { notice: Notice; fieldErrors: Record<string, string>; values: unknown };

/**
 * Handles the Save and Delete posts of a list screen. Success redirects to the list with a
 * toast (closing and resetting the form, and reloading the list); a failure returns the
 * spec's "Error creating X" with the reason, and field errors for the form. Every change runs in
 * one transaction with its audit entry, by `staff`.
 */
export async function handleCrudAction<Input>(request: Request, context: AppLoadContext, staff: AdminSession, handlers: CrudHandlers<Input>) {
  const { db, logger } = context.services;
  const audit = auditSource(request, context, staff.user);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = parseId(form.get("id"));
  const noun = handlers.label.toLowerCase();
  const verb = intent === "delete" ? "deleting" : id ? "updating" : "creating";
  // Back to the list as it was (search, filters, order, page), without the form's own parameter.
  const url = new URL(request.url);
  const listPath = url.pathname + listSearch(url.searchParams);

  const fail = (description: string, status: number, fieldErrors: Record<string, string> = {}, values: unknown = null) =>
    data<CrudFailure>({ notice: { kind: "error", title: `Error ${verb} ${noun}`, description }, fieldErrors, values }, { status: failureStatus(request, status) });

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

  const decode = handlers.decode ?? ((fields: FormData) => Object.fromEntries(fields) as Input);
  const values = decode(form);
  const parsed = handlers.schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return fail(Object.values(fieldErrors)[0] ?? "Please check the form.", 400, fieldErrors, values);
  }
  try {
    if (id) {
      if ((await auditedUpdate(db, audit, handlers, id, values)) === undefined) return fail(`This ${noun} no longer exists.`, 404, {}, values);
    } else {
      await auditedCreate(db, audit, handlers, values);
    }
  } catch (error) {
    if (error instanceof ZodError) {
      const fieldErrors = fieldErrorsOf(error);
      return fail(Object.values(fieldErrors)[0] ?? "Please check the form.", 400, fieldErrors, values);
    }
    if (error instanceof RuleViolationError) return fail(error.message, 422, error.field ? { [error.field]: error.message } : {}, values);
    logger.error({ err: error }, `${verb} ${noun} failed`);
    return fail("The server could not save the change. Please try again.", 500, {}, values);
  }
  return succeed(id ? "updated" : "created");
}

function parseId(value: FormDataEntryValue | null): number | null {
  return recordIdFrom(value);
}
