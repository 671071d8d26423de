import { createVersionedCache } from "../shared/versioned-cache.server";
import { listActiveHeroSections } from "./repository.server";

/** Active hero slides for the home page, by sort order (decision 005). */
export const getCachedActiveHeroSections = createVersionedCache(listActiveHeroSections);
