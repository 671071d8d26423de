import type { Encoding } from "~/http/encoding.server";

/** One cached page: its bytes in each encoding and what it takes to answer with them. */
export type CachedPage = {
  status: number;
  /** Response headers as name, value, name, value…, minus per-request ones (request id, date) and those set per encoding. */
  headerList: string[];
  etag: string;
  /** Content version the page was rendered at; a different current version makes it stale. */
  version: number;
  /**
   * The body in each encoding asked for so far, with headerList plus that body's length and encoding
   * and a hit's own headers (see sendCached). At least one is there; the uncompressed body only once
   * someone asked for it (browsers take brotli or gzip), since any other is made from a compressed one.
   */
  encoded: Partial<Record<Encoding, EncodedBody>>;
  bytes: number;
  /** The status line and headers of its 304 as the socket path sends them, once first needed. */
  notModifiedHead?: Buffer;
};

/** A body, its full header list, and (once the socket path first sends it) its status line and headers as bytes. */
export type EncodedBody = { body: Buffer; headers: string[]; head?: Buffer };

/**
 * Pages by key, bounded by the bytes of their bodies; the least recently used go first.
 * A Map keeps insertion order, so moving an entry to the end on each hit makes the first the oldest.
 */
export class PageStore {
  private readonly pages = new Map<string, CachedPage>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.total;
  }

  /** Whether a page is kept under the key, without counting it as used. */
  has(key: string): boolean {
    return this.pages.has(key);
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.bytes > this.maxBytes) return;
    this.pages.set(key, page);
    this.total += page.bytes;
    this.evictOverflow();
  }

  private evictOverflow(): void {
    for (const [oldest, evicted] of this.pages) {
      if (this.total <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.total -= evicted.bytes;
    }
  }

  /** Counts bytes added to a stored page (an encoding made on first demand), evicting others if need be. */
  grow(key: string, bytes: number): void {
    const page = this.pages.get(key);
    if (!page) return;
    page.bytes += bytes;
    this.total += bytes;
    this.evictOverflow();
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.total -= page.bytes;
  }

  clear(): void {
    this.pages.clear();
    this.total = 0;
  }
}
