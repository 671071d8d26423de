import type { Logger } from "pino";
import { sizedImageUrls } from "~/components/catalogue/picture-sources.server";
import { getCachedNavigationTree } from "~/content/navigation/cache.server";
import type { NavigationCategory } from "~/content/navigation/types";
import type { Db } from "~/db/connection.server";
import { type MenuCategory, type NavigationData, menuImageReferences, toMenuTree } from "./menu-tree";

/** The spec's stored message for a failed read; the cause goes to the log, not to visitors. */
export const NAVIGATION_ERROR = "Failed to fetch navigation data";

/** The preview box is about 240 px wide: variants from twice that keep it sharp on dense screens. */
const PREVIEW_MIN_WIDTH = 480;

// The cache hands out the same tree object until content changes, so the menu built from it is kept too.
const menus = new WeakMap<NavigationCategory[], Promise<MenuCategory[]>>();

/** The header's tree from the in-memory cache; a failed read gives an empty menu, never a broken page. */
export async function loadNavigation(db: Db, logger: Logger): Promise<NavigationData> {
  try {
    const tree = await getCachedNavigationTree(db);
    let menu = menus.get(tree);
    if (!menu) {
      menu = buildMenu(db, tree);
      menus.set(tree, menu);
      menu.catch(() => menus.delete(tree));
    }
    return { categories: await menu, error: null };
  } catch (error) {
    logger.error({ err: error }, "Navigation error:");
    return { categories: [], error: NAVIGATION_ERROR };
  }
}

async function buildMenu(db: Db, tree: NavigationCategory[]): Promise<MenuCategory[]> {
  const references = menuImageReferences(tree);
  const urls = await sizedImageUrls(db, references, PREVIEW_MIN_WIDTH);
  const byReference = new Map(references.map((reference, i) => [reference, urls[i]]));
  return toMenuTree(tree, (reference) => (reference ? (byReference.get(reference) ?? null) : null));
}
