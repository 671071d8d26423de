import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { createCategory, deleteCategory } from "~/content/category/repository.server";
import { createProductType, deleteProductType } from "~/content/product-type/repository.server";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import type { ProductInput } from "~/content/product/schema";
import { createSubcategory, deleteSubcategory } from "~/content/subcategory/repository.server";
import type { Db } from "~/db/connection.server";
import { dismissActivePopups } from "./public-helpers";

/**
 * A catalogue branch of its own for a test: a category (first in the menu) with a subcategory, two
 * types (one empty) and two products, one with a type and one without. `remove` deletes it all.
 */
export async function createCatalogueBranch(db: Db, label: string, product: Partial<ProductInput> = {}) {
  const category = await createCategory(db, { name: `${label} Category`, sort_order: -1 });
  const subcategory = await createSubcategory(db, { name: `${label} Subcategory`, category_id: category.id });
  const type = await createProductType(db, { name: `${label} Type`, subcategory_id: subcategory.id });
  const emptyType = await createProductType(db, { name: `${label} Empty Type`, subcategory_id: subcategory.id });
  const typed = await createProduct(db, {
    name: `${label} Typed Product`,
    category_id: category.id,
    subcategory_id: subcategory.id,
    type_id: type.id,
    ...product,
  });
  const untyped = await createProduct(db, { name: `${label} Untyped Product`, category_id: category.id, subcategory_id: subcategory.id });
  const remove = async () => {
    await deleteProduct(db, typed.id);
    await deleteProduct(db, untyped.id);
    await deleteProductType(db, type.id);
    await deleteProductType(db, emptyType.id);
    await deleteSubcategory(db, subcategory.id);
    await deleteCategory(db, category.id);
  };
  return { category, subcategory, type, emptyType, typed, untyped, remove };
}

/**
 * The server re-reads its cached catalogue and product counts within about a second of a write;
 * wait until the category answers and its sidebar count is `count` (the branch's 2 by default).
 */
export async function waitForCategory(request: APIRequestContext, categoryId: number, count = 2) {
  const sidebarCount = new RegExp(`href="/products\\?category=${categoryId}"[^>]*><span[^>]*>[^<]*</span><span[^>]*>(\\d+)</span>`);
  await expect
    .poll(async () => {
      const response = await request.get(`/products?category=${categoryId}`);
      return response.status() === 200 ? Number(sidebarCount.exec(await response.text())?.[1]) : response.status();
    })
    .toBe(count);
}

/** Marks the demo popups as already dismissed in this tab, so they never cover what a test looks at. */
export const skipPopups = dismissActivePopups;
