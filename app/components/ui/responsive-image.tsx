import type { SyntheticEvent } from "react";
import {
  type ImageSources,
  imageColour,
  imageSize,
  imageSrcSet,
} from "~/media/image-sources";
import { cx } from "./class-names";

type ResponsiveImageProps = {
  image: ImageSources | null;
  alt: string;
  className?: string;
  /** Above-the-fold images load at once; the rest wait until they are near the viewport. */
  priority?: boolean;
  /** The width this spot gives the image (the `sizes` attribute): only the layout knows it. */
  sizes: string;
};

/**
 * `<img>` with WebP variants in `srcset` at the widths the layout asks for (`sizes`), the original
 * as `src` for a browser that takes no srcset, width and height set so nothing shifts; 'No Image'
 * in the same box when there is no image. One element rather than `<picture>` with a source per
 * format: a card grid of them was a third of the home page's HTML (decision 020).
 */
export function ResponsiveImage({
  image,
  alt,
  className,
  priority = false,
  sizes,
}: ResponsiveImageProps) {
  if (!image) return <NoImage className={className} />;
  const srcSet = imageSrcSet(image);
  const colour = imageColour(image);
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      // HTML allows `sizes` only beside a `srcset`.
      sizes={srcSet ? sizes : undefined}
      {...imageSize(image)}
      alt={alt}
      loading={priority ? undefined : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      // The dominant colour fills the frame until the image arrives (opaque images only), and only
      // until then: around a contained image it would show as a coloured band. app.css keeps it out
      // of the padding.
      style={colour ? { backgroundColor: colour } : undefined}
      ref={colour ? clearPlaceholderOnceLoaded : undefined}
      onLoad={colour ? clearPlaceholder : undefined}
    />
  );
}

const clearPlaceholder = (event: SyntheticEvent<HTMLImageElement>) =>
  event.currentTarget.style.removeProperty("background-color");

/** An image that loaded before React took over the page fires no load event React sees. */
const clearPlaceholderOnceLoaded = (image: HTMLImageElement | null) => {
  if (image?.complete && image.naturalWidth > 0)
    image.style.removeProperty("background-color");
};

export function NoImage({ className }: { className?: string }) {
  return (
    <div
      className={cx(
        "flex items-center justify-center bg-shade text-sm text-muted",
        className,
      )}
    >
      No Image
    </div>
  );
}
