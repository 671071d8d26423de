import type { Readable } from "node:stream";

/** Bytes to store: a whole buffer or a stream (an upload being received). */
export type StorageBody = Buffer | Uint8Array | Readable;

export type StoredObjectInfo = {
  size: number;
  contentType: string;
  lastModified: Date;
};

export type StoredObject = StoredObjectInfo & {
  /** The requested bytes (the whole object, or the asked-for range). */
  body: Readable;
};

/** One entry of a listing: the key and what head() would say about it. */
export type ListedObject = { key: string; size: number; lastModified: Date };

/** Inclusive byte range, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live. Keys are always made by the server (see keys.ts) and every
 * driver refuses a key that could name something outside its root.
 */
export interface Storage {
  /** Stores the bytes under the key, replacing nothing: keys are unique by construction. */
  put(key: string, body: StorageBody, options: { contentType: string }): Promise<{ size: number }>;
  /** The object, or null when the key is unknown. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | null>;
  /** Size, type and date without opening the bytes; null when unknown. */
  head(key: string): Promise<StoredObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** True when something was deleted. */
  delete(key: string): Promise<boolean>;
  /** Every stored object whose key starts with the prefix (all when empty), in key order; used by backups. */
  list(prefix?: string): AsyncIterable<ListedObject>;
}
