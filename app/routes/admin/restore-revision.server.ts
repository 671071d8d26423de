import { ZodError } from "zod";
import type { AuditSource } from "~/audit/audit-log.server";
import { RuleViolationError } from "~/content/shared/errors";
import type { FieldSet } from "~/content/shared/definition";
import { getRevision } from "~/content/shared/revisions.server";
import type { Db } from "~/db/connection.server";
import { auditedUpdate } from "./audited-crud.server";
import type { CrudHandlers } from "./crud-action.server";

/** What a restore came to: the revision now current, or why nothing changed. */
export type RestoreOutcome = { restored: number } | { refused: string; status: number };

/**
 * Restores a kept revision (decision 038): its content goes through the same update as a save (the
 * repository's rules, the attribute checks, the audit entry, a new revision, the content version),
 * in one transaction. A revision today's rules refuse (its category was deleted, its name is now
 * another product's) changes nothing and says why.
 */
export async function restoreRevision<Input>(db: Db, audit: AuditSource, handlers: CrudHandlers<Input>, id: number, revisionId: number | null): Promise<RestoreOutcome> {
  const noun = handlers.label.toLowerCase();
  if (!handlers.revisions) return { refused: `A ${noun} keeps no revisions.`, status: 400 };
  const revision = revisionId ? await getRevision(db, handlers.target, id, revisionId) : undefined;
  if (!revision) return { refused: `This revision of the ${noun} no longer exists: only the newest 50 are kept.`, status: 404 };
  try {
    const saved = await auditedUpdate(db, audit, handlers, id, revision.content as Input, { revision: revision.number });
    if (saved === undefined) return { refused: `This ${noun} no longer exists.`, status: 404 };
  } catch (error) {
    const reasons = refusalReasons(error, handlers.revisions.definition.fields);
    if (!reasons) throw error;
    return { refused: `Revision ${revision.number} cannot be restored: ${reasons.join(" ")} Nothing was changed.`, status: 422 };
  }
  return { restored: revision.number };
}

/** Each rule a saved record breaks, as a sentence naming its field; null for any other failure. */
export function refusalReasons(error: unknown, fields: FieldSet): string[] | null {
  if (error instanceof RuleViolationError) return unique(Object.values(error.fieldErrors).flat().concat(error.field ? [] : [error.message])).map(sentence);
  if (!(error instanceof ZodError)) return null;
  return unique(
    error.issues.map((issue) => {
      const label = fields[String(issue.path[0] ?? "")]?.label;
      // "Category not found" names its field already; "Must be at most 255 characters" does not.
      return sentence(label && !issue.message.toLowerCase().startsWith(label.toLowerCase()) ? `${label}: ${issue.message}` : issue.message);
    }),
  );
}

const unique = (messages: string[]) => [...new Set(messages)];
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);
