import type { Logger } from "pino";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { getCachedNavigationTree } from "~/content/navigation/cache.server";
import type { Db } from "~/db/connection.server";
import { type NavigationData, toMenuTree } from "./menu-tree";

/** The spec's stored message for a failed read; the cause goes to the log, not to visitors. */
export const NAVIGATION_ERROR = "Failed to fetch navigation data";

/** The header's tree from the in-memory cache; a failed read gives an empty menu, never a broken page. */
export async function loadNavigation(db: Db, logger: Logger): Promise<NavigationData> {
  try {
    const [tree, origin] = await Promise.all([getCachedNavigationTree(db), getActiveMediaOrigin(db)]);
    return { categories: toMenuTree(tree, (reference) => resolveMediaUrl(reference, origin)), error: null };
  } catch (error) {
    logger.error({ err: error }, "Navigation error:");
    return { categories: [], error: NAVIGATION_ERROR };
  }
}
