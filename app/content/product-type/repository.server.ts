import { z } from "zod";
import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import { countRows } from "../shared/count.server";
import { deleteUnlinked } from "../shared/linked-records.server";
import type { ListQuery, Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";
import { insertRecord, updateRecord } from "../shared/records.server";
import { assertNameFree } from "../shared/unique-name.server";
import { type ProductType, type ProductTypeInput, type ProductTypeListItem, productTypeDefinition, productTypeInput } from "./definition";
import { rescoreProductsIn } from "../product/completeness.server";

const columns = ["id", "name", "description", "image", "subcategory_id", "sort_order", "created_at", "updated_at"] as const;
const listColumns = columns.map((column) => `types.${column}` as const);
const parentNames = ["subcategories.name as subcategory_name", "categories.id as category_id", "categories.name as category_name"] as const;

/** Every type with its subcategory's and category's names, ordered by name. */
export async function listProductTypes(db: Db): Promise<ProductTypeListItem[]> {
  return withParents(db).select(listColumns).select(parentNames).orderBy("types.name").orderBy("types.id").execute();
}

export async function getProductType(db: Db, id: number): Promise<ProductType | undefined> {
  return db.selectFrom("types").select(columns).where("id", "=", id).executeTakeFirst();
}

/** Validates, finds the subcategory's category, and refuses a name another type of that subcategory has (any letter case). */
async function validated(db: Db, input: ProductTypeInput, exceptId?: number) {
  const values = productTypeInput.parse(input);
  const parent = await db.selectFrom("subcategories").select("category_id").where("id", "=", values.subcategory_id).executeTakeFirst();
  // Reported on the field, like the schema's own messages, so the form shows it next to the select.
  if (!parent) throw new z.ZodError([{ code: "custom", path: ["subcategory_id"], message: "Subcategory not found" }]);
  await assertNameFree(db, "types", values.name, {
    scope: { subcategory_id: values.subcategory_id },
    exceptId,
    message: `A type named "${values.name}" already exists in this subcategory.`,
  });
  return { values, categoryId: parent.category_id };
}

export async function createProductType(db: Db, input: ProductTypeInput): Promise<ProductType> {
  return insertRecord(db, "types", (await validated(db, input)).values, columns);
}

/** Moving a type to another subcategory moves its products with it, so their taxonomy stays consistent. */
export async function updateProductType(db: Db, id: number, input: ProductTypeInput): Promise<ProductType | undefined> {
  const { values, categoryId } = await validated(db, input, id);
  return inTransaction(db, async (trx) => {
    const before = await trx.selectFrom("types").innerJoin("subcategories", "subcategories.id", "types.subcategory_id").select("subcategories.category_id").where("types.id", "=", id).executeTakeFirst();
    const updated = await updateRecord<ProductType>(trx, "types", id, values, columns);
    if (updated) await trx.updateTable("products").set({ subcategory_id: values.subcategory_id, category_id: categoryId }).where("type_id", "=", id).execute();
    // Another category brings other typed attributes: the products' completeness changes (decision 041).
    if (updated && before && before.category_id !== categoryId) await rescoreProductsIn(trx, { type_id: id });
    return updated;
  });
}

/** Refuses, naming them, while products still belong to the type. */
export const deleteProductType = (db: Db, id: number) => deleteUnlinked(db, "types", id, "type", [["products", "type_id", "product", "products"]]);

export const countProductTypes = (db: Db) => countRows(db, "types");

const withParents = (db: Db) =>
  db.selectFrom("types").innerJoin("subcategories", "subcategories.id", "types.subcategory_id").innerJoin("categories", "categories.id", "subcategories.category_id");
const sortColumns = { name: "types.name", subcategory: "subcategories.name", created_at: "types.created_at" };
const { list } = productTypeDefinition;

/** Admin list: one page with subcategory and category names, searched as the definition says, optionally under one parent. */
export async function pageProductTypes(db: Db, query: ListQuery<keyof typeof list.sorts>): Promise<Page<ProductTypeListItem>> {
  let filtered = withParents(db);
  if (query.q) filtered = filtered.where(containsText(list.search.columns, query.q));
  if (query.filters.category) filtered = filtered.where("subcategories.category_id", "=", query.filters.category);
  if (query.filters.subcategory) filtered = filtered.where("types.subcategory_id", "=", query.filters.subcategory);
  const rows = (limit: number, offset: number) =>
    sortedBy(filtered.select(listColumns).select(parentNames), sortColumns[query.sort], query.dir, "types.id").limit(limit).offset(offset).execute();
  return paginate(filtered, rows, query.page);
}
