import { z } from "zod";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import { countRows } from "../shared/count.server";
import { deleteUnlinked } from "../shared/linked-records.server";
import type { ListQuery, Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";
import { insertRecord, updateRecord } from "../shared/records.server";
import { assertNameFree } from "../shared/unique-name.server";
import { type Subcategory, type SubcategoryInput, type SubcategoryListItem, subcategoryDefinition, subcategoryInput } from "./definition";
import { rescoreProductsIn } from "../product/completeness.server";

const columns = ["id", "name", "description", "image", "category_id", "sort_order", "created_at", "updated_at"] as const;
const listColumns = columns.map((column) => `subcategories.${column}` as const);

/** Every subcategory with its category's name, ordered by name. */
export async function listSubcategories(db: Db): Promise<SubcategoryListItem[]> {
  return withCategory(db).select(listColumns).select("categories.name as category_name").orderBy("subcategories.name").orderBy("subcategories.id").execute();
}

export async function getSubcategory(db: Db, id: number): Promise<Subcategory | undefined> {
  return db.selectFrom("subcategories").select(columns).where("id", "=", id).executeTakeFirst();
}

/** Validates, checks the category, and refuses a name another subcategory of that category has (any letter case). */
async function validated(db: Db, input: SubcategoryInput, exceptId?: number) {
  const values = subcategoryInput.parse(input);
  const found = await db.selectFrom("categories").select("id").where("id", "=", values.category_id).executeTakeFirst();
  // Reported on the field, like the schema's own messages, so the form shows it next to the select.
  if (!found) throw new z.ZodError([{ code: "custom", path: ["category_id"], message: "Category not found" }]);
  await assertNameFree(db, "subcategories", values.name, {
    scope: { category_id: values.category_id },
    exceptId,
    message: `A subcategory named "${values.name}" already exists in this category.`,
  });
  return values;
}

export async function createSubcategory(db: Db, input: SubcategoryInput): Promise<Subcategory> {
  return insertRecord(db, "subcategories", await validated(db, input), columns);
}

/** Moving a subcategory to another category moves its products with it, so their taxonomy stays consistent. */
export async function updateSubcategory(db: Db, id: number, input: SubcategoryInput): Promise<Subcategory | undefined> {
  const values = await validated(db, input, id);
  return inTransaction(db, async (trx) => {
    const before = await trx.selectFrom("subcategories").select("category_id").where("id", "=", id).executeTakeFirst();
    const updated = await updateRecord<Subcategory>(trx, "subcategories", id, values, columns);
    if (updated) await trx.updateTable("products").set({ category_id: values.category_id }).where("subcategory_id", "=", id).execute();
    // Another category brings other typed attributes: the products' completeness changes (decision 041).
    if (updated && before && before.category_id !== values.category_id) await rescoreProductsIn(trx, { subcategory_id: id });
    return updated;
  });
}

/** Refuses, naming what is linked, while types or products still belong to the subcategory. */
export const deleteSubcategory = (db: Db, id: number) =>
  deleteUnlinked(db, "subcategories", id, "subcategory", [
    ["types", "subcategory_id", "type", "types"],
    ["products", "subcategory_id", "product", "products"],
  ]);

export const countSubcategories = (db: Db) => countRows(db, "subcategories");

const withCategory = (db: Db) => db.selectFrom("subcategories").innerJoin("categories", "categories.id", "subcategories.category_id");
const sortColumns = { name: "subcategories.name", category: "categories.name", created_at: "subcategories.created_at" };
const { list } = subcategoryDefinition;

/** Admin list: one page with category names, searched as the definition says, optionally of one category. */
export async function pageSubcategories(db: Db, query: ListQuery<keyof typeof list.sorts>): Promise<Page<SubcategoryListItem>> {
  let filtered = withCategory(db);
  if (query.q) filtered = filtered.where(containsText(list.search.columns, query.q));
  if (query.filters.category) filtered = filtered.where("subcategories.category_id", "=", query.filters.category);
  const rows = (limit: number, offset: number) =>
    sortedBy(filtered.select(listColumns).select("categories.name as category_name"), sortColumns[query.sort], query.dir, "subcategories.id").limit(limit).offset(offset).execute();
  return paginate(filtered, rows, query.page);
}

/** The subcategories as a select offers them, grouped under their category so equal names in two categories stay distinguishable. */
export async function subcategoryChoiceGroups(db: Db): Promise<Array<{ label: string; options: Array<{ value: number; label: string }> }>> {
  const groups = new Map<string, { label: string; options: Array<{ value: number; label: string }> }>();
  for (const subcategory of await listSubcategories(db)) {
    const group = groups.get(subcategory.category_name) ?? { label: subcategory.category_name, options: [] };
    group.options.push({ value: subcategory.id, label: subcategory.name });
    groups.set(subcategory.category_name, group);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
}
