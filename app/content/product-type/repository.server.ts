import { z } from "zod";
import type { Db } from "~/db/connection.server";
import { bumpContentVersion, now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
import { DeleteBlockedError } from "../shared/errors";
import { assertNameFree } from "../shared/unique-name.server";
import { linkedRecords, nameLinks } from "../shared/linked-records.server";
import { type ProductType, type ProductTypeInput, type ProductTypeListItem, productTypeInput } from "./schema";
import { type ListConfig, type ListQuery, type Page } from "../shared/list-query";
import { containsText, paginate, sortedBy } from "../shared/paginate.server";
import { inTransaction } from "~/db/transaction.server";

const columns = ["id", "name", "description", "image", "subcategory_id", "created_at", "updated_at"] as const;

/** Every type with its subcategory's and category's names, ordered by name. */
export async function listProductTypes(db: Db): Promise<ProductTypeListItem[]> {
  return db
    .selectFrom("types")
    .innerJoin("subcategories", "subcategories.id", "types.subcategory_id")
    .innerJoin("categories", "categories.id", "subcategories.category_id")
    .select(columns.map((column) => `types.${column}` as const))
    .select(["subcategories.name as subcategory_name", "categories.id as category_id", "categories.name as category_name"])
    .orderBy("types.name")
    .orderBy("types.id")
    .execute();
}

export async function getProductType(db: Db, id: number): Promise<ProductType | undefined> {
  return db.selectFrom("types").select(columns).where("id", "=", id).executeTakeFirst();
}

/** Validates, finds the subcategory's category, and refuses a name another type of that subcategory has (any letter case). */
async function validated(db: Db, input: ProductTypeInput, exceptId?: number) {
  const values = productTypeInput.parse(input);
  const categoryId = await categoryOfSubcategory(db, values.subcategory_id);
  await assertNameFree(db, "types", values.name, {
    scope: { subcategory_id: values.subcategory_id },
    exceptId,
    message: `A type named "${values.name}" already exists in this subcategory.`,
  });
  return { values, categoryId };
}

export async function createProductType(db: Db, input: ProductTypeInput): Promise<ProductType> {
  const { values } = await validated(db, input);
  const timestamp = now();
  const row = await db
    .insertInto("types")
    .values({ ...values, created_at: timestamp, updated_at: timestamp })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return row;
}

/** Moving a type to another subcategory moves its products with it, so their taxonomy stays consistent. */
export async function updateProductType(db: Db, id: number, input: ProductTypeInput): Promise<ProductType | undefined> {
  const { values, categoryId } = await validated(db, input, id);
  const row = await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable("types")
      .set({ ...values, updated_at: now() })
      .where("id", "=", id)
      .returning(columns)
      .executeTakeFirst();
    if (updated) {
      await trx
        .updateTable("products")
        .set({ subcategory_id: values.subcategory_id, category_id: categoryId })
        .where("type_id", "=", id)
        .execute();
    }
    return updated;
  });
  if (row) await bumpContentVersion(db);
  return row;
}

/** Refuses, naming them, while products still belong to the type. */
export async function deleteProductType(db: Db, id: number): Promise<boolean> {
  const links = nameLinks([[await linkedRecords(db, "products", "type_id", id), "product", "products"]]);
  if (links) throw new DeleteBlockedError(`This type still has ${links}. Move or delete them first.`);
  const result = await db.deleteFrom("types").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await bumpContentVersion(db);
  return deleted;
}

export const countProductTypes = (db: Db) => countRows(db, "types");

/** The subcategory's category id; an unknown subcategory is reported on the field like a schema message. */
async function categoryOfSubcategory(db: Db, subcategoryId: number): Promise<number> {
  const found = await db.selectFrom("subcategories").select("category_id").where("id", "=", subcategoryId).executeTakeFirst();
  if (!found) throw new z.ZodError([{ code: "custom", path: ["subcategory_id"], message: "Subcategory not found" }]);
  return found.category_id;
}

export const productTypeListConfig = {
  sorts: { name: "asc", subcategory: "asc", created_at: "desc" },
  defaultSort: "name",
  filters: ["category", "subcategory"],
} satisfies ListConfig<"name" | "subcategory" | "created_at", "category" | "subcategory">;

const typeSortColumns = { name: "types.name", subcategory: "subcategories.name", created_at: "types.created_at" };

/** Admin list: one page with subcategory and category names, searched by name, optionally under one parent. */
export async function pageProductTypes(
  db: Db,
  query: ListQuery<keyof typeof productTypeListConfig.sorts, "category" | "subcategory">,
): Promise<Page<ProductTypeListItem>> {
  let filtered = db
    .selectFrom("types")
    .innerJoin("subcategories", "subcategories.id", "types.subcategory_id")
    .innerJoin("categories", "categories.id", "subcategories.category_id");
  if (query.q) filtered = filtered.where(containsText(["types.name"], query.q));
  if (query.filters.category) filtered = filtered.where("subcategories.category_id", "=", query.filters.category);
  if (query.filters.subcategory) filtered = filtered.where("types.subcategory_id", "=", query.filters.subcategory);
  const rows = (limit: number, offset: number) =>
    sortedBy(
      filtered
        .select(columns.map((column) => `types.${column}` as const))
        .select(["subcategories.name as subcategory_name", "categories.id as category_id", "categories.name as category_name"]),
      typeSortColumns[query.sort],
      query.dir,
      "types.id",
    )
      .limit(limit)
      .offset(offset)
      .execute();
  return paginate(filtered, rows, query.page);
}
