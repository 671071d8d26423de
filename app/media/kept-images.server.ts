import { findStoredImages } from "~/content/media-file/repository.server";
import { currentLocalWriteGeneration, newestSeenContentVersion, recentContentVersion } from "~/content/shared/content-version.server";
import { VERSION_RECHECK_MS } from "~/content/shared/versioned-cache.server";
import type { Db } from "~/db/connection.server";
import type { StoredImage } from "./image-sources";

/** Images remembered per database handle; past this the memory starts again (a few MB at most). */
export const KEPT_IMAGES_MAX = 20_000;

type Kept = {
  /** The content version the images were read at, and this process's write generation then. */
  version: number;
  generation: number;
  /** By key; null for a key that is no library image (an outside address, a file since removed). */
  images: Map<string, StoredImage | null>;
};

const kept = new WeakMap<Db, Kept>();

/**
 * findStoredImages through a memory of what it found, for the content version it was read at
 * (decision 045). Every public page with images asks for their sizes, variants, colours and alt text,
 * and on PostgreSQL that question is a round trip after the page's own rows. They change only with a
 * content write: alt text, removal from the library and measured colours move the content version,
 * and a new upload's key appears on a page only once the content using it is saved, which moves it
 * too. So the memory is dropped when the version moves, as every cache of public data is
 * (createVersionedCache), and when this process writes content.
 */
export async function keptStoredImages(db: Db, keys: readonly string[]): Promise<Map<string, StoredImage>> {
  const found = new Map<string, StoredImage>();
  if (keys.length === 0) return found;
  const version = await recentContentVersion(db, VERSION_RECHECK_MS);
  const generation = currentLocalWriteGeneration();
  let state = kept.get(db);
  if (!state || state.version !== version || state.generation !== generation || version < newestSeenContentVersion(db)) {
    state = { version, generation, images: new Map() };
    kept.set(db, state);
  }
  const missing: string[] = [];
  for (const key of keys) {
    const image = state.images.get(key);
    if (image === undefined) missing.push(key);
    else if (image) found.set(key, image);
  }
  if (missing.length === 0) return found;
  const read = await findStoredImages(db, missing);
  // Kept only while the memory they join is still the current one: a write during the read drops them.
  const keep = kept.get(db) === state && state.generation === currentLocalWriteGeneration();
  if (keep && state.images.size + missing.length > KEPT_IMAGES_MAX) state.images.clear();
  for (const key of missing) {
    const image = read.get(key);
    if (image) found.set(key, image);
    if (keep) state.images.set(key, image ?? null);
  }
  return found;
}
