/** What a visitor's browser asks for, in shares of ten: pages, search as they type, then assets. */
const SHARES: Array<{ kind: keyof MixSources; count: number }> = [
  { kind: "pages", count: 5 },
  { kind: "searches", count: 2 },
  { kind: "assets", count: 2 },
  { kind: "media", count: 1 },
];

export type MixSources = {
  pages: string[];
  searches: string[];
  assets: string[];
  media: string[];
};

/** Search words typed letter by letter, as the search dialog sends them. */
export const SEARCH_WORDS = ["panel", "fanless", "switch", "serial", "gps", "rack", "intel", "kiosk", "ip69k", "zzzz"];

export function searchPaths(words: string[]): string[] {
  return words.flatMap((word) =>
    Array.from({ length: word.length }, (_, end) => `/api/search?q=${encodeURIComponent(word.slice(0, end + 1))}`),
  );
}

/**
 * The path of the `index`-th request of the mix: each kind of request takes its share of every ten,
 * and cycles through its own list, so a run touches every page, word and file evenly.
 */
export function mixedPath(sources: MixSources, index: number): string {
  const available = SHARES.filter((share) => sources[share.kind].length > 0);
  const cycle = available.reduce((sum, share) => sum + share.count, 0);
  if (cycle === 0) throw new Error("Nothing to request");
  const round = Math.floor(index / cycle);
  let slot = index % cycle;
  for (const share of available) {
    if (slot < share.count) {
      const list = sources[share.kind];
      return list[(round * share.count + slot) % list.length];
    }
    slot -= share.count;
  }
  throw new Error("unreachable");
}

/** Same-origin `/media/...` files an HTML page shows as `<img src>`. */
export function imageSources(html: string): string[] {
  return [...new Set([...html.matchAll(/<img\b[^>]*\ssrc="(\/media\/[^"]+)"/gi)].map((match) => match[1].replaceAll("&amp;", "&")))];
}

/** Every public page the sitemap lists, as paths. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
}

export type MixedLoadResult = {
  completed: number;
  failed: number;
  seconds: number;
};

/**
 * Sends `total` requests of the mix with `concurrency` at a time, stopping early at `timeLimitSeconds`;
 * a response is read to its end before the next is sent on that connection.
 */
export async function runMixedLoad(
  baseURL: string,
  sources: MixSources,
  options: { total: number; concurrency: number; timeLimitSeconds: number },
): Promise<MixedLoadResult> {
  const started = performance.now();
  const deadline = started + options.timeLimitSeconds * 1000;
  let next = 0;
  let completed = 0;
  let failed = 0;
  const worker = async () => {
    while (next < options.total && performance.now() < deadline) {
      const path = mixedPath(sources, next++);
      const ok = await fetch(baseURL + path, {
        headers: { "Accept-Encoding": "gzip, br" },
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status < 400;
        },
        () => false,
      );
      completed += 1;
      if (!ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { completed, failed, seconds: (performance.now() - started) / 1000 };
}
