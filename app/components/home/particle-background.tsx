import { useEffect, useRef } from "react";

/**
 * Decorative moving particles behind the home page; not drawn at all when the visitor asks for
 * reduced motion. The drawing code (particle-animation.ts) is fetched only once the browser is
 * idle after the page has loaded: the page's own work (hydration, images) comes first, and the
 * decoration costs nothing on the page's first load.
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (
      !canvas ||
      window.matchMedia("(prefers-reduced-motion: reduce)").matches
    )
      return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const whenIdle =
      window.requestIdleCallback ??
      ((callback: () => void) => window.setTimeout(callback, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    let idle = 0;
    const start = () => {
      idle = whenIdle(() => {
        void import("./particle-animation").then(({ animateParticles }) => {
          if (!cancelled) stop = animateParticles(canvas);
        });
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      cancelIdle(idle);
      window.removeEventListener("load", start);
      stop?.();
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 h-full w-full"
    />
  );
}
