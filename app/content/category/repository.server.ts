import type { Db } from "~/db/connection.server";
import { countRows } from "../shared/count.server";
import { deleteUnlinked } from "../shared/linked-records.server";
import { insertRecord, updateRecord } from "../shared/records.server";
import { assertNameFree } from "../shared/unique-name.server";
import { type Category, type CategoryInput, categoryDefinition, categoryInput } from "./definition";
import type { ListQuery, Page } from "../shared/list-query";
import { pageRecords } from "../shared/paginate.server";

const columns = ["id", "name", "description", "small_content", "image", "sort_order", "created_at", "updated_at"] as const;

/** Public order: sort_order, then name. */
export async function listCategories(db: Db, options: { limit?: number } = {}): Promise<Category[]> {
  let query = db.selectFrom("categories").select(columns).orderBy("sort_order").orderBy("name");
  if (options.limit) query = query.limit(options.limit);
  return query.execute();
}

export async function getCategory(db: Db, id: number): Promise<Category | undefined> {
  return db.selectFrom("categories").select(columns).where("id", "=", id).executeTakeFirst();
}

/** Validates, and refuses a name another category has (in any letter case): menus would show both alike. */
async function validated(db: Db, input: CategoryInput, exceptId?: number) {
  const values = categoryInput.parse(input);
  await assertNameFree(db, "categories", values.name, { exceptId, message: `A category named "${values.name}" already exists.` });
  return values;
}

export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  return insertRecord(db, "categories", await validated(db, input), columns);
}

export async function updateCategory(db: Db, id: number, input: CategoryInput): Promise<Category | undefined> {
  return updateRecord(db, "categories", id, await validated(db, input, id), columns);
}

/** Refuses, naming what is linked, while subcategories or products still belong to the category. */
export const deleteCategory = (db: Db, id: number) =>
  deleteUnlinked(db, "categories", id, "category", [
    ["subcategories", "category_id", "subcategory", "subcategories"],
    ["products", "category_id", "product", "products"],
  ]);

export const countCategories = (db: Db) => countRows(db, "categories");

/** Admin list: one page, searched as the definition says (name and summary), in the chosen order. */
export const pageCategories = (db: Db, query: ListQuery<keyof typeof categoryDefinition.list.sorts>): Promise<Page<Category>> =>
  pageRecords(db, "categories", categoryDefinition.list, query, columns);

/** The categories as a select offers them: id and name, by name. */
export async function categoryChoices(db: Db): Promise<Array<{ value: number; label: string }>> {
  const rows = await db.selectFrom("categories").select(["id", "name"]).orderBy("name").orderBy("id").execute();
  return rows.map(({ id, name }) => ({ value: id, label: name }));
}
