import { Icon } from "~/components/icons/icon";
import {
  Children,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useRef,
  useState,
} from "react";
import { useHydrated } from "~/components/admin/use-hydrated";
import { cx } from "~/components/ui/class-names";
import type { CarouselApi } from "./carousel-engine";

// The carousel library loads when a visitor first points at, touches or focuses a carousel.
const CarouselEngine = lazy(() =>
  import("./carousel-engine").then((module) => ({
    default: module.CarouselEngine,
  })),
);

type CarouselProps = {
  /** Names the carousel for assistive technology, e.g. "Popular Products". */
  label: string;
  children: ReactNode;
  /** Width of each slide, as Tailwind basis classes per breakpoint. */
  slideClassName?: string;
  /**
   * Slides in the server's HTML: those a wide screen shows before the carousel moves. The rest
   * come once the page is interactive, as without JavaScript the carousel cannot move to them.
   */
  drawnFirst?: number;
};

/** A row of cards moved by previous and next buttons, wrapping around at both ends. */
export function Carousel({
  label,
  children,
  slideClassName = "basis-full sm:basis-1/2 lg:basis-1/3",
  drawnFirst = Number.POSITIVE_INFINITY,
}: CarouselProps) {
  const hydrated = useHydrated();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [engaged, setEngaged] = useState(false);
  const [api, setApi] = useState<CarouselApi | null>(null);
  // A button pressed before the library arrived moves the carousel once it has.
  const pending = useRef<"prev" | "next" | null>(null);
  const onReady = useCallback((ready: CarouselApi) => {
    setApi(ready);
    if (pending.current === "prev") ready.scrollPrev();
    if (pending.current === "next") ready.scrollNext();
    pending.current = null;
  }, []);
  const engage = () => setEngaged(true);
  const move = (direction: "prev" | "next") => {
    if (api) return direction === "prev" ? api.scrollPrev() : api.scrollNext();
    pending.current = direction;
    engage();
  };
  const slides = Children.toArray(children);
  const button = "carousel-arrow";
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onPointerEnter={engage}
      onTouchStart={engage}
      onFocus={engage}
    >
      {engaged && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} onReady={onReady} />
        </Suspense>
      ) : null}
      <div ref={setViewport} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {(hydrated ? slides : slides.slice(0, drawnFirst)).map(
            (slide, index) => (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                className={cx("slide", slideClassName)}
              >
                {slide}
              </div>
            ),
          )}
        </div>
      </div>
      {/* The buttons come with JavaScript, which they need; their row keeps its height before. */}
      {slides.length > 1 ? (
        <div className="mt-4 flex h-[38px] justify-end gap-2">
          {hydrated ? (
            <>
              <button
                type="button"
                aria-label={`Previous: ${label}`}
                className={button}
                onClick={() => move("prev")}
              >
                <Icon name="chevron-left" className="size-5" />
              </button>
              <button
                type="button"
                aria-label={`Next: ${label}`}
                className={button}
                onClick={() => move("next")}
              >
                <Icon name="chevron-right" className="size-5" />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
