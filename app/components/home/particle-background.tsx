import { useEffect, useRef } from "react";
import { createParticles, particleLinks, stepParticles } from "./particles";

/** Links fade with distance in this many steps of opacity. */
const LINK_LEVELS = 8;
/** Draw every second display frame (30 per second), moving the particles two steps each time. */
const FRAMES_PER_DRAW = 2;

/**
 * Decorative moving particles behind the home page. Paused while the tab is hidden; not drawn
 * at all when the visitor asks for reduced motion.
 *
 * Kept cheap because it runs as long as the page is open, on phones too: drawn at CSS-pixel
 * resolution (the faint lines need no more, and a full-screen canvas at 2-3× the pixels costs
 * that much more to fill), at 30 frames a second, with a handful of draw calls a frame, and
 * started only once the browser is idle after the page has loaded.
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let width = 0;
    let height = 0;
    const resize = () => {
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width;
      canvas.height = height;
    };
    resize();
    const particles = createParticles(width, height);
    let frame = 0;
    let skipped = 0;

    const draw = () => {
      frame = requestAnimationFrame(draw);
      skipped += 1;
      if (skipped < FRAMES_PER_DRAW) return;
      skipped = 0;
      const dark = document.documentElement.classList.contains("dark");
      const rgb = dark ? "147, 197, 253" : "37, 99, 235";
      for (let step = 0; step < FRAMES_PER_DRAW; step += 1) stepParticles(particles, width, height);
      context.clearRect(0, 0, width, height);
      // One path per opacity level and one for all dots rather than a draw call per link and dot.
      const links = Array.from({ length: LINK_LEVELS }, () => new Path2D());
      for (const [a, b, strength] of particleLinks(particles)) {
        const path = links[Math.min(LINK_LEVELS - 1, Math.floor(strength * LINK_LEVELS))];
        path.moveTo(a.x, a.y);
        path.lineTo(b.x, b.y);
      }
      links.forEach((path, level) => {
        context.strokeStyle = `rgba(${rgb}, ${(((level + 1) / LINK_LEVELS) * 0.35).toFixed(3)})`;
        context.stroke(path);
      });
      const dots = new Path2D();
      for (const particle of particles) {
        dots.moveTo(particle.x + particle.radius, particle.y);
        dots.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
      }
      context.fillStyle = `rgba(${rgb}, 0.6)`;
      context.fill(dots);
    };
    let started = false;
    const onVisibility = () => {
      cancelAnimationFrame(frame);
      if (started && !document.hidden) frame = requestAnimationFrame(draw);
    };
    // The page's own work (hydration, images) comes first; the decoration starts when idle.
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    let idle = 0;
    const start = () => {
      idle = whenIdle(() => {
        started = true;
        onVisibility();
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("resize", resize);
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle(idle);
      window.removeEventListener("load", start);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("resize", resize);
    };
  }, []);

  return <canvas ref={canvasRef} aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 h-full w-full" />;
}
