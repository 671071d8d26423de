import { useLoaderData, useSearchParams } from "react-router";
import type { FieldChange } from "~/content/shared/revision-diff";
import { withParams } from "~/content/shared/list-query";

/** A revision as the History lists it (the loader's `history`, decision 038). */
export type RevisionItem = { id: number; number: number; savedBy: string | null; createdAt: string; current: boolean };
export type History = { recordId: number; revisions: RevisionItem[]; chosen: (RevisionItem & { changes: FieldChange[] }) | null };

/** The open record's History, when the route's loader read it (only while it is open). */
export function useHistory(recordId: number | string | undefined): History | null {
  const data = useLoaderData() as { history?: History | null } | undefined;
  return data?.history && recordId !== undefined && String(data.history.recordId) === String(recordId) ? data.history : null;
}

/** Addresses of the History's states: open (a revision chosen, its restore asked), closed; the list's state kept. */
export function useHistoryLinks(recordId: number | string) {
  const [params] = useSearchParams();
  const at = (changes: Record<string, string | number | null>) => withParams(params, { edit: recordId, ...changes });
  return {
    open: params.has("history"),
    show: (revision?: number) => at({ history: 1, revision: revision ?? null }),
    close: at({}),
    restore: (revision: number) => at({ history: 1, revision, restore: revision }),
    asking: Number(params.get("restore")) || null,
  };
}

/** Marks a revision's link in the History's list: choosing one moves the focus to its comparison. */
export const REVISION_LINK = "data-revision-link";

/** "2026-11-29 10:31 UTC": times in the admin are UTC. */
export const utcTime = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** Who saved a revision, or that it was kept from before revisions were. */
export const savedByText = (savedBy: string | null) => (savedBy ? `by ${savedBy}` : "saved before history was kept");
