import { categoryDefinition } from "~/content/category/definition";
import { createCategory, deleteCategory } from "~/content/category/repository.server";
import { driverCategoryDefinition } from "~/content/driver-category/definition";
import { createDriverCategory, deleteDriverCategory } from "~/content/driver-category/repository.server";
import { productDefinition } from "~/content/product/definition";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import type { ContentDefinition } from "~/content/shared/definition";
import { moveToTrash } from "~/content/trash/trash.server";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";

/** Moves a record to the trash as the admin's Delete does, as "Page Checker"; the trash entry's id. */
export async function trashed(db: Db, definition: ContentDefinition, remove: (db: Db, id: number) => Promise<boolean>, id: number): Promise<number> {
  await inTransaction(db, (trx) => moveToTrash(trx, definition, id, () => remove(trx, id), { id: null, name: "Page Checker" }));
  const entry = await db.selectFrom("trash").select("id").where("content_type", "=", definition.type).where("record_id", "=", id).orderBy("id", "desc").executeTakeFirstOrThrow();
  return entry.id;
}

/**
 * Items in the trash for the page checks (decision 037): a product with a long name, a driver category,
 * and a category whose name another one has taken meanwhile, so its Restore is refused with the reason.
 * `remove` takes them and the taker away again.
 */
export async function withTrashEntries(db: Db) {
  const tag = Math.random().toString(36).slice(2, 8);
  const product = await createProduct(db, { name: `Checker trashed fanless panel computer for harsh environments ${tag}` });
  const downloads = await createDriverCategory(db, { name: `Checker trashed downloads ${tag}` });
  const category = await createCategory(db, { name: `Checker trashed category ${tag}` });
  const entries = {
    product: await trashed(db, productDefinition, deleteProduct, product.id),
    driverCategory: await trashed(db, driverCategoryDefinition, deleteDriverCategory, downloads.id),
    category: await trashed(db, categoryDefinition, deleteCategory, category.id),
  };
  const taker = await createCategory(db, { name: `Checker Trashed Category ${tag}` });
  return {
    entries,
    /** The Trash screen's states: its list, filtered, searched to nothing, and each question it asks. */
    screens: ["/admin/trash", "/admin/trash?kind=product", "/admin/trash?q=nothing-matches-this", `/admin/trash?purge=${entries.product}`, "/admin/trash?empty=1"],
    /** A Restore the server refuses: another category has the name now. */
    refusedRestore: { intent: "restore", id: String(entries.category) },
    remove: async () => {
      await db.deleteFrom("trash").where("id", "in", Object.values(entries)).execute();
      await deleteCategory(db, taker.id);
    },
  };
}
