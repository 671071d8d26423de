import type { Db } from "~/db/connection.server";
import { currentLocalWriteGeneration, newestSeenContentVersion, readContentVersion, recentContentVersion } from "./content-version.server";

/** How long cached data is served before the content version is checked again (decision 005). */
export const VERSION_RECHECK_MS = 1000;

type Entry<T> = {
  /** Shared by every caller while it loads, so a burst of requests reads the database once. */
  loaded: Promise<{ value: T; version: number }>;
  /** The local-write generation at the start of the read; a later local write makes it stale at once. */
  generation: number;
  /** When the read started (Date.now()). */
  at: number;
};

/**
 * `maxAgeMs`: also read again once the value is this old, for data that moves with the clock (what ends within a week).
 * `recheckMs`: how old a reading of the content version may be (VERSION_RECHECK_MS); 0 reads it on every call, for
 * a value staff compare with what they have just seen (a list's total beside its rows).
 */
export type VersionedCacheOptions = { maxAgeMs?: number; recheckMs?: number };

/**
 * Wraps a read of public content in an in-memory cache per database handle. The value is read
 * again after a content write in this process, or when the database's content version (bumped by
 * any instance) has changed: a reading of it at most VERSION_RECHECK_MS old, shared by every cache
 * and by the page cache, or at once when a newer version has been seen in this process.
 */
export function createVersionedCache<T>(read: (db: Db) => Promise<T>, options: VersionedCacheOptions = {}) {
  const entries = new WeakMap<Db, Entry<T>>();
  const recheckMs = options.recheckMs ?? VERSION_RECHECK_MS;
  // A reading shared with earlier callers may have started before this call: 0 takes its own.
  const currentVersion = (db: Db) => (recheckMs === 0 ? readContentVersion(db) : recentContentVersion(db, recheckMs));
  const fresh = (entry: Entry<T>) => entry.generation === currentLocalWriteGeneration() && (options.maxAgeMs === undefined || Date.now() - entry.at < options.maxAgeMs);

  function load(db: Db): Entry<T> {
    const entry: Entry<T> = {
      at: Date.now(),
      generation: currentLocalWriteGeneration(),
      // Version first: a write landing between the two reads leaves an older version, so the next check reloads.
      loaded: readContentVersion(db).then(async (version) => ({ version, value: await read(db) })),
    };
    entries.set(db, entry);
    entry.loaded.catch(() => {
      if (entries.get(db) === entry) entries.delete(db);
    });
    return entry;
  }

  return async function cached(db: Db): Promise<T> {
    const entry = entries.get(db);
    if (entry && fresh(entry)) {
      const { value, version } = await entry.loaded;
      // A newer version seen elsewhere in this process (the page cache) means a write this cache missed.
      if (version >= newestSeenContentVersion(db) && (await currentVersion(db)) === version) return value;
      if (entries.get(db) !== entry) return cached(db);
    }
    return (await load(db).loaded).value;
  };
}

/**
 * The same cache, one value per key (e.g. a category id). Keys are never dropped, so callers must
 * pass only keys from a bounded set, such as ids they found in another cached read.
 */
export function createKeyedVersionedCache<K, T>(read: (db: Db, key: K) => Promise<T>, options: VersionedCacheOptions = {}) {
  const caches = new Map<K, (db: Db) => Promise<T>>();
  return function cached(db: Db, key: K): Promise<T> {
    let cache = caches.get(key);
    if (!cache) {
      cache = createVersionedCache((handle) => read(handle, key), options);
      caches.set(key, cache);
    }
    return cache(db);
  };
}

/** What a batch cache remembers for one database handle. */
type Batch<K, V> = {
  /** The content version the values were read at, and this process's write generation then. */
  version: number;
  generation: number;
  /** By key; null for a key the read did not find. */
  values: Map<K, V | null>;
};

/**
 * Values read many keys at a time (the facts of a page's images), remembered by key for the content
 * version they were read at: a call reads only the keys not yet remembered, in one call of `readMany`,
 * and a key it did not find is remembered as absent. Dropped as createVersionedCache's value is: when
 * the content version moves (a reading at most VERSION_RECHECK_MS old, or a newer version seen in this
 * process) or this process writes content. At most `maxKeys` per handle: past that the memory starts again.
 */
export function createVersionedBatchCache<K, V>(readMany: (db: Db, keys: K[]) => Promise<Map<K, V>>, options: { maxKeys: number }) {
  const batches = new WeakMap<Db, Batch<K, V>>();
  return async function cached(db: Db, keys: readonly K[]): Promise<Map<K, V>> {
    const found = new Map<K, V>();
    if (keys.length === 0) return found;
    const version = await recentContentVersion(db, VERSION_RECHECK_MS);
    const generation = currentLocalWriteGeneration();
    let batch = batches.get(db);
    if (!batch || batch.version !== version || batch.generation !== generation || version < newestSeenContentVersion(db)) {
      batch = { version, generation, values: new Map() };
      batches.set(db, batch);
    }
    const missing: K[] = [];
    for (const key of keys) {
      const value = batch.values.get(key);
      if (value === undefined) missing.push(key);
      else if (value !== null) found.set(key, value);
    }
    if (missing.length === 0) return found;
    // A write during the read leaves these in a batch of the version before it, which the next call drops.
    const read = await readMany(db, missing);
    if (batch.values.size + missing.length > options.maxKeys) batch.values.clear();
    for (const key of missing) {
      const value = read.get(key);
      if (value !== undefined) found.set(key, value);
      batch.values.set(key, value ?? null);
    }
    return found;
  };
}
