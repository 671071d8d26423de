import { createVersionedCache } from "../shared/versioned-cache.server";
import { listActivePopups } from "./repository.server";

/** Active popups for every public page shell (decision 005). */
export const getCachedActivePopups = createVersionedCache(listActivePopups);
