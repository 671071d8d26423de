/** One re-encoded size of a stored image, as recorded in media_files.variants. */
export type ImageVariant = {
  key: string;
  width: number;
  height: number;
  format: "webp" | "avif";
  size: number;
};

/** Widths offered to browsers; an image is never enlarged to reach one. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
