import { useEffect, useSyncExternalStore } from "react";
import type { MediaKind } from "~/content/media-file/schema";

/** What a form's media field shows of a library file (the answer of /api/admin/media). */
export type MediaFacts = {
  id: number;
  url: string;
  name: string;
  kind: MediaKind;
  alt: string | null;
  thumbnail: string | null;
  width: number | null;
  height: number | null;
  size: number;
};

export const MEDIA_API = "/api/admin/media";

/**
 * The library's facts about the files a form's fields hold, fetched once per file: the fields asking
 * in the same moment (a product's dozen images) share one request. `null`: not a library file (an
 * external URL, or one deleted since). A saved alt text updates every field showing that file.
 */
const known = new Map<string, MediaFacts | null>();
const asked = new Set<string>();
const listeners = new Set<() => void>();
let waiting: string[] = [];

const notify = () => {
  for (const listener of listeners) listener();
};

function ask(url: string) {
  if (asked.has(url)) return;
  asked.add(url);
  waiting.push(url);
  if (waiting.length > 1) return;
  queueMicrotask(async () => {
    const urls = waiting;
    waiting = [];
    const query = new URLSearchParams(urls.map((each) => ["url", each]));
    try {
      const response = await fetch(`${MEDIA_API}?${query}`, { headers: { Accept: "application/json" } });
      const answer = (await response.json()) as { files?: MediaFacts[] };
      const files = new Map((answer.files ?? []).map((file) => [file.url, file]));
      for (const each of urls) known.set(each, files.get(each) ?? null);
    } catch {
      // Unknown for now; a later render asks again.
      for (const each of urls) asked.delete(each);
    }
    notify();
  });
}

/** Records what the server answered about a file (a new alt text, a file just picked or uploaded). */
export function rememberFacts(facts: MediaFacts) {
  known.set(facts.url, facts);
  asked.add(facts.url);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The facts of the library file at `url` (`/media/...`); undefined while unknown or for any other reference. */
export function useMediaFacts(url: string): MediaFacts | null | undefined {
  const ours = url.startsWith("/media/");
  const facts = useSyncExternalStore(
    subscribe,
    () => (ours ? known.get(url) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (ours) ask(url);
  }, [ours, url]);
  return facts;
}
