import type { Db } from "~/db/connection.server";
import { onLocalContentWrite, readContentVersion } from "../shared/content-version.server";
import { listActiveMediaServers } from "./repository.server";

/** How long a cached origin is served before the content version is checked again (decision 005). */
export const MEDIA_ORIGIN_RECHECK_MS = 1_000;

type Entry = { origin: string | null; version: number; checkedAt: number; generation: number };

// One entry per database handle, so tests and several databases never share an origin.
const cache = new WeakMap<Db, Entry>();
// Bumped by every write in this process; an entry read before the latest write is stale at once.
let generation = 0;
onLocalContentWrite(() => {
  generation += 1;
});

/**
 * The api_url of the active media server with the lowest order_of_precedence, or null.
 * Cached in memory; a write in this process makes it stale at once, a write by another
 * instance is noticed through the content version within MEDIA_ORIGIN_RECHECK_MS.
 */
export async function getActiveMediaOrigin(db: Db, clock: () => number = Date.now): Promise<string | null> {
  const entry = cache.get(db);
  if (entry && entry.generation === generation) {
    if (clock() - entry.checkedAt < MEDIA_ORIGIN_RECHECK_MS) return entry.origin;
    if ((await readContentVersion(db)) === entry.version) {
      entry.checkedAt = clock();
      return entry.origin;
    }
  }
  const startedAt = generation;
  // Version first: a write landing between the two reads leaves an older version, so the next check reloads.
  const version = await readContentVersion(db);
  const [first] = await listActiveMediaServers(db);
  const origin = first?.api_url ?? null;
  cache.set(db, { origin, version, checkedAt: clock(), generation: startedAt });
  return origin;
}
