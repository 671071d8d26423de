import type { Db } from "~/db/connection.server";

/**
 * A cache for data that is not site content, so the content version does not follow it (the inbox,
 * the audit log): the caller gives a cheap fingerprint of the data (the newest ids, read for every
 * part of the dashboard at once), and the value is read again only when it has changed. One value
 * per key; keys must come from a small fixed set (the dashboard's two ranges, its three roles).
 */
export function createProbedCache<K, T>(read: (db: Db, key: K) => Promise<T>) {
  const entries = new WeakMap<Db, Map<K, { fingerprint: string; value: Promise<T> }>>();
  return function cached(db: Db, key: K, fingerprint: string): Promise<T> {
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
