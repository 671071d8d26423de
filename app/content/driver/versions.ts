import { DOWNLOAD_KINDS } from "./kinds";

/**
 * Browser-safe: the versions of one download, latest first, and a product's downloads grouped by
 * title so each shows its latest version with the older ones beside it (decision 033).
 */

const segments = (version: string) => version.trim().toLowerCase().split(/(\d+)/).filter((part) => part !== "");

/**
 * Compares versions as people read them: numbers by value ("1.10" after "1.9", "v2" after "1.12"),
 * other text by character; a version that only adds segments is later ("1.2.1" after "1.2").
 */
export function compareVersions(a: string, b: string): number {
  const left = segments(a.replace(/^v(?=\d)/i, ""));
  const right = segments(b.replace(/^v(?=\d)/i, ""));
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const [x, y] = [left[i], right[i]];
    const numbers = /^\d+$/.test(x) && /^\d+$/.test(y);
    const order = numbers ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return Math.sign(order);
  }
  return Math.sign(left.length - right.length);
}

export type VersionedDownload = { id: number; name: string; kind: string; version: string | null; release_date: string | null };

/** Latest first: by release date, then by version, then the one added last; missing dates and versions last. */
export function latestFirst(a: VersionedDownload, b: VersionedDownload): number {
  if (a.release_date !== b.release_date) {
    if (!a.release_date) return 1;
    if (!b.release_date) return -1;
    return a.release_date < b.release_date ? 1 : -1;
  }
  if (a.version && b.version) {
    const order = compareVersions(b.version, a.version);
    if (order !== 0) return order;
  } else if (a.version !== b.version) {
    return a.version ? -1 : 1;
  }
  return b.id - a.id;
}

export type DownloadGroup<T extends VersionedDownload> = { key: string; title: string; kind: string; latest: T; older: T[] };

const titleKey = (name: string) => name.trim().normalize("NFC").toLocaleLowerCase("en");
const kindOrder = (kind: string) => {
  const index = (DOWNLOAD_KINDS as readonly string[]).indexOf(kind);
  return index < 0 ? DOWNLOAD_KINDS.length : index;
};

/**
 * Versions of the same file share its kind and title (letter case and spaces aside). Groups come
 * by kind (drivers first), then by title; within a group the latest version leads.
 */
export function groupDownloads<T extends VersionedDownload>(downloads: readonly T[]): Array<DownloadGroup<T>> {
  const groups = new Map<string, T[]>();
  for (const download of downloads) {
    const key = `${download.kind}:${titleKey(download.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), download]);
  }
  return [...groups.entries()]
    .map(([key, versions]) => {
      const [latest, ...older] = [...versions].sort(latestFirst);
      return { key, title: latest.name, kind: latest.kind, latest, older };
    })
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.title.localeCompare(b.title, "en") || a.latest.id - b.latest.id);
}
