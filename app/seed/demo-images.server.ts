import { storeImage } from "~/media/images.server";
import { loadSharp } from "~/media/sharp.server";
import type { AppServices } from "~/services/services.server";

/** Widths per picture family; fewer than uploads get, to keep first start-up fast. */
export const SEED_WIDTHS = {
  product: [320, 640],
  scene: [320, 640, 960],
  hero: [640, 1280, 1920],
} as const;

export type DemoImages = {
  /** Renders (once per name) and stores a picture with its alt text; resolves to its /media/ URL. */
  image(name: string, draw: () => string, widths: readonly number[], alt: string): Promise<string>;
  /** Every key written so far (originals and variants), for clean-up after a failure. */
  readonly keys: string[];
  /** Number of distinct pictures requested. */
  readonly count: number;
  /** Resolves once every started picture has finished or failed. */
  settled(): Promise<void>;
};

/**
 * Turns SVG drawings into stored images through the same pipeline as uploads. At most
 * `concurrency` images are encoded at once: sharp already spreads each one over the cores.
 */
export function createDemoImages(services: Pick<AppServices, "db" | "storage">, concurrency = 2): DemoImages {
  const made = new Map<string, Promise<string>>();
  const keys: string[] = [];
  const queue = limiter(concurrency);
  return {
    keys,
    get count() {
      return made.size;
    },
    async settled() {
      await Promise.allSettled(made.values());
    },
    image(name, draw, widths, alt) {
      let url = made.get(name);
      if (!url) {
        url = queue(async () => {
          // A high-quality JPEG keeps rasterising cheap; the pipeline re-encodes it anyway.
          const sharp = await loadSharp();
          const jpeg = await sharp(Buffer.from(draw())).flatten({ background: "#ffffff" }).jpeg({ quality: 92 }).toBuffer();
          const stored = await storeImage(services, jpeg, `${name}.jpg`, { widths, alt });
          keys.push(stored.key, ...stored.variants.map((variant) => variant.key));
          return stored.url;
        });
        // Pictures are started early and awaited later; a failure must not count as unhandled meanwhile.
        url.catch(() => undefined);
        made.set(name, url);
      }
      return url;
    },
  };
}

function limiter(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
