import { isValidKey } from "~/storage/keys";
import type { ImageVariant } from "./image-variant";

/** What the page knows about a stored image: its key, size and variants (from media_files). */
export type StoredImage = {
  key: string;
  width: number | null;
  height: number | null;
  variants: readonly Pick<ImageVariant, "key" | "width" | "format">[];
};

export type PictureSource = {
  type: "image/avif" | "image/webp";
  srcSet: string;
};

/**
 * What a page needs for `<picture>`: one `<source srcset>` per modern format, then
 * `<img src width height>`. It travels in loader data, so it is kept short: when every variant
 * is named after the original as uploads name them (`<name>-<width>w.<format>`), `variants`
 * lists only formats and widths ("avif 640 1280,webp 640 1280"), the same string for most
 * images, which React Router's serialisation then sends once. `pictureSourceList` expands it.
 * The `sizes` a source needs is the layout's business, so the component showing the image
 * gives it, and one image shown in two places is one object in the data.
 */
export type ImageSources = {
  src: string;
  /**
   * The original's size as "WIDTHxHEIGHT" ("800x600"): one string rather than two numbers, so the
   * many images of one shape share it in the page's data. `imageSize` reads it.
   */
  size?: string;
  /** Formats and widths of variants named after `src`. */
  variants?: string;
  /** Sources spelled out, for variants named otherwise. */
  sources?: PictureSource[];
};

const FORMATS = ["avif", "webp"] as const;

/** A variant's URL as uploads name it: the original's URL with `-<width>w.<format>` for its extension. */
function variantUrl(src: string, width: number, format: string): string {
  return src.replace(/\.[a-z0-9]+$/i, `-${width}w.${format}`);
}

/** The `<source>` list of an image, spelled out from its compact form when it has one. */
export function pictureSourceList(image: ImageSources): PictureSource[] {
  if (!image.variants) return image.sources ?? [];
  return image.variants.split(",").map((group) => {
    const [format, ...widths] = group.split(" ");
    return {
      type: `image/${format}` as PictureSource["type"],
      srcSet: widths
        .map(
          (width) =>
            `${variantUrl(image.src, Number(width), format)} ${width}w`,
        )
        .join(", "),
    };
  });
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
 * Builds `<picture>` sources from an image's resolved URL and its stored variants. Variant URLs
 * share the URL's base (this site's /media/ or a media origin), so they follow the original.
 * An image without a stored record (an external URL) gets its plain URL only.
 */
export function imageSources(
  url: string,
  image: StoredImage | null | undefined,
): ImageSources {
  const size =
    image?.width && image.height
      ? { size: `${image.width}x${image.height}` }
      : {};
  if (!image || !url.endsWith(image.key) || image.variants.length === 0)
    return { src: url, ...size };
  const base = url.slice(0, url.length - image.key.length);
  const groups = FORMATS.map((format) => ({
    format,
    variants: image.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width),
  })).filter((group) => group.variants.length > 0);
  const derivable = groups.every((group) =>
    group.variants.every(
      (variant) =>
        base + variant.key === variantUrl(url, variant.width, variant.format),
    ),
  );
  if (derivable) {
    const variants = groups
      .map((group) =>
        [group.format, ...group.variants.map((variant) => variant.width)].join(
          " ",
        ),
      )
      .join(",");
    return { src: url, ...size, variants };
  }
  const sources = groups.map((group) => ({
    type: `image/${group.format}` as const,
    srcSet: group.variants
      .map((variant) => `${base}${variant.key} ${variant.width}w`)
      .join(", "),
  }));
  return { src: url, ...size, sources };
}
