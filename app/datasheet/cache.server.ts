/** A made datasheet: the PDF and the name it downloads under. */
export type Datasheet = { pdf: Buffer; fileName: string };

type Entry = { version: number; sheet: Promise<Datasheet | null>; bytes: number };

/**
 * The latest datasheet of each product in process memory, made at a content version (decision 030).
 * A request at a newer version makes it again and replaces it; the least recently used go first once
 * there are more than `maxEntries` or they hold more than `maxBytes`. Requests arriving while one is
 * being made share it. Unknown products and failures are not kept.
 */
export function createDatasheetCache({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
  const entries = new Map<string, Entry>();
  let total = 0;

  const remove = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  const evict = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && total <= maxBytes) return;
      remove(key, entry);
    }
  };

  return {
    /** The datasheet kept under `key` at `version`, or the one `make` returns, kept from then on. */
    get(key: string, version: number, make: () => Promise<Datasheet | null>): Promise<Datasheet | null> {
      const found = entries.get(key);
      if (found && found.version === version) {
        // Most recently used last, so eviction starts at the other end.
        entries.delete(key);
        entries.set(key, found);
        return found.sheet;
      }
      // A request that read an older version than the one kept (a slow reading) is answered but not kept.
      if (found && found.version > version) return make();
      if (found) remove(key, found);
      const entry: Entry = { version, sheet: make(), bytes: 0 };
      entries.set(key, entry);
      entry.sheet.then(
        (sheet) => {
          if (entries.get(key) !== entry) return;
          if (!sheet) return remove(key, entry);
          entry.bytes = sheet.pdf.length;
          total += entry.bytes;
          evict();
        },
        () => remove(key, entry),
      );
      return entry.sheet;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
}
