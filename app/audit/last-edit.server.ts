import type { Db } from "~/db/connection.server";
import { recordIdFrom } from "~/content/shared/record-id";
import type { AuditTarget } from "./actions";
import { lastEdits } from "./repository.server";
import { type LastEditNote, timeAgo } from "./time-ago";

/**
 * The last edit, from the audit log, of every record a list screen shows and of the one its form is
 * open on (`?edit=ID`, or another parameter), by id. Opening a form does not reload the list
 * (revalidation.ts), so the notes come with the list. "Ago" is worked out here, so the server's
 * and the browser's render agree.
 */
export async function lastEditNotes(
  db: Db,
  request: Request,
  target: AuditTarget,
  rows: ReadonlyArray<{ id: number | string }>,
  param = "edit",
): Promise<Record<string, LastEditNote>> {
  const open = recordIdFrom(new URL(request.url).searchParams.get(param));
  const ids = rows.map((row) => row.id);
  if (open) ids.push(open);
  const now = new Date();
  const edits = await lastEdits(db, target, ids);
  return Object.fromEntries(Object.entries(edits).map(([id, edit]) => [id, { id, name: edit.actorName, ago: timeAgo(edit.at, now), at: edit.at }]));
}
