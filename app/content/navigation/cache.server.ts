import type { Db } from "~/db/connection.server";
import { onLocalContentWrite, readContentVersion } from "../shared/content-version.server";
import { getNavigationTree } from "./repository.server";
import type { NavigationCategory } from "./types";

/** How long a cached tree is served before the content version is checked again (decision 005). */
const VERSION_CHECK_MS = 1000;

type Entry = {
  /** Shared by every caller while it loads, so a burst of requests reads the database once. */
  loaded: Promise<{ tree: NavigationCategory[]; version: number }>;
  checkedAt: number;
  /** The local-write generation the tree was read at; a later local write makes it stale at once. */
  generation: number;
};

const entries = new WeakMap<Db, Entry>();
let generation = 0;
onLocalContentWrite(() => {
  generation += 1;
});

/**
 * The navigation tree from memory. It is reloaded when a write in this process happened since it was
 * read, or when the database's content version (bumped by any instance) changed, checked at most once
 * a second.
 */
export async function getCachedNavigationTree(db: Db): Promise<NavigationCategory[]> {
  const entry = entries.get(db);
  if (entry && entry.generation === generation) {
    const { tree, version } = await entry.loaded;
    if (Date.now() - entry.checkedAt < VERSION_CHECK_MS) return tree;
    entry.checkedAt = Date.now();
    if ((await readContentVersion(db)) === version) return tree;
    if (entries.get(db) !== entry) return getCachedNavigationTree(db);
  }
  return load(db).loaded.then(({ tree }) => tree);
}

function load(db: Db): Entry {
  const entry: Entry = { loaded: read(db), checkedAt: Date.now(), generation };
  entries.set(db, entry);
  entry.loaded.catch(() => {
    if (entries.get(db) === entry) entries.delete(db);
  });
  return entry;
}

/** The version is read before the tree: a write landing in between leaves an older version, so the next check reloads. */
async function read(db: Db) {
  const version = await readContentVersion(db);
  return { tree: await getNavigationTree(db), version };
}
