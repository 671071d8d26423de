import { createVersionedCache } from "../shared/versioned-cache.server";
import { getNavigationTree } from "./repository.server";

/**
 * The navigation tree from memory (decision 005). The same tree object is handed to every caller:
 * treat it as read-only.
 */
export const getCachedNavigationTree = createVersionedCache(getNavigationTree);
