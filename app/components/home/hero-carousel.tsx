import { Icon } from "~/components/icons/icon";
import { useEffect, useState } from "react";
import { AppLink } from "~/components/ui/app-link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useHydrated } from "~/components/admin/use-hydrated";
import { cx } from "~/components/ui/class-names";
import type { ImageSources } from "~/media/image-sources";

export type HeroSlide = {
  id: number;
  heading: string;
  paragraph: string | null;
  buttonText: string;
  href: string;
  image: ImageSources | null;
};

export const HERO_INTERVAL_MS = 5000;
/** On phones the arrows sit in the bottom corners, beside the dots, clear of the slide's text. */
const arrowClass = "hero-arrow";
const buttonClass = "hero-button";

/**
 * The home page's banner slides: crossfade over 1 s, advance every 5 s with wrap-around, and
 * pause while the pointer or keyboard focus is on them, resuming when it leaves. Arrows and dots
 * only with several slides.
 *
 * The crossfade fades the outgoing slide out on top of the incoming one, which is fully opaque
 * from the start: the slide a visitor can read and use never has half-transparent text (a
 * contrast failure for as long as the fade lasts, and what an accessibility check sees mid-fade).
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const [index, setIndex] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A visible pause control as well, so motion can be stopped without hovering (WCAG 2.2.2).
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const hydrated = useHydrated();
  const paused = hovered || focused || stopped;

  const go = (next: number) => {
    const target = (next + count) % count;
    if (target === index) return;
    setPrevious(index);
    setIndex(target);
  };

  useEffect(() => {
    if (count < 2 || paused) return;
    // Restarts after every move, so a click on a dot gets a full 5 s before the next change.
    const timer = window.setTimeout(() => go(index + 1), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [count, paused, index]);

  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative h-[600px] overflow-hidden bg-slate-900 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus pauses until it leaves; a click's focus does not, or the slides would stay
      // stopped after a click on an arrow until the visitor clicked somewhere else.
      onFocus={(event) => setFocused(event.target.matches(":focus-visible"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocused(false);
      }}
    >
      {/* Only the first slide is in the server's HTML: the others show only once JavaScript moves the carousel. */}
      {(hydrated ? slides : slides.slice(0, 1)).map((slide, position) => {
        const current = position === index;
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            aria-hidden={!current}
            inert={!current}
            className={
              current
                ? "hero-slide z-10"
                : cx(
                    "hero-slide-hidden",
                    position === previous ? "z-20" : "z-0",
                  )
            }
          >
            <ResponsiveImage
              image={slide.image}
              alt=""
              priority={position === 0}
              sizes="100vw"
              className="absolute inset-0 h-full w-full object-cover"
            />
            <div className="hero-shade" />
            <div className="hero-text">
              <h2 className="hero-heading">{slide.heading}</h2>
              {slide.paragraph ? (
                <p className="mt-6 max-w-2xl text-lg text-slate-100">
                  {slide.paragraph}
                </p>
              ) : null}
              <div className="mt-8">
                {slide.href.startsWith("/") ? (
                  <AppLink to={slide.href} className={buttonClass}>
                    {slide.buttonText}
                  </AppLink>
                ) : (
                  <a href={slide.href} className={buttonClass}>
                    {slide.buttonText}
                  </a>
                )}
              </div>
            </div>
          </div>
        );
      })}
      {/* Controls come with JavaScript, which they need: before it, nothing would move. */}
      {count > 1 && hydrated ? (
        <>
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
            className={cx(arrowClass, "left-3")}
          >
            <Icon name="chevron-left" className="size-6" />
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => go(index + 1)}
            className={cx(arrowClass, "right-3")}
          >
            <Icon name="chevron-right" className="size-6" />
          </button>
          <div className="absolute bottom-6 left-1/2 z-20 flex -translate-x-1/2 items-center gap-0.5">
            <button
              type="button"
              aria-label={stopped ? "Play slideshow" : "Pause slideshow"}
              onClick={() => setStopped((value) => !value)}
              className="mr-2 rounded-full bg-slate-950/60 p-1.5 hover:bg-slate-950/80"
            >
              {stopped ? (
                <Icon name="play" className="size-4" />
              ) : (
                <Icon name="pause" className="size-4" />
              )}
            </button>
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`Go to slide ${position + 1}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => go(position)}
                // A 24 px target around the 12 px dot: big enough to hit with a finger (WCAG 2.5.8).
                className="group grid size-6 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    "size-3 rounded-full border border-white",
                    position === index
                      ? "bg-white"
                      : "bg-white/30 group-hover:bg-white/60",
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
