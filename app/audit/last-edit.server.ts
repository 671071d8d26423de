import type { Db } from "~/db/connection.server";
import { recordIdFrom } from "~/content/shared/record-id";
import type { AuditTarget } from "./actions";
import { lastEdit } from "./repository.server";
import { type LastEditNote, timeAgo } from "./time-ago";

/**
 * The last edit of the record a list screen's form is open on (`?edit=ID`, or another parameter),
 * from the audit log; null when creating or when the log has no edit of it. "Ago" is worked out here,
 * so the server's and the browser's render agree.
 */
export async function lastEditNote(db: Db, request: Request, target: AuditTarget, param = "edit"): Promise<LastEditNote | null> {
  const id = recordIdFrom(new URL(request.url).searchParams.get(param));
  if (!id) return null;
  const edit = await lastEdit(db, target, id);
  return edit ? { id: String(id), name: edit.actorName, ago: timeAgo(edit.at), at: edit.at } : null;
}
