import { NoImage, ResponsiveImage } from "~/components/ui/responsive-image";
import type { LightboxImage } from "~/components/ui/lightbox";

export const MAX_THUMBNAILS = 8;

type ProductGalleryProps = {
  name: string;
  /** The combined gallery: main image (if any), product images, then application images. */
  images: LightboxImage[];
  hasMainImage: boolean;
  productImageCount: number;
  onOpen: (index: number) => void;
};

/** The main image and up to 8 product-image thumbnails in 4 columns; each opens the gallery at its index. */
export function ProductGallery({
  name,
  images,
  hasMainImage,
  productImageCount,
  onOpen,
}: ProductGalleryProps) {
  const main = hasMainImage ? images[0] : null;
  const offset = hasMainImage ? 1 : 0;
  const thumbnails = images.slice(
    offset,
    offset + Math.min(productImageCount, MAX_THUMBNAILS),
  );
  return (
    <div className="space-y-3">
      <div className="aspect-[4/3] overflow-hidden rounded-lg border border-line bg-surface">
        {main ? (
          <button
            type="button"
            onClick={() => onOpen(0)}
            className="size-full cursor-zoom-in"
            aria-label={`Open ${name} image gallery`}
          >
            <ResponsiveImage
              image={main.image}
              alt={main.alt}
              priority
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="size-full object-contain p-4"
            />
          </button>
        ) : (
          <NoImage className="size-full" />
        )}
      </div>
      {thumbnails.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2" aria-label="Product images">
          {thumbnails.map((thumb, i) => (
            <li key={`${thumb.image.src}-${i}`}>
              <button
                type="button"
                onClick={() => onOpen(offset + i)}
                aria-label={`Open image ${offset + i + 1} of ${images.length}`}
                className="block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-md border border-line bg-surface hover:border-brand-500"
              >
                <ResponsiveImage
                  image={thumb.image}
                  alt=""
                  sizes="(min-width: 1024px) 10vw, 25vw"
                  // Filling its frame: a thumbnail only has to be recognised, and white bars around it hid that.
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
