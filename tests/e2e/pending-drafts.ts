import type { Db } from "~/db/connection.server";
import { discardDraft, saveDraft } from "~/content/shared/drafts.server";

/** The five publishable types: their admin screen, table, draft type and the field a draft changes. */
const PUBLISHABLE = [
  { screen: "/admin/products", table: "products", type: "product", field: "name" },
  { screen: "/admin/solutions", table: "solutions", type: "solution", field: "title" },
  { screen: "/admin/news", table: "news", type: "news", field: "title" },
  { screen: "/admin/hero-sections", table: "hero_sections", type: "hero-section", field: "h1_text" },
  { screen: "/admin/popups", table: "popups", type: "popup", field: "title" },
] as const;

/**
 * A pending draft (decision 035) on the first record of each publishable type, so a page check sees
 * the edit form's draft state: the notice with Publish draft, Discard draft and Preview, and the
 * publishing fields as the draft left them (Scheduled, with its time). `remove` deletes them again.
 */
export async function withPendingDrafts(db: Db) {
  const made: Array<{ type: string; id: number; screen: string; edit: string }> = [];
  for (const { screen, table, type, field } of PUBLISHABLE) {
    const row = await (db as Db & { selectFrom: (t: string) => any }).selectFrom(table).select(["id", field]).orderBy("id").executeTakeFirstOrThrow();
    const form = new FormData();
    form.set("id", String(row.id));
    form.set(field, `${row[field] as string} (draft)`);
    form.set("publish_status", "scheduled");
    form.set("publish_at", "2099-01-01T09:00");
    await saveDraft(db, type, Number(row.id), form, "checker@showroom.test");
    made.push({ type, id: Number(row.id), screen, edit: `${screen}?edit=${row.id}` });
  }
  return {
    drafts: made,
    /** Each edit form that opens on its draft. */
    editForms: made.map((draft) => draft.edit),
    remove: async () => {
      for (const draft of made) await discardDraft(db, draft.type, draft.id);
    },
  };
}

/** Each list filtered by publishing (the `publishing` URL parameter). */
export const publishingFilteredLists = PUBLISHABLE.map(({ screen }, i) => `${screen}?publishing=${["draft", "scheduled", "live", "ended", "live"][i]}`);
