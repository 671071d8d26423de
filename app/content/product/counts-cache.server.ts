import { createVersionedCache } from "../shared/versioned-cache.server";
import { readProductCounts } from "./repository.server";

/**
 * The /products counts from memory, read again only after a content write (decision 005): at
 * 100,000 products the grouped count reads every row, which a page view must not do.
 */
export const getCachedProductCounts = createVersionedCache((db) => readProductCounts(db));

/** The same with discontinued products counted: the list's "Show discontinued" filter. */
export const getCachedProductCountsWithDiscontinued = createVersionedCache((db) => readProductCounts(db, true));
