import { heroSectionDefinition } from "~/content/hero-section/definition";
import { getHeroSection } from "~/content/hero-section/repository.server";
import { newsDefinition } from "~/content/news/definition";
import { getNews } from "~/content/news/repository.server";
import { popupDefinition } from "~/content/popup/definition";
import { getPopup } from "~/content/popup/repository.server";
import { productDefinition } from "~/content/product/definition";
import { productRevision } from "~/content/product/revision.server";
import type { ContentDefinition } from "~/content/shared/definition";
import { fieldsOf, keepRevision, removeRevisions, type RevisionContent } from "~/content/shared/revisions.server";
import { solutionDefinition } from "~/content/solution/definition";
import { getSolution } from "~/content/solution/repository.server";
import type { Db } from "~/db/connection.server";

type Kept = { definition: ContentDefinition; table: string; screen: string; field: string; read: (db: Db, id: number) => Promise<RevisionContent | undefined> };

/** The five types that keep revisions (decision 038): their screen, and the field an earlier revision differs in. */
const TYPES: Kept[] = [
  { definition: productDefinition, table: "products", screen: "/admin/products", field: "name", read: productRevision },
  { definition: solutionDefinition, table: "solutions", screen: "/admin/solutions", field: "title", read: async (db, id) => fieldsOf(solutionDefinition, await getSolution(db, id)) },
  { definition: newsDefinition, table: "news", screen: "/admin/news", field: "title", read: async (db, id) => fieldsOf(newsDefinition, await getNews(db, id)) },
  { definition: heroSectionDefinition, table: "hero_sections", screen: "/admin/hero-sections", field: "h1_text", read: async (db, id) => fieldsOf(heroSectionDefinition, await getHeroSection(db, id)) },
  { definition: popupDefinition, table: "popups", screen: "/admin/popups", field: "title", read: async (db, id) => fieldsOf(popupDefinition, await getPopup(db, id)) },
];

const saver = { id: "checker", name: "Revision Checker" };

/**
 * Two revisions of the first record of each type: an earlier one (another title, and for the product
 * a feature and an image fewer) and the current one; the product has a third, oldest one, whose
 * category no longer exists. The History's states to visit: open, a revision
 * compared with the current version, and its restore asked. `remove` deletes them again.
 */
export async function withKeptRevisions(db: Db) {
  const made: Array<{ type: string; id: number }> = [];
  const states: string[] = [];
  let refused: { path: string; form: Record<string, string>; number: number } | null = null;
  for (const { definition, table, screen, field, read } of TYPES) {
    const { id } = await (db as Db & { selectFrom: (t: string) => any }).selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow();
    const current = (await read(db, Number(id)))!;
    const earlier: RevisionContent = { ...current, [field]: `${String(current[field])} (earlier)` };
    if (definition === productDefinition) {
      earlier.features = [...((current.features as string[]) ?? []), "Earlier feature"];
      earlier.product_images = ((current.product_images as string[]) ?? []).slice(1);
    }
    if (definition === productDefinition) {
      // A revision whose category has since been deleted: today's rules refuse its restore.
      const orphan = await keepRevision(db, definition, Number(id), { ...current, category_id: 999_999, subcategory_id: null, type_id: null }, saver, "2026-01-01T08:00:00.000Z");
      const path = `${screen}?edit=${id}&history=1&revision=${orphan}&restore=${orphan}`;
      refused = { path, form: { intent: "restore-revision", id: String(id), revision: String(orphan) }, number: 1 };
    }
    const older = await keepRevision(db, definition, Number(id), earlier, saver, "2026-01-02T09:30:00.000Z");
    await keepRevision(db, definition, Number(id), current, saver);
    made.push({ type: definition.type, id: Number(id) });
    const open = `${screen}?edit=${id}&history=1`;
    states.push(open, `${open}&revision=${older}`, `${open}&revision=${older}&restore=${older}`);
  }
  return {
    /** Each type's edit form with its History open, a revision chosen, and its restore asked. */
    states,
    /** The product's revision whose restore is refused ("Category not found"), and the post that asks for it. */
    refused: refused!,
    remove: async () => {
      for (const { type, id } of made) await removeRevisions(db, type, id);
    },
  };
}
