import { createVersionedCache } from "../shared/versioned-cache.server";
import { readProductCounts } from "./repository.server";

/**
 * The /products counts from memory, read again only after a content write (decision 005): at
 * 100,000 products the grouped count reads every row, which a page view must not do.
 */
export const getCachedProductCounts = createVersionedCache(readProductCounts);
