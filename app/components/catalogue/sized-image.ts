import type { StoredImage } from "~/media/image-sources";

/**
 * One URL for a small fixed box (the mega-menu preview): the narrowest WebP variant at least
 * `minWidth` wide, else the widest there is, else the original. Variant URLs share the
 * original's base, like a srcset's.
 */
export function sizedImageUrl(url: string, image: StoredImage | null | undefined, minWidth: number): string {
  if (!image || !url.endsWith(image.key)) return url;
  const webp = image.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width);
  const chosen = webp.find((variant) => variant.width >= minWidth) ?? webp.at(-1);
  return chosen ? url.slice(0, url.length - image.key.length) + chosen.key : url;
}
