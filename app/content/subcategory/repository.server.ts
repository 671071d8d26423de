import { z } from "zod";
import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
import { DeleteBlockedError } from "../shared/errors";
import { assertNameFree } from "../shared/unique-name.server";
import { linkedRecords, nameLinks } from "../shared/linked-records.server";
import { type Subcategory, type SubcategoryInput, type SubcategoryListItem, subcategoryInput } from "./schema";
import { type ListConfig, type ListQuery, type Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";
import { inTransaction } from "~/db/transaction.server";

const columns = ["id", "name", "description", "image", "category_id", "created_at", "updated_at"] as const;

/** Every subcategory with its category's name, ordered by name. */
export async function listSubcategories(db: Db): Promise<SubcategoryListItem[]> {
  return db
    .selectFrom("subcategories")
    .innerJoin("categories", "categories.id", "subcategories.category_id")
    .select(columns.map((column) => `subcategories.${column}` as const))
    .select("categories.name as category_name")
    .orderBy("subcategories.name")
    .orderBy("subcategories.id")
    .execute();
}

export async function getSubcategory(db: Db, id: number): Promise<Subcategory | undefined> {
  return db.selectFrom("subcategories").select(columns).where("id", "=", id).executeTakeFirst();
}

/** Validates, checks the category, and refuses a name another subcategory of that category has (any letter case). */
async function validated(db: Db, input: SubcategoryInput, exceptId?: number) {
  const values = subcategoryInput.parse(input);
  await assertCategoryExists(db, values.category_id);
  await assertNameFree(db, "subcategories", values.name, {
    scope: { category_id: values.category_id },
    exceptId,
    message: `A subcategory named "${values.name}" already exists in this category.`,
  });
  return values;
}

export async function createSubcategory(db: Db, input: SubcategoryInput): Promise<Subcategory> {
  const values = await validated(db, input);
  const timestamp = now();
  const row = await db
    .insertInto("subcategories")
    .values({ ...values, created_at: timestamp, updated_at: timestamp })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return row;
}

/** Moving a subcategory to another category moves its products with it, so their taxonomy stays consistent. */
export async function updateSubcategory(db: Db, id: number, input: SubcategoryInput): Promise<Subcategory | undefined> {
  const values = await validated(db, input, id);
  const row = await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable("subcategories")
      .set({ ...values, updated_at: now() })
      .where("id", "=", id)
      .returning(columns)
      .executeTakeFirst();
    if (updated) {
      await trx
        .updateTable("products")
        .set({ category_id: values.category_id })
        .where("subcategory_id", "=", id)
        .execute();
    }
    return updated;
  });
  if (row) await bumpContentVersion(db);
  return row;
}

/** Refuses, naming what is linked, while types or products still belong to the subcategory. */
export async function deleteSubcategory(db: Db, id: number): Promise<boolean> {
  const [types, products] = await Promise.all([
    linkedRecords(db, "types", "subcategory_id", id),
    linkedRecords(db, "products", "subcategory_id", id),
  ]);
  const links = nameLinks([
    [types, "type", "types"],
    [products, "product", "products"],
  ]);
  if (links) throw new DeleteBlockedError(`This subcategory still has ${links}. Move or delete them first.`);
  const result = await db.deleteFrom("subcategories").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}

export const countSubcategories = (db: Db) => countRows(db, "subcategories");

/** Reported on the field, like the schema's own messages, so a form can show it next to the select. */
async function assertCategoryExists(db: Db, categoryId: number): Promise<void> {
  const found = await db.selectFrom("categories").select("id").where("id", "=", categoryId).executeTakeFirst();
  if (!found) throw new z.ZodError([{ code: "custom", path: ["category_id"], message: "Category not found" }]);
}

export const subcategoryListConfig = {
  sorts: { name: "asc", category: "asc", created_at: "desc" },
  defaultSort: "name",
  filters: ["category"],
} satisfies ListConfig<"name" | "category" | "created_at", "category">;

const subcategorySortColumns = { name: "subcategories.name", category: "categories.name", created_at: "subcategories.created_at" };

/** Admin list: one page with category names, searched by name, optionally of one category. */
export async function pageSubcategories(
  db: Db,
  query: ListQuery<keyof typeof subcategoryListConfig.sorts, "category">,
): Promise<Page<SubcategoryListItem>> {
  let filtered = db.selectFrom("subcategories").innerJoin("categories", "categories.id", "subcategories.category_id");
  if (query.q) filtered = filtered.where(containsText(["subcategories.name"], query.q));
  if (query.filters.category) filtered = filtered.where("subcategories.category_id", "=", query.filters.category);
  const rows = (limit: number, offset: number) =>
    sortedBy(
      filtered.select(columns.map((column) => `subcategories.${column}` as const)).select("categories.name as category_name"),
      subcategorySortColumns[query.sort],
      query.dir,
      "subcategories.id",
    )
      .limit(limit)
      .offset(offset)
      .execute();
  return paginate(filtered, rows, query.page);
}
