import type { Db } from "~/db/connection.server";
import { onLocalContentWrite, readContentVersion } from "../shared/content-version.server";
import { listActiveMediaServers } from "./repository.server";

/** How long a cached origin is trusted before the content version is checked again. */
export const MEDIA_ORIGIN_RECHECK_MS = 5_000;

type Entry = { origin: string | null; version: number; checkedAt: number };

// One entry per database handle, so tests and several databases never share an origin.
let cache = new WeakMap<Db, Entry>();
onLocalContentWrite(() => {
  cache = new WeakMap();
});

/**
 * The api_url of the active media server with the lowest order_of_precedence, or null.
 * Cached in memory; a write in this process drops the cache at once, a write by another
 * instance is noticed through the content version within MEDIA_ORIGIN_RECHECK_MS.
 */
export async function getActiveMediaOrigin(db: Db, clock: () => number = Date.now): Promise<string | null> {
  const entry = cache.get(db);
  if (entry && clock() - entry.checkedAt < MEDIA_ORIGIN_RECHECK_MS) return entry.origin;
  // Version first: a write landing between the two reads makes the next check refill again.
  const version = await readContentVersion(db);
  if (entry && entry.version === version) {
    entry.checkedAt = clock();
    return entry.origin;
  }
  const [first] = await listActiveMediaServers(db);
  const origin = first?.api_url ?? null;
  cache.set(db, { origin, version, checkedAt: clock() });
  return origin;
}
