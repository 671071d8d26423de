import type { AuditSource } from "~/audit/audit-log.server";
import type { Db } from "~/db/connection.server";
import { storedLinksIn } from "~/uploads/release-uploads.server";
import { now } from "./content-version.server";
import type { ContentDefinition } from "./definition";

/**
 * Kept versions of a record (issue 17 part 2, decision 038): each save of a type whose definition
 * says `revisions` keeps the record as saved, in the save's transaction, so a failed save keeps none.
 * Only the newest REVISIONS_KEPT of an item stay.
 */
export const REVISIONS_KEPT = 50;

/** The record as a revision keeps it: the definition's fields, and what related tables hold (a product's attribute values). */
export type RevisionContent = Record<string, unknown>;

export type RevisionSummary = { id: number; number: number; savedBy: string | null; createdAt: string };
export type Revision = RevisionSummary & { content: RevisionContent };

/** Who saved it: the staff member's id and name (or e-mail) as it was; null when not recorded. */
export type SavedBy = { id: string; name: string } | null;

/** Who a revision is saved by: the staff member an audit entry names (none for a script). */
export const savedByOf = (audit: Pick<AuditSource, "actorId" | "actorName">): SavedBy => (audit.actorId ? { id: audit.actorId, name: audit.actorName } : null);

/** A record as a revision keeps it: the values of its definition's fields (not its id or timestamps). */
export function fieldsOf(definition: ContentDefinition, record: object | undefined): RevisionContent | undefined {
  if (!record) return undefined;
  const values = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(definition.fields).map((name) => [name, values[name] ?? null]));
}

const summaryColumns = ["id", "number", "saved_by", "created_at"] as const;

const forItem = (db: Db, type: string, recordId: number) => db.selectFrom("revisions").where("content_type", "=", type).where("record_id", "=", recordId);

/**
 * Keeps a revision of the record and prunes the item's oldest beyond REVISIONS_KEPT. `at` backdates
 * it (the version a record had before its first kept revision is dated by its last update).
 */
export async function keepRevision(db: Db, definition: ContentDefinition, recordId: number, content: RevisionContent, savedBy: SavedBy, at = now()): Promise<number> {
  const last = await forItem(db, definition.type, recordId)
    .select((eb) => eb.fn.max("number").as("number"))
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  const { id } = await db
    .insertInto("revisions")
    .values({ content_type: definition.type, record_id: recordId, number, content: JSON.stringify(content), saved_by_id: savedBy?.id ?? null, saved_by: savedBy?.name ?? null, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const links = [...storedLinksIn(mediaValues(definition, content))];
  if (links.length > 0) await db.insertInto("revision_media").values(links.map((url) => ({ revision_id: id, url }))).execute();
  await pruneRevisions(db, definition.type, recordId);
  return id;
}

/** The values of the definition's media fields: where a revision can point at an uploaded file. */
function mediaValues(definition: ContentDefinition, content: RevisionContent): unknown[] {
  return Object.entries(definition.fields).flatMap(([name, field]) => (field.media ? [content[name]] : []));
}

/** Deletes the item's revisions older than the newest REVISIONS_KEPT (their media rows go with them). */
export async function pruneRevisions(db: Db, type: string, recordId: number, kept = REVISIONS_KEPT): Promise<void> {
  const newest = forItem(db, type, recordId).select("id").orderBy("created_at", "desc").orderBy("number", "desc").limit(kept);
  await db.deleteFrom("revisions").where("content_type", "=", type).where("record_id", "=", recordId).where("id", "not in", newest).execute();
}

/** The item's revisions, newest first, without their content (the History list). */
export async function listRevisions(db: Db, type: string, recordId: number): Promise<RevisionSummary[]> {
  const rows = await forItem(db, type, recordId).select(summaryColumns).orderBy("created_at", "desc").orderBy("number", "desc").execute();
  return rows.map(summaryOf);
}

/** One revision of the item, with its content; undefined when it is not this item's (or was pruned). */
export async function getRevision(db: Db, type: string, recordId: number, id: number): Promise<Revision | undefined> {
  const row = await forItem(db, type, recordId).select([...summaryColumns, "content"]).where("id", "=", id).executeTakeFirst();
  return row && { ...summaryOf(row), content: contentOf(row.content) };
}

/** The item's newest revision, with its content. */
export async function latestRevision(db: Db, type: string, recordId: number): Promise<Revision | undefined> {
  const row = await forItem(db, type, recordId).select([...summaryColumns, "content"]).orderBy("created_at", "desc").orderBy("number", "desc").limit(1).executeTakeFirst();
  return row && { ...summaryOf(row), content: contentOf(row.content) };
}

export async function hasRevisions(db: Db, type: string, recordId: number): Promise<boolean> {
  return (await forItem(db, type, recordId).select("id").limit(1).executeTakeFirst()) !== undefined;
}

/** A deleted record's revisions go with it (ids may be reused; and its files are then no longer in use). */
export async function removeRevisions(db: Db, type: string, recordId: number): Promise<void> {
  await db.deleteFrom("revisions").where("content_type", "=", type).where("record_id", "=", recordId).execute();
}

const summaryOf = (row: { id: number; number: number; saved_by: string | null; created_at: string }): RevisionSummary => ({
  id: Number(row.id),
  number: Number(row.number),
  savedBy: row.saved_by,
  createdAt: row.created_at,
});

/** A damaged row reads as an empty record: the History says what it can, and a restore is then refused by the rules. */
function contentOf(text: string): RevisionContent {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as RevisionContent) : {};
  } catch {
    return {};
  }
}
