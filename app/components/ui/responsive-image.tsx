import {
  type ImageSources,
  imageSize,
  pictureSourceList,
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
 * `<picture>` with AVIF and WebP sources at the widths the layout asks for (`sizes`), width and
 * height set so nothing shifts; 'No Image' in the same box when there is no image.
 * The fallback `<img>` has only the original (variants exist in AVIF and WebP alone), so it takes
 * no `sizes`: HTML allows `sizes` only beside a `srcset`, and the browser picks by the sources'.
 */
export function ResponsiveImage({
  image,
  alt,
  className,
  priority = false,
  sizes,
}: ResponsiveImageProps) {
  if (!image) return <NoImage className={className} />;
  return (
    <picture className="contents">
      {pictureSourceList(image).map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
        />
      ))}
      <img
        src={image.src}
        {...imageSize(image)}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

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
