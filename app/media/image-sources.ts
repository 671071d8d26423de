import { isValidKey } from "~/storage/keys";
import type { ImageVariant } from "./image-variant";

/** What the page knows about a stored image: its key, size and variants (from media_files). */
export type StoredImage = {
  key: string;
  width: number | null;
  height: number | null;
  variants: readonly Pick<ImageVariant, "key" | "width" | "format">[];
};

export type PictureSource = { type: "image/avif" | "image/webp"; srcSet: string; sizes: string };

/** Props for `<picture>`: one `<source srcset sizes>` per modern format, then `<img src width height>`. */
export type ImageSources = {
  src: string;
  sources: PictureSource[];
  sizes: string;
  width?: number;
  height?: number;
};

const MEDIA_PREFIX = "/media/";

/** The storage key behind a reference to this site's media (`/media/<key>` or a bare key); else null. */
export function mediaKeyFromReference(reference: string): string | null {
  const candidate = reference.startsWith(MEDIA_PREFIX) ? reference.slice(MEDIA_PREFIX.length) : reference;
  return isValidKey(candidate) ? candidate : null;
}

/**
 * Builds `<picture>` sources from an image's resolved URL and its stored variants. Variant URLs
 * share the URL's base (this site's /media/ or a media origin), so they follow the original.
 * An image without a stored record (an external URL) gets its plain URL only.
 */
export function imageSources(url: string, image: StoredImage | null | undefined, sizes = "100vw"): ImageSources {
  const size = image?.width && image.height ? { width: image.width, height: image.height } : {};
  if (!image || !url.endsWith(image.key) || image.variants.length === 0) return { src: url, sources: [], sizes, ...size };
  const base = url.slice(0, url.length - image.key.length);
  const sources: PictureSource[] = [];
  for (const format of ["avif", "webp"] as const) {
    const list = image.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${base}${variant.key} ${variant.width}w`);
    if (list.length > 0) sources.push({ type: `image/${format}`, srcSet: list.join(", "), sizes });
  }
  return { src: url, sources, sizes, ...size };
}
