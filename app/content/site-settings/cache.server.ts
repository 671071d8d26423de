import { createVersionedCache } from "../shared/versioned-cache.server";
import { getSiteSettings } from "./repository.server";

/** Site settings for public pages, read on every page shell; shared object, treat as read-only. */
export const getCachedSiteSettings = createVersionedCache(getSiteSettings);
