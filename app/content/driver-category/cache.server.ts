import { createVersionedCache } from "../shared/versioned-cache.server";
import { listDriverCategoriesWithDrivers } from "./repository.server";

/** The Support Center's download categories with their files, read again when content changes (decision 005). */
export const getCachedDriverCategoriesWithDrivers = createVersionedCache(listDriverCategoriesWithDrivers);
