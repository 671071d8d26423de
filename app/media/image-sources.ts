import { isValidKey } from "~/storage/keys";
import type { ImageVariant } from "./image-variant";

/** What the page knows about a stored image: its key, size and variants (from media_files). */
export type StoredImage = {
  key: string;
  width: number | null;
  height: number | null;
  variants: readonly Pick<ImageVariant, "key" | "width" | "format">[];
};

/**
 * What a page needs for `<img srcset sizes src width height>`: WebP variants for the browser to
 * choose from by width, and the original as the fallback. It travels in loader data, so it is kept
 * short: when every variant is named after the original as uploads name them
 * (`<name>-<width>w.webp`), `widths` lists only their widths ("320 640 960"), the same string for
 * most images, which React Router's serialisation then sends once. `imageSrcSet` expands it.
 * The `sizes` a srcset needs is the layout's business, so the component showing the image gives
 * it, and one image shown in two places is one object in the data.
 */
export type ImageSources = {
  src: string;
  /**
   * The original's size as "WIDTHxHEIGHT" ("800x600"): one string rather than two numbers, so the
   * many images of one shape share it in the page's data. `imageSize` reads it.
   */
  size?: string;
  /** Widths of WebP variants named after `src`. */
  widths?: string;
  /** The srcset spelled out, for variants named otherwise. */
  srcSet?: string;
};

/** A variant's URL as uploads name it: the original's URL with `-<width>w.webp` for its extension. */
function variantUrl(src: string, width: number): string {
  return src.replace(/\.[a-z0-9]+$/i, `-${width}w.webp`);
}

/** The `srcset` of an image, spelled out from its compact form when it has one; undefined without variants. */
export function imageSrcSet(image: ImageSources): string | undefined {
  if (!image.widths) return image.srcSet;
  return image.widths
    .split(" ")
    .map((width) => `${variantUrl(image.src, Number(width))} ${width}w`)
    .join(", ");
}

/** The width and height attributes of an image's `<img>`, when its size is known. */
export function imageSize(image: ImageSources): {
  width?: number;
  height?: number;
} {
  const [width, height] = (image.size ?? "").split("x").map(Number);
  return width > 0 && height > 0 ? { width, height } : {};
}

const MEDIA_PREFIX = "/media/";

/** The storage key behind a reference to this site's media (`/media/<key>` or a bare key); else null. */
export function mediaKeyFromReference(reference: string): string | null {
  const candidate = reference.startsWith(MEDIA_PREFIX)
    ? reference.slice(MEDIA_PREFIX.length)
    : reference;
  return isValidKey(candidate) ? candidate : null;
}

/**
 * Builds an image's srcset from its resolved URL and its stored WebP variants. Variant URLs share
 * the URL's base (this site's /media/ or a media origin), so they follow the original. An image
 * without a stored record (an external URL) gets its plain URL only. AVIF variants that uploads
 * made before decision 020 stay in storage unused.
 */
export function imageSources(
  url: string,
  image: StoredImage | null | undefined,
): ImageSources {
  const size =
    image?.width && image.height
      ? { size: `${image.width}x${image.height}` }
      : {};
  const webp = (image?.variants ?? [])
    .filter((variant) => variant.format === "webp")
    .sort((a, b) => a.width - b.width);
  if (!image || !url.endsWith(image.key) || webp.length === 0)
    return { src: url, ...size };
  const base = url.slice(0, url.length - image.key.length);
  const derivable = webp.every(
    (variant) => base + variant.key === variantUrl(url, variant.width),
  );
  if (derivable)
    return {
      src: url,
      ...size,
      widths: webp.map((variant) => variant.width).join(" "),
    };
  const srcSet = webp
    .map((variant) => `${base}${variant.key} ${variant.width}w`)
    .join(", ");
  return { src: url, ...size, srcSet };
}
