import type { Db } from "~/db/connection.server";

/**
 * A cache for data that is not site content, so the content version does not follow it (the inbox,
 * the audit log): each call first asks `probe` for a cheap fingerprint of the data (the newest ids),
 * and reads again only when it has changed. One value per key; keys must come from a small fixed
 * set (the dashboard's two ranges, its three roles).
 */
export function createProbedCache<K, T>(probe: (db: Db) => Promise<string>, read: (db: Db, key: K) => Promise<T>) {
  const entries = new WeakMap<Db, Map<K, { fingerprint: string; value: Promise<T> }>>();
  return async function cached(db: Db, key: K): Promise<T> {
    const fingerprint = await probe(db);
    let byKey = entries.get(db);
    if (!byKey) entries.set(db, (byKey = new Map()));
    const entry = byKey.get(key);
    if (entry && entry.fingerprint === fingerprint) return entry.value;
    const value = read(db, key);
    byKey.set(key, { fingerprint, value });
    // A failed read is not kept: the next call tries again.
    value.catch(() => {
      if (byKey.get(key)?.value === value) byKey.delete(key);
    });
    return value;
  };
}
