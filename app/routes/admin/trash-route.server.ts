import { data, redirect } from "react-router";
import { auditSource } from "~/audit/audit-log.server";
import { setFlash } from "~/auth/flash.server";
import type { AdminSession } from "~/auth/guard.server";
import { mayEnter } from "~/auth/roles";
import type { Notice } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { contentDefinitions, definitionOfType } from "~/content/definitions";
import type { ContentDefinition } from "~/content/shared/definition";
import { RuleViolationError } from "~/content/shared/errors";
import { listSearch, parseListQuery } from "~/content/shared/list-query";
import { recordIdFrom } from "~/content/shared/record-id";
import { countTrash, getTrashEntry, pageTrash, TRASH_SORTS } from "~/content/trash/repository.server";
import { deleteFromTrash, emptyTrash, restoreFromTrash, TrashEntryMissingError } from "~/content/trash/trash.server";
import { servicesContext, type RequestContext } from "~/request-context";

/** What the Trash screen's action answers when it refuses: the reason, as a toast. */
export type TrashFailure = { notice: Notice };

/** The kinds of trashed records a staff member sees and handles: those of the areas their role has (decision 037). */
function kindsFor(staff: AdminSession): ContentDefinition[] {
  return contentDefinitions.filter((definition) => definition.trash && mayEnter(staff.user.role, definition.trash.area));
}

/** One page of the trash as the URL asks (search, kind, order), of the kinds the staff member sees. */
export async function loadTrashScreen(request: Request, context: RequestContext, staff: AdminSession) {
  const { db } = context.get(servicesContext);
  const visible = kindsFor(staff);
  const kinds = visible.map((definition) => ({ value: definition.type as string, label: definition.label })).sort((a, b) => a.label.localeCompare(b.label));
  const query = parseListQuery(new URL(request.url).searchParams, { sorts: TRASH_SORTS, choices: { kind: kinds.map((kind) => kind.value) } });
  const all = visible.length === contentDefinitions.filter((definition) => definition.trash).length;
  const types = kinds.map((kind) => kind.value);
  // Empty trash takes every item the staff member sees, whatever the search: the question counts them all.
  const [page, everything] = await Promise.all([pageTrash(db, query, types, all), countTrash(db, types, all)]);
  const label = (type: string) => kinds.find((kind) => kind.value === type)?.label ?? type;
  const rows = page.rows.map((row) => ({
    id: row.id,
    kind: label(row.content_type),
    title: row.title,
    deletedBy: row.deleted_by_name,
    deletedAt: row.deleted_at,
    purgeAt: row.purge_at,
  }));
  return { page: { ...page, rows }, query, kinds, sorts: TRASH_SORTS, everything };
}

/**
 * Restore, Delete permanently and Empty trash. Each checks on the server that the item's kind belongs
 * to the staff member's areas; an item they may not handle reads as not being there.
 */
export async function handleTrashAction(request: Request, context: RequestContext, staff: AdminSession) {
  const services = context.get(servicesContext);
  const audit = auditSource(request, context, staff.user);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = recordIdFrom(form.get("id"));
  const url = new URL(request.url);
  const listPath = url.pathname + listSearch(url.searchParams);
  const visible = kindsFor(staff);
  const mayHandle = (definition: ContentDefinition) => visible.includes(definition);
  // Delete permanently and Empty trash post from their question (?purge=, ?empty=): a refusal closes it,
  // back on the list with the reason. A refused Restore stays on the page with its reason.
  const fail = async (title: string, description: string, status: number) =>
    intent === "restore"
      ? data<TrashFailure>({ notice: { kind: "error", title, description } }, { status: failureStatus(request, status) })
      : redirect(listPath, { headers: { "Set-Cookie": await setFlash(context, { kind: "error", title, description }) } });
  const succeed = async (title: string, description?: string) =>
    redirect(listPath, { headers: { "Set-Cookie": await setFlash(context, { kind: "success", title, description }) } });

  if (intent === "empty") {
    const purged = await emptyTrash(services, visible.map((definition) => definition.type), audit);
    return succeed("Trash emptied", `${purged} ${purged === 1 ? "item" : "items"} deleted permanently.`);
  }
  if (intent !== "restore" && intent !== "purge") return fail("Error", "Unknown request.", 400);
  const verb = intent === "restore" ? "restoring" : "deleting";
  if (!id) return fail(`Error ${verb} item`, "Choose the item in the trash.", 400);
  // "Error restoring product": named by its kind when the staff member may see it.
  const entry = await getTrashEntry(services.db, id);
  const kind = entry ? definitionOfType(entry.content_type) : undefined;
  const noun = kind && mayHandle(kind) ? kind.label.toLowerCase() : "item";
  try {
    if (intent === "purge") {
      const { title, definition } = await deleteFromTrash(services, id, mayHandle, audit);
      return succeed(`${definition.label} deleted permanently`, `"${title}" and the files only it used are gone.`);
    }
    const { definition, title, skipped } = await restoreFromTrash(services.db, id, mayHandle, audit);
    const left = skipped > 0 ? ` ${skipped} of its links to records deleted meanwhile were left out.` : "";
    return succeed(`${definition.label} restored`, `"${title}" is back where it was.${left}`);
  } catch (error) {
    if (error instanceof TrashEntryMissingError) return fail(`Error ${verb} ${noun}`, error.message, 404);
    if (error instanceof RuleViolationError) return fail(`Error ${verb} ${noun}`, error.message, 409);
    services.logger.error({ err: error, entry: id }, `${verb} trash entry failed`);
    return fail(`Error ${verb} ${noun}`, "The server could not do it. Please try again.", 500);
  }
}
