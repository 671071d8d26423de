import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import type { ContentDefinition } from "~/content/shared/definition";
import { recordIdFrom } from "~/content/shared/record-id";
import { type DiffNames, diffRevision, type FieldChange, same } from "~/content/shared/revision-diff";
import { getRevision, latestRevision, listRevisions, type RevisionContent, type RevisionSummary } from "~/content/shared/revisions.server";
import type { Db } from "~/db/connection.server";

/** What the edit form's History panel shows (decision 038). */
export type HistoryData = {
  recordId: number;
  /** Newest first; `current`: its content is the record's as it is now. */
  revisions: Array<RevisionSummary & { current: boolean }>;
  /** The revision chosen (to compare, or to confirm its restore) and how it differs from the current version. */
  chosen: (RevisionSummary & { current: boolean; changes: FieldChange[] }) | null;
};

type Reader = (db: Db, id: number) => Promise<RevisionContent | undefined>;
type Describer = (db: Db, contents: RevisionContent[]) => Promise<DiffNames>;

/**
 * The History of the record the form is open on, read only while it is open (`?edit=<id>&history`),
 * never for a list: its revisions, which one is current, and the chosen one's changes against the
 * record as it is now (`revision=<id>`, or `restore=<id>` while its restore is being confirmed).
 */
export async function loadHistory(db: Db, definition: ContentDefinition, params: URLSearchParams, read: Reader, describe?: Describer): Promise<HistoryData | null> {
  const recordId = recordIdFrom(params.get("edit"));
  if (!definition.revisions || !recordId || !params.has("history")) return null;
  const current = await read(db, recordId);
  if (!current) return null;
  const [summaries, latest] = await Promise.all([listRevisions(db, definition.type, recordId), latestRevision(db, definition.type, recordId)]);
  // The newest revision is the current version unless the record changed since without a save (Arrange).
  const currentId = latest && same(latest.content, current) ? latest.id : null;
  const revisions = summaries.map((summary) => ({ ...summary, current: summary.id === currentId }));
  const chosenId = recordIdFrom(params.get("restore")) ?? recordIdFrom(params.get("revision"));
  const chosen = chosenId ? await getRevision(db, definition.type, recordId, chosenId) : undefined;
  if (!chosen) return { recordId, revisions, chosen: null };
  const [names, origin] = await Promise.all([describe?.(db, [chosen.content, current]) ?? {}, getActiveMediaOrigin(db)]);
  const changes = diffRevision(definition, chosen.content, current, names).map((change) => ({
    ...change,
    revision: change.revision.map((entry) => withImageUrl(entry, origin)),
    current: change.current.map((entry) => withImageUrl(entry, origin)),
  }));
  const { content: _content, ...summary } = chosen;
  return { recordId, revisions, chosen: { ...summary, current: chosen.id === currentId, changes } };
}

/** An entry's image as a browser loads it (a bare file name resolves against the media origin). */
function withImageUrl<Entry extends { image?: string }>(entry: Entry, origin: string | null): Entry {
  if (!entry.image) return entry;
  const url = resolveMediaUrl(entry.image, origin);
  const { image: _image, ...rest } = entry;
  return (url ? { ...rest, image: url } : rest) as Entry;
}
