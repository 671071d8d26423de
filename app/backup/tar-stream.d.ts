// tar-stream 2.x ships no types (and @types/tar-stream is not installed); only what the backup uses.
declare module "tar-stream" {
  import type { Readable, Writable } from "node:stream";
  export type Headers = { name: string; size?: number; mode?: number; mtime?: Date; type?: "file" | "directory" | string };
  export interface Pack extends Readable {
    entry(headers: Headers, callback?: (error?: Error | null) => void): Writable;
    entry(headers: Headers, buffer: Buffer | string, callback?: (error?: Error | null) => void): Writable;
    finalize(): void;
  }
  export interface Extract extends Writable {
    on(event: "entry", listener: (headers: Headers, stream: Readable, next: (error?: unknown) => void) => void): this;
    on(event: string, listener: (...args: any[]) => void): this;
  }
  export function pack(): Pack;
  export function extract(): Extract;
}
