import type { Db } from "~/db/connection.server";
import { now } from "./content-version.server";

/**
 * Pending changes to a record, kept apart from its live row until "Publish draft" (decision 035): the
 * form as it was posted, so publishing replays it through the same checks, audit entry and save as a
 * direct save. A draft is not content the site shows, so writing one leaves the content version alone.
 */
export type Draft = { entries: Array<[string, string]>; savedBy: string | null; updatedAt: string };

/** The posted fields a draft keeps: not the buttons' intent, nor the draft button itself. */
const kept = (name: string) => name !== "intent" && name !== "draft";

export async function saveDraft(db: Db, type: string, id: number, form: FormData, savedBy: string | null): Promise<void> {
  const entries = [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string" && kept(entry[0]));
  const row = { form: JSON.stringify(entries), saved_by: savedBy, updated_at: now() };
  await db
    .insertInto("drafts")
    .values({ content_type: type, record_id: id, ...row })
    .onConflict((conflict) => conflict.columns(["content_type", "record_id"]).doUpdateSet(row))
    .execute();
}

export async function getDraft(db: Db, type: string, id: number): Promise<Draft | undefined> {
  const row = await db.selectFrom("drafts").select(["form", "saved_by", "updated_at"]).where("content_type", "=", type).where("record_id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const entries = JSON.parse(row.form) as unknown;
  const pairs = Array.isArray(entries) ? entries.filter((entry): entry is [string, string] => Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string") : [];
  return { entries: pairs, savedBy: row.saved_by, updatedAt: row.updated_at };
}

export async function discardDraft(db: Db, type: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom("drafts").where("content_type", "=", type).where("record_id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The draft as a post: its fields, and `intent` save for the record, as "Publish draft" sends it on. */
export function draftPost(draft: Draft, id: number): FormData {
  const form = new FormData();
  form.set("intent", "save");
  for (const [name, value] of draft.entries) if (name !== "id") form.append(name, value);
  form.set("id", String(id));
  return form;
}

/** A pending draft as the edit form opens it: its values as posted, and when and by whom it was saved. */
export type FormDraft = { id: number; values: Record<string, unknown>; savedBy: string | null; updatedAt: string };

export async function draftForForm(db: Db, type: string, id: number, read: (form: FormData) => Record<string, unknown>): Promise<FormDraft | null> {
  const draft = await getDraft(db, type, id);
  if (!draft) return null;
  const form = new FormData();
  for (const [name, value] of draft.entries) form.append(name, value);
  return { id, values: read(form), savedBy: draft.savedBy, updatedAt: draft.updatedAt };
}
