import { createVersionedCache } from "../shared/versioned-cache.server";
import { listActiveMediaServers } from "./repository.server";

/**
 * The api_url of the active media server with the lowest order_of_precedence, or null.
 * Cached in memory and refreshed after content writes (decision 005).
 */
export const getActiveMediaOrigin = createVersionedCache(async (db) => {
  const [first] = await listActiveMediaServers(db);
  return first?.api_url ?? null;
});
