import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
import { DeleteBlockedError } from "../shared/errors";
import { assertNameFree } from "../shared/unique-name.server";
import { linkedRecords, nameLinks } from "../shared/linked-records.server";
import { type Category, type CategoryInput, categoryInput } from "./schema";
import { type ListConfig, type ListQuery, type Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";

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
  const values = await validated(db, input);
  const timestamp = now();
  const row = await db
    .insertInto("categories")
    .values({ ...values, created_at: timestamp, updated_at: timestamp })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return row;
}

export async function updateCategory(db: Db, id: number, input: CategoryInput): Promise<Category | undefined> {
  const values = await validated(db, input, id);
  const row = await db
    .updateTable("categories")
    .set({ ...values, updated_at: now() })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  if (row) await bumpContentVersion(db);
  return row;
}

/** Refuses, naming what is linked, while subcategories or products still belong to the category. */
export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const [subcategories, products] = await Promise.all([
    linkedRecords(db, "subcategories", "category_id", id),
    linkedRecords(db, "products", "category_id", id),
  ]);
  const links = nameLinks([
    [subcategories, "subcategory", "subcategories"],
    [products, "product", "products"],
  ]);
  if (links) throw new DeleteBlockedError(`This category still has ${links}. Move or delete them first.`);
  const result = await db.deleteFrom("categories").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}

export const countCategories = (db: Db) => countRows(db, "categories");

export const categoryListConfig = {
  sorts: { sort_order: "asc", name: "asc", created_at: "desc" },
  defaultSort: "sort_order",
} satisfies ListConfig<"sort_order" | "name" | "created_at">;

/** Admin list: one page, searched by name and summary, in the chosen order. */
export async function pageCategories(db: Db, query: ListQuery<keyof typeof categoryListConfig.sorts>): Promise<Page<Category>> {
  let filtered = db.selectFrom("categories");
  if (query.q) filtered = filtered.where(containsText(["name", "small_content"], query.q));
  return paginate(filtered, (limit, offset) => sortedBy(filtered.select(columns), query.sort, query.dir, "id").limit(limit).offset(offset).execute(), query.page);
}
