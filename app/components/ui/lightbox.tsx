import { Icon } from "~/components/icons/icon";
import { Dialog as Primitive, VisuallyHidden } from "radix-ui";
import type { KeyboardEvent } from "react";
import type { ImageSources } from "~/media/image-sources";
import { cx } from "./class-names";
import { ResponsiveImage } from "./responsive-image";
import { useReturnFocus } from "./return-focus";

export type LightboxImage = { image: ImageSources; alt: string };

type LightboxProps = {
  images: LightboxImage[];
  /** Index of the image shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  title?: string;
};

/**
 * Full-screen gallery: previous/next (wrapping), thumbnails, 'n / total', arrow keys, Escape,
 * a click on the backdrop closes it, and focus stays inside while it is open.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  title = "Image gallery",
}: LightboxProps) {
  const open = index !== null && images.length > 0;
  const current = open
    ? ((index % images.length) + images.length) % images.length
    : 0;
  const image = images[current];
  const focus = useReturnFocus({});
  const go = (step: number) =>
    onIndexChange((current + step + images.length) % images.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Primitive.Root
      open={open}
      onOpenChange={(next) => (next ? null : onIndexChange(null))}
    >
      <Primitive.Portal>
        {/* Solid: through a translucent backdrop the page's header and headings competed with the image. */}
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black" />
        <Primitive.Content
          aria-describedby={undefined}
          {...focus}
          onKeyDown={onKeyDown}
          onClick={(event) =>
            event.target === event.currentTarget && onIndexChange(null)
          }
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 text-white outline-none"
        >
          <VisuallyHidden.Root asChild>
            <Primitive.Title>{title}</Primitive.Title>
          </VisuallyHidden.Root>
          <p
            className="absolute top-4 left-4 rounded bg-black/50 px-3 py-1 text-sm tabular-nums"
            aria-live="polite"
          >
            {current + 1} / {images.length}
          </p>
          <Primitive.Close
            aria-label="Close gallery"
            className="absolute top-3 right-3 rounded-full bg-black/50 p-2 hover:bg-white/20"
          >
            <Icon name="x" className="size-6" />
          </Primitive.Close>
          {image ? (
            <ResponsiveImage
              key={image.image.src}
              image={image.image}
              alt={image.alt}
              sizes="100vw"
              priority
              className="max-h-[70vh] w-auto max-w-full object-contain"
            />
          ) : null}
          {images.length > 1 ? (
            <>
              <NavButton
                label="Previous image"
                className="left-2 sm:left-4"
                onClick={() => go(-1)}
              >
                <Icon name="chevron-left" className="size-7" />
              </NavButton>
              <NavButton
                label="Next image"
                className="right-2 sm:right-4"
                onClick={() => go(1)}
              >
                <Icon name="chevron-right" className="size-7" />
              </NavButton>
              <ul
                className="flex max-w-full gap-2 overflow-x-auto p-1"
                aria-label="Thumbnails"
              >
                {images.map((thumb, i) => (
                  <li key={`${thumb.image.src}-${i}`}>
                    <button
                      type="button"
                      aria-label={`Show image ${i + 1}`}
                      aria-current={i === current ? "true" : undefined}
                      onClick={() => onIndexChange(i)}
                      className={cx(
                        "block size-16 overflow-hidden rounded border-2",
                        i === current
                          ? "border-white"
                          : "border-transparent opacity-60 hover:opacity-100",
                      )}
                    >
                      <ResponsiveImage
                        image={thumb.image}
                        alt=""
                        sizes="64px"
                        className="size-full object-cover"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

function NavButton({
  label,
  className,
  onClick,
  children,
}: {
  label: string;
  className: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        "absolute top-1/2 -translate-y-1/2 rounded-full bg-black/50 p-2 hover:bg-white/20",
        className,
      )}
    >
      {children}
    </button>
  );
}
