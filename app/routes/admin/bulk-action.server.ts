import { redirect } from "react-router";
import type { AuditSource } from "~/audit/audit-log.server";
import { setFlash } from "~/auth/flash.server";
import { BULK_LIMIT, type BulkIntent } from "~/components/admin/bulk";
import { counted } from "~/components/admin/wording";
import { nameColumn } from "~/content/definitions";
import { DeleteBlockedError } from "~/content/shared/errors";
import { hasPublishing, isLiveAt, type Publishing } from "~/content/shared/publishing";
import { fieldsOf, type RevisionContent } from "~/content/shared/revisions.server";
import { TRASH_DAYS } from "~/content/trash/retention";
import type { Db } from "~/db/connection.server";
import type { RequestContext } from "~/request-context";
import { auditedRemove, auditedUpdate } from "./audited-crud.server";
import type { CrudHandlers } from "./crud-action.server";
import { refusalReasons } from "./restore-revision.server";

/** A refusal's message names this many rows at most, with the reason for each. */
const NAMED = 3;

/**
 * The ids a bulk post names: one `ids` field per ticked row, or the confirmation's comma-separated list.
 * Null when one of them is not a record id.
 */
export function bulkIds(form: FormData): number[] | null {
  const values = form.getAll("ids").flatMap((value) => (typeof value === "string" ? value.split(",") : [""]));
  const ids = values.map((value) => value.trim()).filter((value) => value !== "");
  if (!ids.every((value) => /^[1-9]\d{0,9}$/.test(value))) return null;
  return [...new Set(ids.map(Number))];
}

type Outcome = { name: string; done: boolean; reason?: string };

const VERBS: Record<BulkIntent, { done: string; failed: string }> = {
  "bulk-publish": { done: "published", failed: "Not published" },
  "bulk-unpublish": { done: "unpublished", failed: "Not unpublished" },
  "bulk-trash": { done: "moved to the trash", failed: "Not moved to the trash" },
};

/**
 * A list's bulk action (issue 17 part 7): Publish, Unpublish or Move to trash for the ticked rows. Each
 * row goes through the same path as its own Save or Delete (the type's rules, an audit entry, a
 * revision, the page cache), in its own transaction, so one refused row leaves the others done; the
 * list comes back with a toast saying how many were done and why any were not. (Moving to the trash
 * asks first, in the list's confirmation dialog, as a single Delete does.)
 */
export async function handleBulkAction<Input>(
  context: RequestContext,
  db: Db,
  audit: AuditSource,
  handlers: CrudHandlers<Input>,
  form: FormData,
  intent: BulkIntent,
  listPath: string,
) {
  const { definition } = handlers;
  const [one, many] = definition.list?.noun ?? [handlers.label.toLowerCase(), `${handlers.label.toLowerCase()}s`];
  const back = async (kind: "success" | "error", title: string, description?: string) => {
    const cookie = await setFlash(context, { kind, title, description: description && clip(description) });
    return redirect(listPath, { headers: { "Set-Cookie": cookie } });
  };
  const ids = bulkIds(form);
  if (ids === null) return back("error", "Bulk action not done", `Choose ${many} from the list.`);
  if (ids.length === 0) return back("error", "Bulk action not done", `Choose at least one ${one}: tick it in the list.`);
  if (ids.length > BULK_LIMIT) return back("error", "Bulk action not done", `Choose at most ${BULK_LIMIT} ${many} at a time.`);
  if (intent !== "bulk-trash" && !hasPublishing(definition)) return back("error", "Bulk action not done", `${handlers.label} items have no publishing status.`);

  const name = (record: unknown, id: number) => {
    const value = record && typeof record === "object" ? (record as Record<string, unknown>)[nameColumn(definition)] : undefined;
    return typeof value === "string" && value !== "" ? value : `#${id}`;
  };

  const outcomes: Outcome[] = [];
  for (const id of ids) outcomes.push(await applyOne(db, audit, handlers, intent, id, name));
  const done = outcomes.filter((outcome) => outcome.done);
  const failed = outcomes.filter((outcome) => !outcome.done);
  const verb = VERBS[intent];
  if (failed.length === 0) {
    const description = intent === "bulk-trash" ? `You can restore ${done.length === 1 ? "it" : "them"} from the Trash for ${TRASH_DAYS} days.` : undefined;
    return back("success", `${capitalised(counted(done.length, one, many))} ${verb.done}`, description);
  }
  const reasons = failed.slice(0, NAMED).map((outcome) => `"${outcome.name}": ${outcome.reason}`);
  const more = failed.length > NAMED ? ` And ${failed.length - NAMED} more.` : "";
  return back("error", `${done.length} of ${counted(outcomes.length, one, many)} ${verb.done}`, `${verb.failed}: ${reasons.join(" ")}${more}`);
}

/** One row's part of a bulk action: done, or why not. Publishing a row already in that state changes nothing. */
async function applyOne<Input>(
  db: Db,
  audit: AuditSource,
  handlers: CrudHandlers<Input>,
  intent: BulkIntent,
  id: number,
  name: (record: unknown, id: number) => string,
): Promise<Outcome> {
  const record = await handlers.get(db, id);
  const label = name(record, id);
  const gone = { name: label, done: false, reason: "It no longer exists." };
  if (!record) return gone;
  try {
    if (intent === "bulk-trash") return (await auditedRemove(db, audit, handlers, id)) ? { name: label, done: true } : gone;
    // The record as a save would post it: a revision's content (a product's attribute values too).
    const content = (handlers.revisions ? await handlers.revisions.read(db, id) : fieldsOf(handlers.definition, record as object)) as RevisionContent & Publishing;
    const now = new Date().toISOString();
    const next = intent === "bulk-publish" ? publishedNow(content, now) : { ...content, publish_status: "unpublished" as const };
    // Already so: nothing to save (no audit entry, no revision).
    const already = intent === "bulk-publish" ? content.publish_status === "published" && isLiveAt(content, now) : content.publish_status === "unpublished";
    if (already) return { name: label, done: true };
    const saved = await auditedUpdate(db, audit, handlers, id, next as Input);
    return saved === undefined ? gone : { name: label, done: true };
  } catch (error) {
    if (error instanceof DeleteBlockedError) return { name: label, done: false, reason: error.message };
    const reasons = refusalReasons(error, handlers.definition.fields);
    if (!reasons) throw error;
    return { name: label, done: false, reason: reasons.join(" ") };
  }
}

/** Published from now on: a publish time no longer applies, and an unpublish time already past is cleared. */
function publishedNow<T extends Publishing>(content: T, now: string): T {
  const unpublish = content.unpublish_at && content.unpublish_at > now ? content.unpublish_at : null;
  return { ...content, publish_status: "published", publish_at: null, unpublish_at: unpublish };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A flash message's description is at most 500 characters (it travels in a cookie). */
const clip = (text: string) => (text.length <= 500 ? text : `${text.slice(0, 497)}...`);
