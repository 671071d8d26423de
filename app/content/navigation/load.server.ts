import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { sizedImageUrls } from "~/media/responsive-images.server";
import { getCachedNavigationTree } from "~/content/navigation/cache.server";
import { listCategoryMenuProducts } from "~/content/navigation/repository.server";
import { createKeyedVersionedCache } from "~/content/shared/versioned-cache.server";
import type { Db } from "~/db/connection.server";
import { NAVIGATION_ERROR } from "~/components/navigation/menu-constants";
import { type NavigationData, categoryImageReferences, toCategoryMenu } from "~/components/navigation/menu-tree";


/** The preview box is about 240 px wide: variants from twice that keep it sharp on dense screens. */
const PREVIEW_MIN_WIDTH = 480;

/** Products per menu list: a column scrolls, and a longer list ends in a link to the whole list. */
export const MENU_PRODUCTS_PER_LIST = 100;

/** What every page carries: the categories' names only. A failed read gives an empty menu, never a broken page. */
export async function loadNavigation(db: Db, logger: Logger): Promise<NavigationData> {
  try {
    const tree = await getCachedNavigationTree(db);
    return { categories: tree.map(({ id, name }) => ({ id, name })), error: null };
  } catch (error) {
    logger.error({ err: error }, "Navigation error:");
    return { categories: [], error: NAVIGATION_ERROR };
  }
}

/** One category's menu as the response body the browser fetches, with its ETag, built once per content version. */
export type CategoryMenuBody = { json: string; etag: string };

const cachedCategoryMenus = createKeyedVersionedCache(async (db: Db, categoryId: number): Promise<CategoryMenuBody | null> => {
  const category = (await getCachedNavigationTree(db)).find((c) => c.id === categoryId);
  if (!category) return null;
  const found = await listCategoryMenuProducts(db, categoryId, MENU_PRODUCTS_PER_LIST);
  const references = categoryImageReferences(category, found);
  const urls = await sizedImageUrls(db, references, PREVIEW_MIN_WIDTH);
  const byReference = new Map(references.map((reference, i) => [reference, urls[i]]));
  const menu = toCategoryMenu(category, found, (reference) => (reference ? (byReference.get(reference) ?? null) : null));
  const json = JSON.stringify(menu);
  return { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
});

/**
 * A category's menu from memory, or null for an unknown category. Ids are checked against the
 * cached tree first, so the keyed cache only ever holds real categories.
 */
export async function loadCategoryMenu(db: Db, categoryId: number): Promise<CategoryMenuBody | null> {
  const tree = await getCachedNavigationTree(db);
  if (!tree.some((category) => category.id === categoryId)) return null;
  return cachedCategoryMenus(db, categoryId);
}
