import { isValidKey } from "~/storage/keys";
import type { ImageVariant } from "./image-variant";

/** What the page knows about a stored image: its key, size, placeholder colour and variants (from media_files). */
export type StoredImage = {
  key: string;
  width: number | null;
  height: number | null;
  /** "#rgb" shown in the image's frame while it loads; null for an image with alpha or not yet measured. */
  colour?: string | null;
  /** The alt text written in the media library (decision 040); pages that describe the image read it. */
  alt?: string | null;
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
   * The frame the image fills: the original's size as "WIDTHxHEIGHT", then its dominant colour
   * when measured ("800x600 #dfe"), shown in the frame while the image loads. One string rather
   * than three fields, so the many images of one shape and colour share it in the page's data.
   * `imageSize` and `imageColour` read it.
   */
  frame?: string;
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
  const size = (image.frame ?? "").split(" ").find((part) => /^\d+x\d+$/.test(part)) ?? "";
  const [width, height] = size.split("x").map(Number);
  return width > 0 && height > 0 ? { width, height } : {};
}

/** The colour the image's frame shows while it loads ("#dfe"), when it was measured. */
export function imageColour(image: ImageSources): string | undefined {
  return (image.frame ?? "").split(" ").find((part) => part.startsWith("#"));
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
  const frame = [
    image?.width && image.height ? `${image.width}x${image.height}` : "",
    image?.colour ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  const known = frame ? { frame } : {};
  const webp = (image?.variants ?? [])
    .filter((variant) => variant.format === "webp")
    .sort((a, b) => a.width - b.width);
  if (!image || !url.endsWith(image.key) || webp.length === 0)
    return { src: url, ...known };
  const base = url.slice(0, url.length - image.key.length);
  const derivable = webp.every(
    (variant) => base + variant.key === variantUrl(url, variant.width),
  );
  if (derivable)
    return {
      src: url,
      ...known,
      widths: webp.map((variant) => variant.width).join(" "),
    };
  const srcSet = webp
    .map((variant) => `${base}${variant.key} ${variant.width}w`)
    .join(", ");
  return { src: url, ...known, srcSet };
}
