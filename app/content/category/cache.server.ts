import { createVersionedCache } from "../shared/versioned-cache.server";
import { listCategories } from "./repository.server";

/** The footer lists the first six categories by sort order, then name. */
export const FOOTER_CATEGORY_LIMIT = 6;

/** Footer categories for every public page shell (decision 005). */
export const getCachedFooterCategories = createVersionedCache((db) => listCategories(db, { limit: FOOTER_CATEGORY_LIMIT }));
