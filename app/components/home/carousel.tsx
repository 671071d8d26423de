import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Children, type ReactNode } from "react";
import { cx } from "~/components/ui/class-names";

type CarouselProps = {
  /** Names the carousel for assistive technology, e.g. "Popular Products". */
  label: string;
  children: ReactNode;
  /** Width of each slide, as Tailwind basis classes per breakpoint. */
  slideClassName?: string;
};

/** A row of cards moved by previous and next buttons, wrapping around at both ends. */
export function Carousel({ label, children, slideClassName = "basis-full sm:basis-1/2 lg:basis-1/3" }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" });
  const slides = Children.toArray(children);
  const button = "rounded-full border border-slate-300 bg-white p-2 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800";
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={cx("min-w-0 shrink-0 grow-0 pl-4", slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" aria-label={`Previous: ${label}`} className={button} onClick={() => api?.scrollPrev()}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" aria-label={`Next: ${label}`} className={button} onClick={() => api?.scrollNext()}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
